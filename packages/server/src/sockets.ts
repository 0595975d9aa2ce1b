import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import cookie from '@fastify/cookie';
import {
  CLIENT_TYPES,
  CLOSE_CODES,
  type ClientMessage,
  clientMessage,
  type ErrorCode,
  MAX_FRAME_BYTES,
  PROTOCOL_VERSION,
  SESSION_COOKIE,
  type ServerMessage,
  type User,
} from '@parlour/protocol';
import type { Logger } from 'pino';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import { Budgets } from './budget.ts';
import type { Config } from './config.ts';
import { sameOrigin } from './csrf.ts';
import { type Listener, serialise } from './delivery.ts';
import { logFailure } from './errors.ts';
import { textFrame } from './frame.ts';
import type { Revocations } from './revoke.ts';
import type { Room } from './room.ts';
import { userOfToken, type Who } from './sessions.ts';
import type { Store } from './store/store.ts';

/** Frames beyond this are not even read: the socket is closed. */
const HARD_LIMIT = 256 * 1024;
/** A socket closed for not reading is cut off this long after its close frame was queued. */
const CLOSE_GRACE_MS = 10_000;

/** Sockets corked in this turn of the event loop; one callback uncorks them all after it. */
const corked = new Set<Duplex>();

function uncorkAll(): void {
  // Taken out first: a socket corked again while these flush waits for the next turn.
  const sockets = [...corked];
  corked.clear();
  for (const socket of sockets) socket.uncork();
}

/** The table a snapshot message (a state or a table summary) is about. */
function snapshotOf(m: ServerMessage): string | null {
  if (m.type === 'state') return m.table;
  if (m.type === 'table') return m.table.id;
  return null;
}

/** One connected socket: its user and session, and the tables it watches. */
class Connection {
  /** The tables this socket watches (at most WS_TABLES), by id. */
  readonly tables = new Map<string, Listener>();
  /** Invitation tokens given at subscribe, for chat on private tables; kept only while watched. */
  private readonly invites = new Map<string, string>();
  /** Tables whose states were held back while the socket's buffer was full: sent again when it drains. */
  private behind: Set<string> | null = null;
  /** When this socket was last told it is over the rate (once a second at most). */
  private slowedAt = 0;
  /** Whether the peer answered (a pong, or any message) since the last protocol ping. */
  private answered = true;
  private readonly raw: Duplex;

  constructor(
    readonly ws: WebSocket,
    readonly user: User,
    readonly sessionId: string,
    readonly room: Room,
    readonly log: Logger,
    readonly config: Config,
    readonly budgets: Budgets,
  ) {
    this.raw = (ws as unknown as { _socket: Duplex })._socket;
    this.raw.on('drain', () => this.drained());
    ws.on('pong', () => this.heard());
  }

  heard(): void {
    this.answered = true;
  }

  /**
   * Called every WS_PING_MS: a peer that answered nothing since the last call is gone
   * without closing (a phone off the network, a host powered off) and is cut off, so its
   * socket, its subscriptions and its place in the user's socket count are given back.
   */
  beat(): void {
    if (!this.answered) {
      this.room.counters.socketsCut.silent++;
      return void this.ws.terminate();
    }
    this.answered = false;
    this.ws.ping();
  }

  /**
   * Sends a message, unless the socket is not reading: with more than WS_BUFFER_BYTES
   * waiting, states and table summaries (snapshots: a later one makes an earlier one
   * useless) are held back and the latest is sent when the buffer drains; anything else
   * that would take it past WS_BUFFER_MAX closes the socket. Returns whether it was sent.
   */
  send(m: ServerMessage): boolean {
    if (this.ws.readyState !== this.ws.OPEN) return false;
    const waiting = this.ws.bufferedAmount;
    const table = snapshotOf(m);
    if (table !== null && waiting > this.config.wsBufferBytes) {
      if (!this.behind) this.behind = new Set();
      this.behind.add(table);
      return false;
    }
    const data = serialise(m);
    if (waiting + data.length > this.config.wsBufferMax) {
      this.room.counters.socketsCut.slow++;
      this.shut(CLOSE_CODES.tooSlow, 'too slow: read what you are sent');
      return false;
    }
    // Messages sent in one turn of the event loop (a call window's answers, committed
    // together) leave in one write: the socket is corked until the turn is over.
    if (!corked.has(this.raw)) {
      this.raw.cork();
      if (corked.size === 0) setImmediate(uncorkAll);
      corked.add(this.raw);
    }
    // Written to the socket as one frame, not through ws.send (see frame.ts).
    this.raw.write(textFrame(data));
    return true;
  }

  /** The buffer emptied: each table held back gets its summary and latest state, view whole. */
  private drained(): void {
    const tables = this.behind ?? [];
    this.behind = null;
    for (const table of tables) {
      const l = this.tables.get(table);
      if (l) this.room.resend(table, l, true).catch(() => {});
    }
  }

  /** Closes with a code the client can read, and cuts off a peer that does not answer. */
  shut(code: number, reason: string): void {
    if (this.ws.readyState !== this.ws.OPEN) return;
    this.ws.close(code, reason);
    setTimeout(() => this.ws.terminate(), CLOSE_GRACE_MS).unref();
  }

  error(code: ErrorCode, message: string, id?: string | number, table?: string): void {
    this.room.counters.refuse(code);
    this.send({ type: 'error', code, message, id, table });
  }

  async receive(data: RawData, isBinary: boolean): Promise<void> {
    if (!this.budgets.message(this.user.id)) {
      // Told once a second: a flood must not be answered by a flood.
      const now = Date.now();
      if (now - this.slowedAt < 1000) return;
      this.slowedAt = now;
      return this.error('rate-limited', 'Too many messages; slow down.');
    }
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
      const d = logFailure(this.log, e, { type: m.type }, 'message failed');
      const table = 'table' in m ? m.table : undefined;
      this.error(d.code, d.message, m.id, table);
      // After a stale seq, the client needs the table as it is now.
      const watching = table === undefined ? undefined : this.tables.get(table);
      if (d.code === 'stale-seq' && table && watching) await this.room.resend(table, watching).catch(() => {});
    }
  }

  private async handle(m: ClientMessage): Promise<void> {
    switch (m.type) {
      case 'hello':
        return void this.send({ type: 'welcome', v: PROTOCOL_VERSION, user: this.user, node: this.config.node });
      case 'ping':
        return void this.send({ type: 'pong', id: m.id, now: Date.now() });
      case 'subscribe': {
        // The earlier subscription is replaced inside the table's turn: dropping it first
        // would let the table leave memory and be read from the store again.
        const old = this.tables.get(m.table);
        if (!old && this.tables.size >= this.config.wsTables)
          return this.error(
            'too-many-subscriptions',
            `A socket watches at most ${this.config.wsTables} tables; unsubscribe from one first.`,
            m.id,
            m.table,
          );
        const listener: Listener = {
          userId: this.user.id,
          seq: m.since ?? 0,
          legal: m.legal,
          patches: m.patches,
          send: (msg) => this.send(msg),
        };
        this.watch(m.table, listener, m.invite);
        try {
          await this.room.subscribe(m.table, listener, m.since, m.invite, old);
        } catch (e) {
          this.unwatch(m.table);
          this.room.unsubscribe(m.table, listener);
          if (old) this.room.unsubscribe(m.table, old);
          throw e;
        }
        return;
      }
      case 'unsubscribe': {
        const l = this.tables.get(m.table);
        if (l) this.room.unsubscribe(m.table, l);
        this.unwatch(m.table);
        return void this.send({ type: 'ack', id: m.id, table: m.table });
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
        return void this.send({ type: 'hint', table: m.table, seq: h.seq, move: h.move, verdict: h.verdict, id: m.id });
      }
      case 'chat': {
        if (!this.budgets.chat(this.user.id))
          return this.error('rate-limited', 'Too many chat lines; wait a moment.', m.id, m.table);
        await this.room.chat(this.user.id, m.table, m.text, this.invites.get(m.table));
        return;
      }
      case 'reclaim': {
        await this.room.reclaim(this.user.id, m.table);
        return void this.send({ type: 'ack', id: m.id, table: m.table });
      }
      case 'mute': {
        await this.room.mute(this.user.id, m.table, m.user, m.mute ?? true, this.invites.get(m.table));
        return void this.send({ type: 'ack', id: m.id, table: m.table });
      }
    }
  }

  private watch(table: string, listener: Listener, invite: string | undefined): void {
    this.tables.set(table, listener);
    if (invite === undefined) this.invites.delete(table);
    else this.invites.set(table, invite);
  }

  private unwatch(table: string): void {
    this.tables.delete(table);
    this.invites.delete(table);
  }

  close(): void {
    for (const [table, l] of this.tables) this.room.unsubscribe(table, l);
    this.tables.clear();
    this.invites.clear();
    this.behind = null;
  }
}

function refOf(raw: unknown): string | number | undefined {
  const id = (raw as { id?: unknown } | null)?.id;
  return (typeof id === 'string' && id.length <= 64) || typeof id === 'number' ? id : undefined;
}

/** The WebSocket endpoint `/ws`: authenticated by the session cookie, origin-checked. */
export function attachSockets(
  server: import('node:http').Server,
  config: Config,
  store: Store,
  room: Room,
  log: Logger,
  revocations: Revocations,
) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: HARD_LIMIT, perMessageDeflate: false });
  const connections = new Set<Connection>();
  const budgets = new Budgets({ rate: config.wsRate, sockets: config.wsPerUser, chatLines: config.chatLines });
  // A revoked session's sockets close at once (this node) or when the bus says so (others).
  revocations.onRevoke((sessionId) => {
    for (const c of connections)
      if (c.sessionId === sessionId) {
        room.counters.socketsCut.revoked++;
        c.shut(CLOSE_CODES.sessionRevoked, 'session revoked');
      }
  });

  // Made outside the upgrade's handler: the socket's handlers live as long as it does, and
  // closures made in there would keep the upgrade request (its headers, the cookie) alive too.
  const accept = (ws: WebSocket, who: Who) => {
    if (!budgets.open(who.user.id)) {
      room.counters.socketsCut['too-many']++;
      return ws.close(CLOSE_CODES.tooManySockets, 'too many sockets for this user');
    }
    const conn = new Connection(ws, who.user, who.sessionId, room, log, config, budgets);
    connections.add(conn);
    // Messages of one socket are handled in order.
    let chain = Promise.resolve();
    ws.on('message', (data, isBinary) => {
      conn.heard();
      chain = chain.then(() => conn.receive(data, isBinary)).catch((e) => log.error({ err: e }, 'socket message failed'));
    });
    ws.on('close', () => {
      connections.delete(conn);
      budgets.close(who.user.id);
      conn.close();
    });
    ws.on('error', () => ws.terminate());
  };

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const reject = (status: number, text: string) => {
      socket.write(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      socket.destroy();
    };
    if ((req.url ?? '').split('?')[0] !== '/ws') return reject(404, 'Not Found');
    const origin = req.headers.origin;
    if (origin && !sameOrigin(origin, req.headers.host) && !config.allowedOrigins.includes(origin))
      return reject(403, 'Forbidden');
    // The session is read from the store: while it is known down, the client tries again later.
    if (!store.availability.up) return reject(503, 'Service Unavailable');
    // The same cookie parser as HTTP's (@fastify/cookie), and the same session rules.
    userOfToken(store, cookie.parse(req.headers.cookie ?? '')[SESSION_COOKIE], config)
      .then((who) => {
        if (!who) return reject(401, 'Unauthorized');
        wss.handleUpgrade(req, socket, head, (ws) => accept(ws, who));
      })
      .catch((e) => {
        log.error({ err: e }, 'upgrade failed');
        reject(500, 'Internal Server Error');
      });
  });

  const heartbeat = setInterval(() => {
    for (const c of connections) c.beat();
  }, config.wsPingMs);
  heartbeat.unref();

  return {
    get count() {
      return connections.size;
    },
    close(): void {
      clearInterval(heartbeat);
      for (const c of connections) c.ws.close(1001, 'server shutting down');
      wss.close();
    },
  };
}
