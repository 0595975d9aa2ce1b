import { findGame } from '@parlour/games';
import type { TableSummary, User } from '@parlour/protocol';
import type { Logger } from 'pino';
import { BotPool } from './bots/pool.ts';
import { dropOldest } from './bounded.ts';
import type { Bus } from './bus.ts';
import { type CachedTable, cachedTableOf } from './cached-table.ts';
import { Mutes } from './chat.ts';
import type { Config } from './config.ts';
import type { Listener } from './delivery.ts';
import { fail, ServerError } from './errors.ts';
import { Heard } from './heard.ts';
import { Answers, Histories } from './history.ts';
import { Counters } from './metrics.ts';
import { timedOut } from './reclaim.ts';
import { record } from './records.ts';
import type { SeatRow, Store, TableRow } from './store/store.ts';

/**
 * What this node holds of its tables: the cache of live tables, each table's lock, the
 * sockets watching each, the scheduler's timers. Every part of the room (seats.ts,
 * moves.ts, scheduler.ts, listeners.ts, sync.ts, chat.ts, records.ts) works on one of these.
 * Work on one table is serialised on this node (withTable); across nodes the (table, seq)
 * key in the store decides.
 */
export class Tables {
  readonly lives = new Map<string, CachedTable>();
  /** Finished tables nobody here watches, least recently watched first (see forget()). */
  readonly resting = new Map<string, CachedTable>();
  readonly locks = new Map<string, Promise<unknown>>();
  readonly listeners = new Map<string, Set<Listener>>();
  /** The scheduler's local timers, per table (see scheduler.ts arm()). */
  readonly timers = new Map<string, NodeJS.Timeout>();
  readonly users = new Map<string, User>();
  /** Per user, the table creation or join in progress (see seats.ts withinLimit()). */
  readonly userLocks = new Map<string, Promise<unknown>>();
  /** Who muted whom at which table (chat lines are not sent to those who muted the sender). */
  readonly mutes = new Mutes();
  readonly histories: Histories;
  readonly answers = new Answers();
  /** Entries other nodes committed, heard on the bus and not yet applied (heard.ts). */
  readonly heard = new Heard();
  /** What happens here, counted for the node's metrics (metrics.ts). */
  readonly counters = new Counters();
  sweeper: NodeJS.Timeout | null = null;
  /** The current chain of sweeps (see scheduler.ts resume()). */
  sweeps = 0;
  /** Work a stop waits for: work on a table under its lock, claims under way, claims being handed back. */
  inFlight = 0;
  closing = false;
  /** Bot moves off the event loop (null: played in-process, BOT_WORKERS=0). */
  readonly bots: BotPool | null;

  constructor(
    readonly store: Store,
    readonly bus: Bus,
    readonly config: Config,
    readonly log: Logger,
  ) {
    this.histories = new Histories(config.historyTables);
    this.bots = config.botWorkers > 0 ? new BotPool({ size: config.botWorkers, queue: config.botQueue, log }) : null;
  }

  /** Runs `fn` on the table, after the work on it queued before (this node's lock on it). */
  async withTable<T>(id: string, fn: (live: CachedTable) => Promise<T>): Promise<T> {
    const prev = this.locks.get(id) ?? Promise.resolve();
    const run = prev.catch(() => {}).then(async () => fn(await this.load(id)));
    this.locks.set(id, run);
    this.inFlight++;
    try {
      return await run;
    } finally {
      this.inFlight--;
      if (this.locks.get(id) === run) this.locks.delete(id);
    }
  }

  async load(id: string): Promise<CachedTable> {
    const cached = this.lives.get(id);
    if (cached) return cached;
    const rested = this.resting.get(id);
    if (rested) {
      this.resting.delete(id);
      this.lives.set(id, rested);
      return rested;
    }
    const row = await this.store.getTable(id);
    if (!row) fail('not-found', 'No such table.', 404);
    const [seats, moves] = await Promise.all([this.store.seatsOf(id), this.store.entries(id)]);
    const live = cachedTableOf(row, seats, moves);
    // The last move and the result are two commits: a node that stopped between them left
    // a finished game without its result, which is written now (once: the key decides).
    if (live.row.status === 'over' && (await this.store.results.get(id)) === null) await record(this, live);
    this.lives.set(id, live);
    // Tables not being played are dropped from memory once idle (see forget()).
    return live;
  }

  /**
   * Drops a table not being played from the cache when nobody here watches it. A finished
   * one (it never changes again) rests in a bounded list first, so watching it again does
   * not replay its whole log from the store.
   */
  forget(id: string): void {
    const live = this.lives.get(id);
    if (!live || live.row.status === 'playing' || this.listeners.get(id)?.size) return;
    this.lives.delete(id);
    if (live.row.status !== 'over') return;
    this.resting.set(id, live);
    while (this.resting.size > this.config.historyTables) dropOldest(this.resting);
  }

  async user(id: string): Promise<User> {
    const cached = this.users.get(id);
    if (cached) return cached;
    const row = await this.store.accounts.getUser(id);
    const u: User = row ? { id, name: row.name, guest: row.password_hash === null } : { id, name: '?', guest: true };
    if (this.users.size > 10_000) this.users.clear();
    this.users.set(id, u);
    return u;
  }

  visible(live: CachedTable, userId: string, invite?: string): boolean {
    if (!live.row.private) return true;
    if (live.seats.some((s) => s.user_id === userId)) return true;
    return invite !== undefined && live.row.invite !== null && invite === live.row.invite;
  }

  /** The table, if the user may see it (a private one takes a seat there or its invitation). */
  async guard(id: string, userId: string, invite?: string): Promise<CachedTable> {
    const live = await this.load(id);
    if (!this.visible(live, userId, invite)) fail('forbidden', 'This table is private; you need its invitation link.', 403);
    return live;
  }

  async summary(live: CachedTable, userId: string | null): Promise<TableSummary> {
    const r = live.row;
    // A seat given to a bot is no longer the user's: they watch as a spectator from then on.
    const mine = live.seats.filter((s) => s.user_id !== null && s.user_id === userId && !s.replaced).map((s) => s.seat);
    return {
      id: r.id,
      game: r.game,
      title: live.game.title,
      players: r.players,
      options: live.options as Record<string, unknown>,
      status: r.status,
      private: r.private,
      rated: r.rated,
      clock: live.spec,
      seats: await Promise.all(
        live.seats.map(async (s) => ({
          seat: s.seat,
          kind: s.kind,
          user: s.user_id ? await this.user(s.user_id) : null,
          bot: s.bot,
          replaced: s.replaced,
          timedOut: timedOut(s) || undefined,
        })),
      ),
      mySeats: mine,
      seq: r.seq,
      createdBy: r.created_by,
      createdAt: r.created_at,
      seedHash: r.status === 'open' ? null : r.seed_hash,
      seed: r.status === 'over' ? r.seed : null,
      invite: r.private && mine.length > 0 ? r.invite : null,
    };
  }

  /** Tells every listener here and every other node that seats or status changed. */
  async tableChanged(live: CachedTable): Promise<void> {
    for (const l of this.listeners.get(live.row.id) ?? []) l.send({ type: 'table', table: await this.summary(live, l.userId) });
    this.bus.publish({ node: this.config.node, table: live.row.id, seq: live.row.seq, kind: 'table', payload: null });
  }
}

/** The parts of a CachedTable a summary needs, for listing tables without replaying them. */
export function liveShell(row: TableRow, seats: SeatRow[]): CachedTable {
  const entry = findGame(row.game);
  if (!entry) throw new ServerError('internal', `unknown game ${row.game}`, 500);
  const shell: Partial<CachedTable> = {
    row,
    seats,
    entry,
    game: entry.game,
    options: JSON.parse(row.options),
    spec: JSON.parse(row.clock_spec),
  };
  return shell as CachedTable;
}
