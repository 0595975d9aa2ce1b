// The patch module alone: the engine's index would bring zod into the first download.
import { applyPatch } from '@parlour/engine/patch';
import type { ClientMessage, ServerMessage } from '@parlour/protocol';

export type Status = 'connecting' | 'online' | 'offline';

type Listener = (message: ServerMessage) => void;

interface Subscription {
  readonly table: string;
  readonly invite?: string;
  /** The last seq this client has seen, sent again on reconnect so the server fills the gap. */
  since?: number;
  /** The last view, which the server's next patch starts from. */
  view?: unknown;
  /** false: the table works its moves out from the view and the server sends no legal list. */
  readonly legal: boolean;
}

/**
 * A socket that has heard nothing from the server for QUIET_MS asks it (a `ping`, which
 * the server answers); one whose ping has had no answer, nor anything else, for ANSWER_MS
 * is taken for lost and opened again. A server that hangs, or a network that drops
 * everything without closing the connection (a node's host gone, a laptop on another
 * network), would otherwise leave the page "online" for good, its moves going nowhere.
 * Judged from the ping, not from the quiet alone: a hidden tab's timers may run only once
 * a minute, and a quiet table is not a lost server.
 */
export const QUIET_MS = 10_000;
export const ANSWER_MS = 10_000;

/**
 * One WebSocket per page that reconnects by itself, with a growing pause (capped at 5 s),
 * and re-subscribes every watched table from the last seq it saw.
 */
export class Socket {
  private ws: WebSocket | null = null;
  /** When the open socket last heard from the server, and when it asked since (0: it has not). */
  private heard = 0;
  private askedAt = 0;
  private liveness: ReturnType<typeof setInterval> | null = null;
  private readonly listeners = new Set<Listener>();
  private readonly statusListeners = new Set<(status: Status) => void>();
  private readonly subscriptions = new Map<string, Subscription>();
  private attempts = 0;
  private closed = false;
  private nextId = 1;
  status: Status = 'connecting';

  constructor(private readonly url: string) {
    this.open();
  }

  private open(): void {
    // 'connecting' is the first try's alone: after a loss the page says "Reconnecting…" until
    // the socket is back, rather than flipping between the two on every try.
    if (this.status !== 'offline') this.setStatus('connecting');
    const ws = new WebSocket(this.url);
    this.ws = ws;
    ws.onopen = () => {
      this.attempts = 0;
      this.heard = Date.now();
      this.askedAt = 0;
      this.setStatus('online');
      for (const sub of this.subscriptions.values()) this.sendSubscribe(sub);
    };
    ws.onmessage = (event) => {
      this.heard = Date.now();
      this.askedAt = 0;
      let message: ServerMessage;
      try {
        message = JSON.parse(String(event.data)) as ServerMessage;
      } catch {
        return;
      }
      if (message.type === 'state') {
        const sub = this.subscriptions.get(message.table);
        if (!sub) return;
        // Views come whole after each subscribe, then as patches of the one before. A patch
        // with no view to patch is a previous subscription's, still in flight: its whole
        // view follows. One that does not fit asks for the whole view again.
        if (message.patch) {
          if (sub.view === undefined) return;
          try {
            message.view = applyPatch(sub.view, message.patch);
          } catch {
            sub.view = undefined;
            this.sendSubscribe(sub);
            return;
          }
        }
        sub.view = message.view;
        sub.since = message.seq;
      }
      for (const listener of this.listeners) listener(message);
    };
    ws.onclose = () => this.lost(ws);
    ws.onerror = () => ws.close();
    this.liveness ??= setInterval(() => this.listen(), QUIET_MS / 2);
  }

  /** The socket closed, or was given up as silent: try again after a pause. */
  private lost(ws: WebSocket): void {
    if (this.ws !== ws) return;
    this.ws = null;
    if (this.closed) return;
    this.setStatus('offline');
    const pause = Math.min(5000, 250 * 2 ** this.attempts++);
    setTimeout(() => this.open(), pause);
  }

  /** Asks a quiet server whether it is there, and gives up on one that does not answer. */
  private listen(): void {
    const ws = this.ws;
    if (!ws || ws.readyState !== WebSocket.OPEN) return;
    const now = Date.now();
    if (this.askedAt !== 0 && now - this.askedAt >= ANSWER_MS) {
      // Not waiting for the close to finish: a dead connection may take minutes to say so.
      ws.onclose = null;
      ws.onerror = null;
      ws.onmessage = null;
      ws.close();
      this.lost(ws);
    } else if (this.askedAt === 0 && now - this.heard >= QUIET_MS) {
      this.askedAt = now;
      this.send({ type: 'ping' });
    }
  }

  private setStatus(status: Status): void {
    this.status = status;
    for (const listener of this.statusListeners) listener(status);
  }

  private sendSubscribe(sub: Subscription): void {
    this.send({
      type: 'subscribe',
      table: sub.table,
      since: sub.since,
      invite: sub.invite,
      patches: true,
      legal: sub.legal ? undefined : false,
    });
  }

  /** Sends when connected; returns the message's id (echoed in `ack`/`error`), or null when offline. */
  send(message: ClientMessage): string | number | null {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) return null;
    const id = message.id ?? this.nextId++;
    this.ws.send(JSON.stringify({ ...message, id }));
    return id;
  }

  subscribe(table: string, invite?: string, legal = true): () => void {
    // A page that has seen nothing asks from the start, so its move log shows the game so far.
    const sub: Subscription = { table, invite, since: 0, legal };
    this.subscriptions.set(table, sub);
    this.sendSubscribe(sub);
    return () => {
      this.subscriptions.delete(table);
      this.send({ type: 'unsubscribe', table });
    };
  }

  onMessage(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onStatus(listener: (status: Status) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  close(): void {
    this.closed = true;
    if (this.liveness) clearInterval(this.liveness);
    this.ws?.close();
  }
}

let shared: Socket | null = null;

/** The page's socket, opened on first use at /ws on the same host. */
export function socket(): Socket {
  if (!shared) shared = new Socket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`);
  return shared;
}
