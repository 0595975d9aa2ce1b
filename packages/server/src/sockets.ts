import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import cookie from '@fastify/cookie';
import type { Logger } from 'pino';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import type { Config } from './config.ts';
import { sameOrigin } from './csrf.ts';
import type { Listener } from './delivery.ts';
import { describe } from './errors.ts';
import {
  CLIENT_TYPES,
  type ClientMessage,
  clientMessage,
  type ErrorCode,
  MAX_FRAME_BYTES,
  PROTOCOL_VERSION,
  SESSION_COOKIE,
  type ServerMessage,
  type User,
} from './protocol.ts';
import type { Room } from './room.ts';
import { userOfToken } from './sessions.ts';
import type { Store } from './store/store.ts';

/** Chat lines a socket may send per 10 s. */
const CHAT_LINES = 5;
/** Frames beyond this are not even read: the socket is closed. */
const HARD_LIMIT = 256 * 1024;

/** Sockets corked in this turn of the event loop; one callback uncorks them all after it. */
const corked = new Set<Duplex>();

function uncorkAll(): void {
  // Taken out first: a socket corked again while these flush waits for the next turn.
  const sockets = [...corked];
  corked.clear();
  for (const socket of sockets) socket.uncork();
}

/** One connected socket: its user, the tables it watches, and its rate budget. */
class Connection {
  readonly tables = new Map<string, Listener>();
  /** Invitation tokens given at subscribe, for chat on private tables. */
  private readonly invites = new Map<string, string | undefined>();
  private tokens: number;
  private last = Date.now();
  private chats: number[] = [];

  constructor(
    readonly ws: WebSocket,
    readonly user: User,
    readonly room: Room,
    readonly log: Logger,
    readonly node: string,
    /** Messages per second allowed (a burst of twice that). */
    readonly rate: number,
  ) {
    this.tokens = rate * 2;
  }

  send(m: ServerMessage): void {
    if (this.ws.readyState !== this.ws.OPEN) return;
    // Messages sent in one turn of the event loop (a call window's answers, committed
    // together) leave in one write: the socket is corked until the turn is over.
    const socket = (this.ws as unknown as { _socket: Duplex })._socket;
    if (!corked.has(socket)) {
      socket.cork();
      if (corked.size === 0) setImmediate(uncorkAll);
      corked.add(socket);
    }
    this.ws.send(JSON.stringify(m));
  }

  error(code: ErrorCode, message: string, id?: string | number, table?: string): void {
    this.send({ type: 'error', code, message, id, table });
  }

  private allow(): boolean {
    const now = Date.now();
    this.tokens = Math.min(this.rate * 2, this.tokens + ((now - this.last) / 1000) * this.rate);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  async receive(data: RawData, isBinary: boolean): Promise<void> {
    if (!this.allow()) return this.error('rate-limited', 'Too many messages; slow down.');
    const size = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : (data as Buffer).byteLength;
    if (size > MAX_FRAME_BYTES) return this.error('too-large', `Messages are at most ${MAX_FRAME_BYTES} bytes.`);
    if (isBinary) return this.error('bad-message', 'Send JSON text frames.');
    let raw: unknown;
    try {
      raw = JSON.parse(data.toString());
    } catch {
      return this.error('bad-json', 'The message is not valid JSON.');
    }
    const id = refOf(raw);
    const type = (raw as { type?: unknown } | null)?.type;
    if (typeof type !== 'string' || !CLIENT_TYPES.includes(type)) return this.error('unknown-type', `Unknown message type.`, id);
    const parsed = clientMessage.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return this.error('bad-message', `${issue.path.join('.') || 'message'}: ${issue.message}`, id);
    }
    const m = parsed.data;
    try {
      await this.handle(m);
    } catch (e) {
      const d = describe(e);
      if (d.internal) this.log.error({ err: e, type: m.type }, 'message failed');
      const table = 'table' in m ? m.table : undefined;
      this.error(d.code, d.message, m.id, table);
      // After a stale seq, the client needs the table as it is now.
      if (d.code === 'stale-seq' && table && this.tables.has(table))
        await this.room.resend(table, this.tables.get(table)!).catch(() => {});
    }
  }

  private async handle(m: ClientMessage): Promise<void> {
    switch (m.type) {
      case 'hello':
        return this.send({ type: 'welcome', v: PROTOCOL_VERSION, user: this.user, node: this.node });
      case 'ping':
        return this.send({ type: 'pong', id: m.id, now: Date.now() });
      case 'subscribe': {
        const old = this.tables.get(m.table);
        if (old) this.room.unsubscribe(m.table, old);
        const listener: Listener = {
          userId: this.user.id,
          seq: m.since ?? 0,
          legal: m.legal,
          patches: m.patches,
          send: (msg) => this.send(msg),
        };
        this.tables.set(m.table, listener);
        this.invites.set(m.table, m.invite);
        try {
          await this.room.subscribe(m.table, listener, m.since, m.invite);
        } catch (e) {
          this.tables.delete(m.table);
          this.room.unsubscribe(m.table, listener);
          throw e;
        }
        return;
      }
      case 'unsubscribe': {
        const l = this.tables.get(m.table);
        if (l) this.room.unsubscribe(m.table, l);
        this.tables.delete(m.table);
        return this.send({ type: 'ack', id: m.id, table: m.table });
      }
      case 'move':
      case 'undo':
      case 'redo':
      case 'restart': {
        const actor = { kind: 'human' as const, userId: this.user.id, seat: m.type === 'move' ? m.seat : undefined };
        const play = { type: m.type, seq: m.seq, move: m.type === 'move' ? m.move : undefined, ref: m.id };
        const seq = await this.room.submit(m.table, actor, play);
        // A socket that does not watch the table still learns that its move counted.
        if (!this.tables.has(m.table)) this.send({ type: 'ack', id: m.id, table: m.table, seq });
        return;
      }
      case 'hint': {
        const h = await this.room.hint(m.table, this.user.id);
        return this.send({ type: 'hint', table: m.table, seq: h.seq, move: h.move, verdict: h.verdict, id: m.id });
      }
      case 'chat': {
        const now = Date.now();
        this.chats = this.chats.filter((t) => t > now - 10_000);
        if (this.chats.length >= CHAT_LINES)
          return this.error('rate-limited', 'Too many chat lines; wait a moment.', m.id, m.table);
        this.chats.push(now);
        await this.room.chat(this.user.id, m.table, m.text, this.invites.get(m.table));
        return;
      }
    }
  }

  close(): void {
    for (const [table, l] of this.tables) this.room.unsubscribe(table, l);
    this.tables.clear();
  }
}

function refOf(raw: unknown): string | number | undefined {
  const id = (raw as { id?: unknown } | null)?.id;
  return (typeof id === 'string' && id.length <= 64) || typeof id === 'number' ? id : undefined;
}

/** The WebSocket endpoint `/ws`: authenticated by the session cookie, origin-checked. */
export function attachSockets(server: import('node:http').Server, config: Config, store: Store, room: Room, log: Logger) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: HARD_LIMIT, perMessageDeflate: false });
  const connections = new Set<Connection>();

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const reject = (status: number, text: string) => {
      socket.write(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      socket.destroy();
    };
    if ((req.url ?? '').split('?')[0] !== '/ws') return reject(404, 'Not Found');
    const origin = req.headers.origin;
    if (origin && !sameOrigin(origin, req.headers.host) && !config.allowedOrigins.includes(origin))
      return reject(403, 'Forbidden');
    // The same cookie parser as HTTP's (@fastify/cookie), and the same session rules.
    userOfToken(store, cookie.parse(req.headers.cookie ?? '')[SESSION_COOKIE], config)
      .then((who) => {
        if (!who) return reject(401, 'Unauthorized');
        wss.handleUpgrade(req, socket, head, (ws) => {
          const conn = new Connection(ws, who.user, room, log, config.node, config.wsRate);
          connections.add(conn);
          // Messages of one socket are handled in order.
          let chain = Promise.resolve();
          ws.on('message', (data, isBinary) => {
            chain = chain.then(() => conn.receive(data, isBinary)).catch((e) => log.error({ err: e }, 'socket message failed'));
          });
          ws.on('close', () => {
            connections.delete(conn);
            conn.close();
          });
          ws.on('error', () => ws.terminate());
        });
      })
      .catch((e) => {
        log.error({ err: e }, 'upgrade failed');
        reject(500, 'Internal Server Error');
      });
  });

  return {
    get count() {
      return connections.size;
    },
    close(): void {
      for (const c of connections) c.ws.close(1001, 'server shutting down');
      wss.close();
    },
  };
}
