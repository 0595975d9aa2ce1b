import type { Bus } from './bus.ts';

/**
 * Revoked sessions (logout, "log out elsewhere"): their sockets are closed on this node
 * at once, and on every other node when the bus brings the news.
 */
export class Revocations {
  private readonly handlers: ((sessionId: string) => void)[] = [];

  constructor(
    private readonly bus: Bus,
    private readonly node: string,
  ) {
    bus.subscribe((m) => {
      if (m.kind === 'session' && m.node !== node) this.emit((m.payload as { session: string }).session);
    });
  }

  onRevoke(handler: (sessionId: string) => void): void {
    this.handlers.push(handler);
  }

  private emit(sessionId: string): void {
    for (const h of this.handlers) h(sessionId);
  }

  async revoke(sessionId: string): Promise<void> {
    this.emit(sessionId);
    await this.bus.publish({ node: this.node, table: '', seq: 0, kind: 'session', payload: { session: sessionId } });
  }
}
