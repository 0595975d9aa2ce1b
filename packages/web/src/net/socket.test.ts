import { afterEach, describe, expect, it, vi } from 'vitest';
import { Socket, type Status } from './socket.ts';

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
  send(): void {}
  close(): void {
    this.readyState = 3;
    this.onclose?.();
  }
  opened(): void {
    this.readyState = 1;
    this.onopen?.();
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
