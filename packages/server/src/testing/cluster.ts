import type { ServerMessage, StateMessage, TableSummary } from '@parlour/protocol';
import pg from 'pg';
import { Client, someMove } from './client.ts';
import { privatePostgres, privateRedis, type Service } from './private-services.ts';
import { bundleServer, type Child, removeBundle, spawnNode } from './spawn.ts';

/**
 * Server nodes as child processes on a private PostgreSQL and Redis, for the fault
 * tests: the services can be stopped and started, the nodes killed, and the store read
 * directly to judge what happened.
 */
export interface Cluster {
  pg: Service;
  redis: Service;
  nodes: Map<string, Child>;
  /** Starts (or restarts) node `name`. */
  start(name: string): Promise<Child>;
  /** Every table's seq and status as the store has them. */
  tables(): Promise<Map<string, { seq: number; status: string; due: number | null }>>;
  /** The seqs the store holds for a table. */
  seqs(table: string): Promise<Set<number>>;
  /** Runs statements one after another on one connection to the store, as its superuser. */
  sql(statements: string[]): Promise<void>;
  close(): Promise<void>;
}

export async function startCluster(env: Record<string, string> = {}): Promise<Cluster> {
  const pgService = await privatePostgres();
  const redis = await privateRedis();
  const nodes = new Map<string, Child>();
  // Nodes are started often (after every kill): bundled, each starts in a fraction of the time.
  const bundle = bundleServer();
  let closed = false;
  /** Runs `fn` on a connection of its own to the store, closed after. */
  const withClient = async <T>(fn: (c: pg.Client) => Promise<T>): Promise<T> => {
    const c = new pg.Client({ connectionString: pgService.url });
    c.on('error', () => {});
    await c.connect();
    try {
      return await fn(c);
    } finally {
      await c.end().catch(() => {});
    }
  };
  const query = <R>(text: string, values: unknown[] = []): Promise<R[]> =>
    withClient(async (c) => (await c.query(text, values)).rows as R[]);
  return {
    pg: pgService,
    redis,
    nodes,
    async start(name) {
      const child = await spawnNode(
        {
          DATABASE_URL: pgService.url,
          REDIS_URL: redis.url,
          NODE_NAME: name,
          BOT_DELAY_MS: '100',
          SWEEP_MS: '200',
          ...env,
        },
        bundle,
      );
      // A start still under way when the test ended (a timeout) leaves no node behind.
      if (closed) await child.kill();
      nodes.set(name, child);
      return child;
    },
    async tables() {
      const rows = await query<{ id: string; seq: number; status: string; due_at: string | null }>(
        'SELECT id, seq, status, due_at FROM tables',
      );
      return new Map(
        rows.map((r) => [r.id, { seq: Number(r.seq), status: r.status, due: r.due_at === null ? null : Number(r.due_at) }]),
      );
    },
    sql: (statements) =>
      withClient(async (c) => {
        for (const text of statements) await c.query(text);
      }),
    async seqs(table) {
      const rows = await query<{ seq: number }>('SELECT seq FROM moves WHERE table_id = $1', [table]);
      return new Set(rows.map((r) => Number(r.seq)));
    },
    async close() {
      closed = true;
      for (const n of nodes.values()) await n.kill().catch(() => {});
      await Promise.allSettled([pgService.remove(), redis.remove()]);
      removeBundle(bundle);
    },
  };
}

/** A table of bots only (the scheduler plays every move), opened by `c`. */
export async function botTable(c: Client, game: string, players: number): Promise<TableSummary> {
  const seats = Array.from({ length: players }, () => ({ kind: 'bot', bot: 'easy' }));
  return c.ok<TableSummary>('POST', '/api/tables', { game, players, seats, start: true, rated: false });
}

/**
 * A person at one seat who plays a random legal move `think` ms after each state, and
 * tries again after an error (`unavailable` during an outage). It remembers every seq
 * its moves were acknowledged at and every error code it was sent.
 */
export class Player {
  readonly acked = new Set<number>();
  readonly errors: string[] = [];
  /** The newest state this socket was sent, and when. */
  state: StateMessage | null = null;
  at = 0;
  /** The longest a move of this player's waited for its answer (a state past it, or an error), and when it was sent. */
  longestWaitMs = 0;
  longestWaitSentAt = 0;
  private sent = -1;
  private sentAt = 0;
  private timer: NodeJS.Timeout;

  constructor(
    readonly client: Client,
    readonly table: string,
    readonly game: string,
    think = 50,
  ) {
    const previous = client.onMessage;
    client.onMessage = (m: ServerMessage) => {
      previous?.(m);
      if (m.type === 'state' && m.table === table) {
        if (this.sent >= 0 && m.seq > this.sent) this.answered();
        if (m.ack !== undefined) this.acked.add(m.seq);
        if (!this.state || m.seq >= this.state.seq) {
          this.state = m;
          this.at = Date.now();
        }
      }
      if (m.type === 'error' && (m.table === table || m.table === undefined)) {
        this.errors.push(m.code);
        this.answered();
      }
    };
    client.send({ type: 'subscribe', table });
    this.timer = setInterval(() => this.act(), think);
  }

  private act(): void {
    const s = this.state;
    if (s?.status !== 'playing' || s.seq === this.sent) return;
    if (this.client.ws?.readyState !== 1) return;
    // From the legal list, or worked out from the view where the list is left out (Bully's set-up).
    const move = someMove(this.game, s);
    if (move === undefined) return;
    this.sent = s.seq;
    this.sentAt = Date.now();
    this.client.send({ type: 'move', table: this.table, seq: s.seq, move, id: s.seq });
  }

  private answered(): void {
    if (this.sent >= 0 && Date.now() - this.sentAt > this.longestWaitMs) {
      this.longestWaitMs = Date.now() - this.sentAt;
      this.longestWaitSentAt = this.sentAt;
    }
    this.sent = -1;
  }

  /** How long the move this player is waiting on has waited, or 0. */
  waiting(): number {
    return this.sent >= 0 ? Date.now() - this.sentAt : 0;
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

/**
 * `n` tables of Bully for two people, the first on node `a` and the second on node `b`,
 * started and played by `Player`s (`think` ms after each state); with `watch`, each table
 * is also watched by a socket on each node.
 */
export async function pairedTables(
  a: string,
  b: string,
  n: number,
  watch = false,
): Promise<{ players: Player[]; watchers: Watcher[] }> {
  const players: Player[] = [];
  const watchers: Watcher[] = [];
  for (let i = 0; i < n; i++) {
    const p1 = await guestOn(a);
    const p2 = await guestOn(a, b);
    const t = await p1.ok<{ id: string }>('POST', '/api/tables', { game: 'bully', players: 2, rated: false });
    await p2.ok('POST', `/api/tables/${t.id}/join`, {});
    await p1.ok('POST', `/api/tables/${t.id}/start`);
    players.push(new Player(p1, t.id, 'bully', 30), new Player(p2, t.id, 'bully', 30));
    if (watch) watchers.push(new Watcher(await guestOn(a), t.id), new Watcher(await guestOn(a, b), t.id));
  }
  return { players, watchers };
}

/**
 * What the players were told against what the store holds: the moves acknowledged, those
 * of them missing from the store, the errors by code, and the longest a move waited.
 */
export async function tally(store: Pick<Cluster, 'seqs'>, players: Player[]) {
  let acked = 0;
  let lost = 0;
  for (const p of players) {
    const present = await store.seqs(p.table);
    acked += p.acked.size;
    for (const seq of p.acked) if (!present.has(seq)) lost++;
  }
  const errors = (code: string) => players.reduce((n, p) => n + p.errors.filter((c) => c === code).length, 0);
  const longest = players.reduce<Player | null>((w, p) => (w && w.longestWaitMs >= p.longestWaitMs ? w : p), null);
  return {
    acked,
    lost,
    refusedUnavailable: errors('unavailable'),
    internal: errors('internal'),
    longestWaitMs: longest?.longestWaitMs ?? 0,
    longestWaitSentAt: longest?.longestWaitSentAt ?? 0,
  };
}

/** A socket that only watches a table, remembering the newest seq it was sent and when. */
export class Watcher {
  seq = -1;
  at = 0;
  constructor(
    readonly client: Client,
    readonly table: string,
  ) {
    const previous = client.onMessage;
    client.onMessage = (m) => {
      previous?.(m);
      if (m.type === 'state' && m.table === table && m.seq > this.seq) {
        this.seq = m.seq;
        this.at = Date.now();
      }
    };
    client.send({ type: 'subscribe', table });
  }
}

/** A guest with an open socket on `url` (signed in on `home`, any node). */
export async function guestOn(home: string, url = home): Promise<Client> {
  const c = await Client.guest(home);
  c.base = url;
  c.keepInbox = false;
  await c.connect();
  return c;
}

export { sleep } from './wait.ts';
