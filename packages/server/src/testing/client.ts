import { applyPatch, createRng, defined, type Rng } from '@parlour/engine';
import { GAMES } from '@parlour/games';
import { SESSION_COOKIE, type ServerMessage, type StateMessage, type TableSummary } from '@parlour/protocol';
import WebSocket from 'ws';

/** A Bisley deal with moves at the start (six). */
const PLAYABLE_DEAL = 0;

/**
 * A Parlour client speaking only the wire protocol (HTTP + WebSocket), for tests, the
 * scripted session and the load driver.
 */
export class Client {
  cookie = '';
  ws: WebSocket | null = null;
  readonly inbox: ServerMessage[] = [];
  private waiters: { pred: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] = [];
  onMessage: ((m: ServerMessage) => void) | null = null;
  /** Whether messages are kept for `next` (the load driver, with its own handler, keeps none). */
  keepInbox = true;
  /** Whether views are patched in place (the load driver never keeps an older view). */
  patchInPlace = false;
  /** Per table, the last view received: a `patches` subscription's states patch it. */
  private readonly views = new Map<string, unknown>();

  constructor(public base: string) {}

  async http<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const headers: Record<string, string> = {};
    if (this.cookie) headers.cookie = this.cookie;
    // Every write is JSON, as the server requires of state-changing requests (no body means {}).
    if (body !== undefined || (method !== 'GET' && method !== 'HEAD')) headers['content-type'] = 'application/json';
    const res = await fetch(this.base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const set = res.headers.get('set-cookie');
    if (set) {
      const m = new RegExp(`${SESSION_COOKIE}=([^;]*)`).exec(set);
      if (m) this.cookie = m[1] ? `${SESSION_COOKIE}=${m[1]}` : '';
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {}
    return { status: res.status, body: parsed as T };
  }

  /** Calls a route that must succeed. */
  async ok<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    const r = await this.http<T>(method, path, body);
    if (r.status >= 400) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body;
  }

  static async guest(base: string): Promise<Client> {
    const c = new Client(base);
    await c.ok('POST', '/api/guest');
    return c;
  }

  /** Another socket of this user, connected to the node at `base`. */
  async sameUserAt(base: string): Promise<Client> {
    const c = new Client(base);
    c.cookie = this.cookie;
    await c.connect();
    return c;
  }

  /**
   * A started Bisley deal of this user's, played by hand (no auto-play), with moves to
   * make: a fixed deal, since a few random deals (3 in 20,000) have no move at all and are
   * over, lost, as they start.
   */
  playableBisley(): Promise<TableSummary> {
    return this.ok<TableSummary>('POST', '/api/tables', {
      game: 'bisley',
      options: { autoPlay: false, deal: PLAYABLE_DEAL },
      start: true,
    });
  }

  /** A started three-seat Bluff table: this user's seat and two random bots; `perMove` seconds a move, no reserve, when given. */
  bluffWithTwoBots(perMove?: number): Promise<TableSummary> {
    const random = { kind: 'bot', bot: 'random' };
    return this.ok<TableSummary>('POST', '/api/tables', {
      game: 'bluff',
      players: 3,
      rated: false,
      seats: [{ kind: 'open' }, random, random],
      ...(perMove === undefined ? {} : { clock: { kind: 'realtime', perMove, reserve: 0 } }),
      start: true,
    });
  }

  connect(headers: Record<string, string> = {}): Promise<void> {
    const ws = new WebSocket(`${this.base.replace(/^http/, 'ws')}/ws`, { headers: { cookie: this.cookie, ...headers } });
    this.ws = ws;
    ws.on('message', (data) => {
      const m = JSON.parse(data.toString()) as ServerMessage;
      // Every state reaches the caller with its whole view, patched or not.
      if (m.type === 'state') {
        if (m.patch) m.view = applyPatch(this.views.get(m.table), m.patch, this.patchInPlace);
        this.views.set(m.table, m.view);
      }
      if (this.keepInbox) this.inbox.push(m);
      if (this.inbox.length > 2000) this.inbox.splice(0, 1000);
      this.onMessage?.(m);
      if (this.waiters.length > 0)
        this.waiters = this.waiters.filter((w) => {
          if (!w.pred(m)) return true;
          w.resolve(m);
          return false;
        });
    });
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
      ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    });
  }

  send(message: unknown): void {
    defined(this.ws, 'the socket (connect first)').send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The next message (already received or to come) that fits. */
  next<T = ServerMessage>(pred: (m: ServerMessage) => boolean, timeoutMs = 10_000, dropEarlier = false): Promise<T> {
    // Taken out of the inbox, with what came before it when asked (see `past`).
    const take = (j: number) => (dropEarlier ? this.inbox.splice(0, j + 1) : this.inbox.splice(j, 1));
    const i = this.inbox.findIndex(pred);
    if (i >= 0) return Promise.resolve(take(i).at(-1) as T);
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`timed out waiting (inbox: ${JSON.stringify(this.inbox.slice(-3)).slice(0, 500)})`)),
        timeoutMs,
      );
      this.waiters.push({
        pred,
        resolve: (m) => {
          clearTimeout(timer);
          const j = this.inbox.indexOf(m);
          if (j >= 0) take(j);
          resolve(m as T);
        },
      });
    });
  }

  /**
   * The next message that fits (already received or to come), with every message received
   * before it dropped: what is left in the inbox came after it.
   */
  past<T = ServerMessage>(pred: (m: ServerMessage) => boolean, timeoutMs = 10_000): Promise<T> {
    return this.next<T>(pred, timeoutMs, true);
  }

  state(table: string, pred: (m: StateMessage) => boolean = () => true, timeoutMs?: number): Promise<StateMessage> {
    return this.next<StateMessage>((m) => m.type === 'state' && m.table === table && pred(m), timeoutMs);
  }

  close(): void {
    this.ws?.terminate();
    this.ws = null;
  }
}

/**
 * A random legal move for the state's seat, or undefined when it has none: from `legal`,
 * or, where the server left a long list out (`legalOmitted`), from a full state imagined
 * from the view (as a client that works its moves out does).
 */
export function someMove(game: string, s: StateMessage, rng: Rng = createRng(String(Math.random()))): unknown {
  if (s.legal.length > 0) return rng.pick(s.legal);
  if (!s.legalOmitted || s.seat === null) return undefined;
  const g = GAMES[game].game;
  const imagined = g.sample(s.view, s.seat, rng);
  return g.randomMove ? g.randomMove(imagined, s.seat, rng) : rng.pick(g.legalMoves(imagined, s.seat));
}

/**
 * Plays this client's seat(s) at a table with random legal moves until the game is over
 * (from the server's `legal` list, or `choose`, which works one out from the view);
 * returns the final state.
 */
export async function playToEnd(
  client: Client,
  table: TableSummary,
  opts: { timeoutMs?: number; choose?: (s: StateMessage) => unknown } = {},
): Promise<StateMessage> {
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  const choose = opts.choose;
  // A client that works out its own moves does not need the server to list them.
  client.send({ type: 'subscribe', table: table.id, legal: choose ? false : undefined });
  let last: StateMessage | undefined;
  for (;;) {
    // A new seq, or the same seq with a new status: a table another node started reaches a
    // socket here as 'open' at seq 0 when it subscribed before this node heard of the start.
    const s = await client.state(
      table.id,
      (m) => last === undefined || m.seq > last.seq || m.status !== last.status,
      Math.max(1, deadline - Date.now()),
    );
    last = s;
    if (s.status === 'over') return s;
    if (choose && s.seat !== null && s.actors.includes(s.seat) && s.status === 'playing') {
      client.send({ type: 'move', table: table.id, seq: s.seq, move: choose(s) });
    } else {
      const move = someMove(table.game, s);
      if (move !== undefined) client.send({ type: 'move', table: table.id, seq: s.seq, move });
    }
  }
}
