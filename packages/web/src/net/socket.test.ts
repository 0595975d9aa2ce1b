import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANSWER_MS, QUIET_MS, Socket, type Status } from './socket.ts';

/** A WebSocket the test opens and closes by hand. */
class FakeWebSocket {
  static made: FakeWebSocket[] = [];
  static readonly OPEN = 1;
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.made.push(this);
  }
  readonly sent: unknown[] = [];
  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }
  close(): void {
    this.readyState = 3;
    this.onclose?.();
  }
  opened(): void {
    this.readyState = 1;
    this.onopen?.();
  }
  /** A message from the server. */
  hears(message: object): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  FakeWebSocket.made = [];
});

describe("the page's socket status", () => {
  it('is connecting at first, then reconnecting from a loss until the socket is back, on every try', () => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeWebSocket);
    const socket = new Socket('ws://here/ws');
    const seen: Status[] = [socket.status];
    socket.onStatus((s) => seen.push(s));
    FakeWebSocket.made[0].opened();
    FakeWebSocket.made[0].close();
    // Two tries that fail, then one that opens.
    for (const wait of [250, 500]) {
      vi.advanceTimersByTime(wait);
      expect(socket.status).toBe('offline');
      FakeWebSocket.made.at(-1)?.close();
    }
    vi.advanceTimersByTime(1000);
    expect(FakeWebSocket.made).toHaveLength(4);
    expect(socket.status).toBe('offline');
    FakeWebSocket.made[3].opened();
    expect(seen).toEqual(['connecting', 'online', 'offline', 'offline', 'offline', 'online']);
    socket.close();
  });
});

describe('a server that falls silent', () => {
  it('is asked whether it is there once quiet, and the socket is opened again when it does not answer', () => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeWebSocket);
    const socket = new Socket('ws://here/ws');
    const first = FakeWebSocket.made[0];
    first.opened();
    // Hearing from the server keeps it quiet-free: no ping while it talks.
    for (let t = 0; t < 3 * QUIET_MS; t += QUIET_MS / 4) {
      vi.advanceTimersByTime(QUIET_MS / 4);
      first.hears({ type: 'pong', id: 0, now: Date.now() });
    }
    expect(first.sent).toEqual([]);
    // Quiet: one ping, not one per check.
    vi.advanceTimersByTime(QUIET_MS);
    expect(first.sent).toEqual([{ type: 'ping', id: 1 }]);
    vi.advanceTimersByTime(ANSWER_MS - 1);
    expect(first.sent).toHaveLength(1);
    expect(socket.status).toBe('online');
    // No answer: given up without waiting for the close, and opened again.
    vi.advanceTimersByTime(1);
    expect(socket.status).toBe('offline');
    expect(first.readyState).toBe(3);
    vi.advanceTimersByTime(250);
    expect(FakeWebSocket.made).toHaveLength(2);
    FakeWebSocket.made[1].opened();
    expect(socket.status).toBe('online');
    // A server that answers the ping is not given up on.
    vi.advanceTimersByTime(QUIET_MS + QUIET_MS / 2);
    expect(FakeWebSocket.made[1].sent).toContainEqual({ type: 'ping', id: 2 });
    FakeWebSocket.made[1].hears({ type: 'pong', id: 2, now: Date.now() });
    // A quiet table for a minute, the server answering each ping it is sent: the same socket.
    const second = FakeWebSocket.made[1];
    let answered = second.sent.length;
    for (let t = 0; t < 60_000; t += QUIET_MS / 2) {
      vi.advanceTimersByTime(QUIET_MS / 2);
      for (; answered < second.sent.length; answered++)
        second.hears({ type: 'pong', id: (second.sent[answered] as { id: number }).id, now: Date.now() });
    }
    expect(answered).toBeGreaterThanOrEqual(5);
    expect(socket.status).toBe('online');
    expect(FakeWebSocket.made).toHaveLength(2);
    socket.close();
  });
});
