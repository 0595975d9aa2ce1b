/** Chat lines are counted over this window. */
export const CHAT_WINDOW_MS = 10_000;
/** Users tracked before idle ones (no socket, nothing counted lately) are dropped. */
const TRACKED = 10_000;

interface Budget {
  /** Sockets open now. */
  sockets: number;
  /** Message tokens left (a bucket of twice the rate, refilled at the rate). */
  tokens: number;
  last: number;
  /** When the chat lines of the window were sent. */
  chats: number[];
}

export interface Limits {
  /** Messages per second (a burst of twice that). */
  rate: number;
  /** Sockets open at once. */
  sockets: number;
  /** Chat lines per CHAT_WINDOW_MS. */
  chatLines: number;
}

/**
 * What each user may do on this node, over all of their sockets: a user who opens more
 * sockets gets no more messages, chat lines or sockets than one with a single socket.
 */
export class Budgets {
  private readonly users = new Map<string, Budget>();

  constructor(private readonly limits: Limits) {}

  private of(userId: string, now: number): Budget {
    let b = this.users.get(userId);
    if (!b) {
      if (this.users.size >= TRACKED) this.prune(now);
      b = { sockets: 0, tokens: this.limits.rate * 2, last: now, chats: [] };
      this.users.set(userId, b);
    }
    return b;
  }

  /** Drops users with no socket whose budget is back to full, so forgetting them gives nothing away. */
  private prune(now: number): void {
    for (const [id, b] of this.users) if (b.sockets === 0 && now - b.last > Math.max(CHAT_WINDOW_MS, 2000)) this.users.delete(id);
  }

  /** Counts a new socket; false when the user already holds as many as allowed. */
  open(userId: string, now = Date.now()): boolean {
    const b = this.of(userId, now);
    if (b.sockets >= this.limits.sockets) return false;
    b.sockets++;
    return true;
  }

  close(userId: string): void {
    const b = this.users.get(userId);
    if (b && b.sockets > 0) b.sockets--;
  }

  /** Takes one message token; false when the user is over the rate. */
  message(userId: string, now = Date.now()): boolean {
    const b = this.of(userId, now);
    b.tokens = Math.min(this.limits.rate * 2, b.tokens + ((now - b.last) / 1000) * this.limits.rate);
    b.last = now;
    if (b.tokens < 1) return false;
    b.tokens -= 1;
    return true;
  }

  /** Counts a chat line; false when the user has sent the window's lines already. */
  chat(userId: string, now = Date.now()): boolean {
    const b = this.of(userId, now);
    b.chats = b.chats.filter((t) => t > now - CHAT_WINDOW_MS);
    if (b.chats.length >= this.limits.chatLines) return false;
    b.chats.push(now);
    return true;
  }
}
