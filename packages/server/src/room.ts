import { createHash, randomBytes } from 'node:crypto';
import {
  describeOptions,
  legalFor,
  type PatchOp,
  parseMove,
  parseOptions,
  requirePlayers,
  type Seat,
  type TableEntry,
  table,
} from '@parlour/engine';
import { botFor, findGame, GAMES, type GameEntry, LEVELS } from '@parlour/games';
import type { Logger } from 'pino';
import { newId } from './accounts.ts';
import { type Decision, decide, seatBot } from './bots/decide.ts';
import { BotPool, PoolFull } from './bots/pool.ts';
import type { Bus, BusMessage } from './bus.ts';
import { cleanChat, Mutes } from './chat.ts';
import { afterMove, type Clock, clockForWire, nextDeadline, seatDeadline, startClock } from './clock.ts';
import type { Config } from './config.ts';
import {
  type Common,
  flat,
  type Listener,
  patchFor,
  type StateBase,
  sendMessage,
  sendState,
  shared,
  stateMessage,
  type WireEvents,
} from './delivery.ts';
import { fail, ServerError, UNAVAILABLE } from './errors.ts';
import { Answers, Histories } from './history.ts';
import { apply, botSeat, entryOfRow, type Happened, isSolo, type Live, liveOf, next, stateOf } from './live.ts';
import type {
  ChatLine,
  ClockSpec,
  CreateTable,
  GameInfo,
  LogEntry,
  Rating,
  Replay,
  StateMessage,
  TableSummary,
  User,
} from './protocol.ts';
import { PROTOCOL_VERSION } from './protocol.ts';
import { loadRatings, ordinalOf, rateResult } from './ratings.ts';
import { reclaimSeats, TIMEOUTS_TO_REPLACE, timedOut } from './reclaim.ts';
import { logEntry } from './replay.ts';
import { SOLO, undoesOutOfEnd } from './solo.ts';
import type { MoveRow, SeatRow, Store, TableRow } from './store/store.ts';

export type Actor =
  | { kind: 'human'; userId: string; seat?: Seat }
  | { kind: 'bot' | 'auto'; seat: Seat }
  /** `sameTurn`: a further timeout move of a turn whose clock ran out (counted once). */
  | { kind: 'timeout'; seat: Seat; sameTurn?: boolean };

export interface Play {
  type: 'move' | 'undo' | 'redo' | 'restart';
  seq: number;
  move?: unknown;
  /** The client's reference, echoed as `ack` in its state message. */
  ref?: string | number;
}

/**
 * The authority over tables on this node: the move path of DESIGN.md (parse, seq check,
 * play, append in one transaction, publish after commit, per-listener views), the lobby
 * operations, bots and clocks. Work on one table is serialised on this node; across
 * nodes the (table, seq) key decides.
 */
export class Room {
  private readonly lives = new Map<string, Live>();
  /** Finished tables nobody here watches, least recently watched first (see forget()). */
  private readonly resting = new Map<string, Live>();
  private readonly locks = new Map<string, Promise<unknown>>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly users = new Map<string, User>();
  /** Per user, the table creation or join in progress (see withinLimit). */
  private readonly userLocks = new Map<string, Promise<unknown>>();
  /** Who muted whom at which table (chat lines are not sent to those who muted the sender). */
  readonly mutes = new Mutes();
  private readonly histories: Histories;
  private readonly answers = new Answers();
  private sweeper: NodeJS.Timeout | null = null;
  /** The current chain of sweeps (see resume()). */
  private sweeps = 0;
  private inFlight = 0;
  private closing = false;
  /** Bot moves off the event loop (null: played in-process, BOT_WORKERS=0). */
  private readonly bots: BotPool | null;

  constructor(
    readonly store: Store,
    readonly bus: Bus,
    readonly config: Config,
    readonly log: Logger,
  ) {
    this.histories = new Histories(config.historyTables);
    this.bots = config.botWorkers > 0 ? new BotPool({ size: config.botWorkers, queue: config.botQueue, log }) : null;
    bus.subscribe((m) => {
      if (m.node !== config.node) this.onBus(m).catch((e) => log.error({ err: e, table: m.table }, 'bus message failed'));
    });
    // Either outage may have hidden entries from this node: catch up from the store.
    bus.onReconnect(() => this.resync());
    store.availability.onRecover(() => {
      this.resume();
      this.resync();
    });
  }

  startScheduler(): void {
    this.resume();
  }

  /**
   * (Re)starts the scheduler's own work: results left unwritten (a node that stopped
   * between the last move and its result, or an outage there; see load()), then a sweep
   * at once and every `sweepMs`. The sweep skips its turn while the store is down.
   */
  private resume(): void {
    if (this.closing) return;
    this.store
      .unrecorded()
      .then((ids) => Promise.all(ids.map((id) => this.withTable(id, async () => this.forget(id)))))
      .catch((e) => this.log.error({ err: e }, 'recording unrecorded results failed'));
    if (this.sweeper) clearTimeout(this.sweeper);
    // One chain of sweeps: a sweep of an older chain still waiting on the store ends there.
    const chain = ++this.sweeps;
    const sweep = async () => {
      if (this.closing || chain !== this.sweeps) return;
      if (this.store.availability.up) {
        try {
          const lease = Date.now() + this.config.claimLeaseMs;
          for (const { id } of await this.store.claimDue(Date.now(), 50, lease)) this.spawnTick(id);
        } catch (e) {
          if (this.store.availability.up) this.log.error({ err: e }, 'sweep failed');
        }
      }
      if (!this.closing && chain === this.sweeps) this.sweeper = setTimeout(sweep, this.config.sweepMs);
    };
    this.sweeper = setTimeout(sweep, 0);
  }

  /**
   * Brings every table this node holds up to the store (after a bus or store outage):
   * tables here that moved elsewhere are reloaded and their sockets sent what they missed.
   */
  private resync(): void {
    const ids = [...new Set([...this.lives.keys(), ...this.listeners.keys()])];
    // A few at a time: the pool has ten connections and moves need them too.
    const work = async () => {
      for (let id = ids.pop(); id !== undefined; id = ids.pop()) {
        const table = id;
        await this.withTable(table, async (live) => {
          await this.refresh(live);
        }).catch((e) => this.log.warn({ err: e, table }, 'catching a table up failed'));
      }
    };
    Promise.all(Array.from({ length: 4 }, work)).then(
      () => this.log.info({ tables: this.lives.size }, 'tables caught up with the store'),
      () => {},
    );
  }

  /**
   * Under the table's lock: reloads it when the store holds what this node has not seen
   * (entries, seats, status), and sends this node's sockets what they missed.
   */
  private async refresh(live: Live): Promise<Live> {
    const id = live.row.id;
    const [row, seats] = await Promise.all([this.store.getTable(id), this.store.seatsOf(id)]);
    if (!row) return live;
    const same =
      row.seq === live.row.seq && row.status === live.row.status && JSON.stringify(seats) === JSON.stringify(live.seats);
    if (same) return live;
    return this.reload(live);
  }

  /**
   * Rebuilds a table from the store and brings this node's sockets up to it: the entries
   * committed elsewhere are delivered, and a seats or status change is announced. Every
   * reload goes through here, so no socket is left at an older seq (after a lost seq race,
   * the winner's bus message is dropped as already seen).
   */
  private async reload(live: Live): Promise<Live> {
    const id = live.row.id;
    const seen = live.row.seq;
    const before = JSON.stringify([live.row.status, live.seats]);
    this.lives.delete(id);
    const fresh = await this.load(id);
    // Callers may hold the old object: it becomes the fresh one.
    Object.assign(live, fresh);
    this.lives.set(id, live);
    const happened = live.recent.filter((h) => h.seq > seen);
    if (happened.length > 0) this.deliver(live, happened);
    if (JSON.stringify([live.row.status, live.seats]) !== before)
      for (const l of this.listeners.get(id) ?? []) l.send({ type: 'table', table: await this.summary(live, l.userId) });
    return live;
  }

  /** Stops taking work and waits for moves in flight to be committed. */
  async close(): Promise<void> {
    this.closing = true;
    if (this.sweeper) clearTimeout(this.sweeper);
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    await Promise.allSettled([...this.locks.values()]);
    while (this.inFlight > 0) await new Promise((r) => setTimeout(r, 10));
    await this.bots?.close();
  }

  // ------------------------------------------------------------------ loading

  private async withTable<T>(id: string, fn: (live: Live) => Promise<T>): Promise<T> {
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

  private async load(id: string): Promise<Live> {
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
    const live = liveOf(row!, seats, moves);
    // The last move and the result are two commits: a node that stopped between them left
    // a finished game without its result, which is written now (once: the key decides).
    if (live.row.status === 'over' && (await this.store.resultOf(id)) === null) await this.record(live);
    this.lives.set(id, live);
    // Tables not being played are dropped from memory once idle (see forget()).
    return live;
  }

  /**
   * Drops a table not being played from the cache when nobody here watches it. A finished
   * one (it never changes again) rests in a bounded list first, so watching it again does
   * not replay its whole log from the store.
   */
  private forget(id: string): void {
    const live = this.lives.get(id);
    if (!live || live.row.status === 'playing' || this.listeners.get(id)?.size) return;
    this.lives.delete(id);
    if (live.row.status !== 'over') return;
    this.resting.set(id, live);
    while (this.resting.size > this.config.historyTables) this.resting.delete(this.resting.keys().next().value!);
  }

  private async user(id: string): Promise<User> {
    const cached = this.users.get(id);
    if (cached) return cached;
    const row = await this.store.getUser(id);
    const u: User = row ? { id, name: row.name, guest: row.password_hash === null } : { id, name: '?', guest: true };
    if (this.users.size > 10_000) this.users.clear();
    this.users.set(id, u);
    return u;
  }

  forgetUser(id: string): void {
    this.users.delete(id);
  }

  // ------------------------------------------------------------------ lobby

  games(): GameInfo[] {
    return Object.values(GAMES).map(({ game, bots }) => ({
      levels: [...LEVELS],
      id: game.id,
      title: game.title,
      players: { min: game.players.min, max: game.players.max },
      options: describeOptions(game.options),
      bots: Object.keys(bots),
      solo: isSolo(game),
    }));
  }

  async summary(live: Live, userId: string | null): Promise<TableSummary> {
    const r = live.row;
    // A seat given to a bot is no longer the user's: they watch as a spectator from then on.
    const mine = live.seats.filter((s) => s.user_id !== null && s.user_id === userId && s.replaced === 0).map((s) => s.seat);
    return {
      id: r.id,
      game: r.game,
      title: live.game.title,
      players: r.players,
      options: live.options as Record<string, unknown>,
      status: r.status as TableSummary['status'],
      private: r.private === 1,
      rated: r.rated === 1,
      clock: live.spec,
      seats: await Promise.all(
        live.seats.map(async (s) => ({
          seat: s.seat,
          kind: s.kind as 'open' | 'human' | 'bot',
          user: s.user_id ? await this.user(s.user_id) : null,
          bot: s.bot,
          replaced: s.replaced === 1,
          timedOut: timedOut(s) || undefined,
        })),
      ),
      mySeats: mine,
      seq: r.seq,
      createdBy: r.created_by,
      createdAt: r.created_at,
      seedHash: r.status === 'open' ? null : r.seed_hash,
      seed: r.status === 'over' ? r.seed : null,
      invite: r.private === 1 && mine.length > 0 ? r.invite : null,
    };
  }

  private visible(live: Live, userId: string, invite?: string): boolean {
    if (live.row.private === 0) return true;
    if (live.seats.some((s) => s.user_id === userId)) return true;
    return invite !== undefined && live.row.invite !== null && invite === live.row.invite;
  }

  private async guard(id: string, userId: string, invite?: string): Promise<Live> {
    const live = await this.load(id);
    if (!this.visible(live, userId, invite)) fail('forbidden', 'This table is private; you need its invitation link.', 403);
    return live;
  }

  async getTable(userId: string, id: string, invite?: string): Promise<TableSummary> {
    return this.withTable(id, async () => this.summary(await this.guard(id, userId, invite), userId));
  }

  async listTables(userId: string, game: string | null, statuses: string[]): Promise<TableSummary[]> {
    const rows = await this.store.listTables(userId, statuses, game);
    const out: TableSummary[] = [];
    for (const row of rows) {
      const seats = await this.store.seatsOf(row.id);
      const cached = this.lives.get(row.id);
      const live: Live = cached ?? ({ ...liveShell(row, seats) } as Live);
      out.push(await this.summary(live, userId));
    }
    return out;
  }

  /**
   * Runs `fn` with the user's table limit checked first, one call per user at a time on
   * this node (so two quick creates cannot both pass the check).
   */
  private async withinLimit<T>(userId: string, solo: boolean, fn: () => Promise<T>): Promise<T> {
    const prev = this.userLocks.get(userId) ?? Promise.resolve();
    const run = prev
      .catch(() => {})
      .then(async () => {
        const limit = solo ? this.config.soloTablesPerUser : this.config.tablesPerUser;
        const games = Object.values(GAMES)
          .filter((e) => isSolo(e.game) === solo)
          .map((e) => e.game.id);
        const n = await this.store.activeTables(userId, games);
        if (n >= limit)
          fail(
            'too-many-tables',
            `You have ${n} open or playing ${solo ? 'single-player ' : ''}tables (at most ${limit}); finish or leave one first.`,
            429,
          );
        return fn();
      });
    this.userLocks.set(userId, run);
    try {
      return await run;
    } finally {
      if (this.userLocks.get(userId) === run) this.userLocks.delete(userId);
    }
  }

  async create(userId: string, body: CreateTable): Promise<TableSummary> {
    const entry = findGame(body.game) ?? fail('bad-game', `No game called ${body.game}.`, 404);
    return this.withinLimit(userId, isSolo(entry.game), () => this.createTable(userId, entry, body));
  }

  private async createTable(userId: string, entry: GameEntry, body: CreateTable): Promise<TableSummary> {
    const game = entry.game;
    const players = body.players ?? (body.seats?.length || game.players.min);
    requirePlayers(game, players);
    const options = parseOptions(game.options, body.options ?? {});
    const specs = body.seats ?? [];
    if (specs.length > players) fail('bad-request', `${specs.length} seats given for ${players} players.`);
    const id = newId();
    const now = Date.now();
    const seats: SeatRow[] = Array.from({ length: players }, (_, seat) => {
      const spec = specs[seat] ?? { kind: 'open' as const };
      if (spec.kind === 'bot' && !botFor(entry, spec.bot)) fail('bad-bot', `No bot called ${spec.bot} for ${game.title}.`);
      return {
        table_id: id,
        seat,
        kind: spec.kind,
        user_id: null,
        bot: spec.kind === 'bot' ? spec.bot : null,
        replaced: 0,
        timeouts: 0,
      };
    });
    const first = seats.find((s) => s.kind === 'open');
    if (first) Object.assign(first, { kind: 'human', user_id: userId });
    const seed = randomBytes(16).toString('hex');
    const clock: ClockSpec = body.clock ?? { kind: 'none' };
    const row: TableRow = {
      id,
      game: game.id,
      players,
      options: JSON.stringify(options),
      seed,
      seed_hash: createHash('sha256').update(seed).digest('hex'),
      status: 'open',
      private: body.private ? 1 : 0,
      invite: body.private ? randomBytes(12).toString('base64url') : null,
      rated: body.rated === false || isSolo(game) ? 0 : 1,
      autostart: body.start ? 1 : 0,
      clock_spec: JSON.stringify(clock),
      clock: null,
      seq: 0,
      due_at: null,
      created_by: userId,
      created_at: now,
      updated_at: now,
    };
    await this.store.createTable(row, seats);
    if (body.start && seats.every((s) => s.kind !== 'open')) return this.start(userId, id);
    return this.withTable(id, async (live) => this.summary(live, userId));
  }

  async quickPlay(
    userId: string,
    body: { game: string; players?: number; options?: Record<string, unknown>; bot?: string; clock?: ClockSpec },
  ) {
    const entry = findGame(body.game) ?? fail('bad-game', `No game called ${body.game}.`, 404);
    const bot = body.bot ?? 'hard';
    const players = body.players ?? Math.max(entry.game.players.min, Math.min(4, entry.game.players.max));
    const seats = Array.from({ length: players }, (_, i) =>
      i === 0 ? { kind: 'open' as const } : { kind: 'bot' as const, bot },
    );
    return this.create(userId, { game: body.game, players, options: body.options, seats, clock: body.clock, start: true });
  }

  async join(userId: string, id: string, want: { seat?: Seat; invite?: string }): Promise<TableSummary> {
    const live = await this.withTable(id, async (l) => l);
    // Joining again a table one sits at counts nothing new.
    if (live.seats.some((s) => s.user_id === userId)) return this.takeSeat(userId, id, want);
    return this.withinLimit(userId, isSolo(live.game), () => this.takeSeat(userId, id, want));
  }

  private async takeSeat(userId: string, id: string, want: { seat?: Seat; invite?: string }): Promise<TableSummary> {
    const summary = await this.withTable(id, async (live) => {
      if (!this.visible(live, userId, want.invite))
        fail('forbidden', 'This table is private; you need its invitation link.', 403);
      if (live.row.status !== 'open') fail('not-open', 'This table has already started.', 409);
      if (live.seats.some((s) => s.user_id === userId)) return this.summary(live, userId);
      const seat = want.seat !== undefined ? live.seats[want.seat] : live.seats.find((s) => s.kind === 'open');
      if (!seat)
        fail(
          want.seat !== undefined ? 'not-found' : 'table-full',
          want.seat !== undefined ? 'No such seat.' : 'The table is full.',
          409,
        );
      if (seat!.kind !== 'open') fail('seat-taken', 'That seat is taken.', 409);
      const taken: SeatRow = { ...seat!, kind: 'human', user_id: userId };
      if (!(await this.store.updateSeat(id, taken, 'open'))) fail('not-open', 'This table has already started.', 409);
      live.seats = live.seats.map((s) => (s.seat === taken.seat ? taken : s));
      await this.tableChanged(live);
      return this.summary(live, userId);
    });
    if (summary.status === 'open' && summary.seats.every((s) => s.kind !== 'open')) {
      const live = await this.load(id);
      if (live.row.autostart === 1) return this.start(userId, id);
    }
    return summary;
  }

  async leave(userId: string, id: string): Promise<TableSummary> {
    return this.withTable(id, async (live) => {
      const mine = live.seats.filter((s) => s.user_id === userId && s.replaced === 0);
      if (mine.length === 0) fail('not-seated', 'You have no seat at this table.', 409);
      if (live.row.status === 'open') {
        for (const s of mine) {
          const opened: SeatRow = { ...s, kind: 'open', user_id: null };
          await this.store.updateSeat(id, opened, 'open');
          live.seats = live.seats.map((x) => (x.seat === s.seat ? opened : x));
        }
      } else if (live.row.status === 'playing') {
        // Leaving never ends the game for the others: a bot plays the seat to the end.
        const replaced = mine.map((s) => this.replaceByBot(live, s));
        await this.store.setSeatsDuringPlay(id, replaced);
        live.seats = live.seats.map((x) => replaced.find((r) => r.seat === x.seat) ?? x);
        await this.reschedule(live);
      } else {
        fail('not-open', 'This game is over.', 409);
      }
      await this.tableChanged(live);
      // The leaver's sockets are spectators now: their next state is the spectator view.
      if (live.row.status === 'playing') this.deliver(live, []);
      return this.summary(live, userId);
    });
  }

  /** Gives a user back the seat a bot took when their time ran out (see reclaim.ts). */
  async reclaim(userId: string, id: string): Promise<TableSummary> {
    return this.withTable(id, async (cached) => {
      // Another node may have ended the game meanwhile.
      const live = await this.refresh(cached);
      const back = reclaimSeats(live, userId);
      await this.store.setSeatsDuringPlay(id, back);
      live.seats = live.seats.map((x) => back.find((r) => r.seat === x.seat) ?? x);
      await this.reschedule(live);
      await this.tableChanged(live);
      // Their sockets get the seat's view and moves again.
      this.deliver(live, []);
      return this.summary(live, userId);
    });
  }

  private replaceByBot(live: Live, s: SeatRow): SeatRow {
    return { ...s, replaced: 1, bot: 'hard' };
  }

  async start(userId: string, id: string): Promise<TableSummary> {
    return this.withTable(id, async (live) => {
      if (!live.seats.some((s) => s.user_id === userId) && live.row.created_by !== userId) {
        fail('not-seated', 'Only a player at the table can start it.', 403);
      }
      if (live.row.status !== 'open') fail('not-open', 'This table has already started.', 409);
      if (live.seats.some((s) => s.kind === 'open')) fail('not-open', 'Every seat must be filled before the start.', 409);
      const now = Date.now();
      live.clock = startClock(live.spec, live.row.players, now);
      // A deal can be over before any move (a Bisley layout with nothing to play).
      const over = live.game.result(stateOf(live)) !== null;
      const status = over ? 'over' : 'playing';
      const due = over ? null : this.dueAt(live, now);
      if (!(await this.store.startTable(id, live.clock ? JSON.stringify(live.clock) : null, due, now, status))) {
        this.lives.delete(id);
        fail('not-open', 'This table has already started.', 409);
      }
      live.row = { ...live.row, status, clock: live.clock ? JSON.stringify(live.clock) : null, due_at: due };
      if (over) await this.record(live);
      else this.arm(id, due);
      await this.tableChanged(live);
      this.deliver(live, []);
      const summary = await this.summary(live, userId);
      if (over) this.forget(id);
      return summary;
    });
  }

  /** Tells every listener here and every other node that seats or status changed. */
  private async tableChanged(live: Live): Promise<void> {
    for (const l of this.listeners.get(live.row.id) ?? []) l.send({ type: 'table', table: await this.summary(live, l.userId) });
    this.bus.publish({ node: this.config.node, table: live.row.id, seq: live.row.seq, kind: 'table', payload: null });
  }

  // ------------------------------------------------------------------ the move path

  /** A human's message: a move, or undo/redo/restart on a solo table. Returns the new seq. */
  async submit(tableId: string, actor: Actor, play: Play): Promise<number> {
    if (this.closing) fail('unavailable', 'The server is restarting; reconnect in a moment.', 503);
    if (!this.store.availability.up) fail('unavailable', UNAVAILABLE, 503);
    return this.withTable(tableId, (live) => this.commit(live, actor, play, true));
  }

  private async commit(live: Live, actor: Actor, play: Play, retry: boolean): Promise<number> {
    if (live.row.status === 'open') fail('not-started', 'The game has not started.', 409);
    // A solo deal lost in a dead end takes undo: it is played on, and its result is the one it ends with.
    const reopen =
      play.type === 'undo' &&
      live.row.status === 'over' &&
      undoesOutOfEnd(isSolo(live.game), live.game.result(stateOf(live)) as { outcome?: 'won' | 'lost' } | null);
    if (live.row.status !== 'playing' && !reopen) fail('game-over', 'The game is over.', 409);
    const seat = this.actingSeat(live, actor);
    if (play.seq > live.row.seq && retry) {
      // Another node may have moved on: refresh from the store before judging.
      return this.commit(await this.reload(live), actor, play, false);
    }
    this.checkSeq(live, seat, play.seq);
    const seq = live.row.seq + 1;
    let e: TableEntry<unknown>;
    if (play.type === 'move') {
      e = { seq, type: 'move', seat, move: parseMove(live.game, play.move) };
    } else {
      if (!isSolo(live.game)) fail('bad-request', 'Undo, redo and restart are for single-player tables.');
      if (play.type === 'undo' && !table.canUndo(live.log)) fail('no-undo', 'Nothing to undo.', 409);
      if (play.type !== 'undo' && play.type !== 'restart' && !table.canRedo(live.log)) fail('no-redo', 'Nothing to redo.', 409);
      if (play.type === 'restart' && !table.canUndo(live.log)) fail('no-undo', 'Nothing to restart.', 409);
      e = { seq, type: play.type };
    }
    const done = next(live, e);
    const now = Date.now();
    const by: LogEntry['by'] = actor.kind;
    // The clock and the seat's run of timeouts move with the entry, in the same transaction.
    const seatsChanged: SeatRow[] = [];
    const s = live.seats[seat];
    if (by === 'human' && s.timeouts > 0) seatsChanged.push({ ...s, timeouts: 0 });
    // A turn of several moves that runs out is played as several timeout moves: only the
    // first counts toward replacing the seat (turns are counted, not moves).
    if (by === 'timeout' && !(actor.kind === 'timeout' && actor.sameTurn)) {
      const timeouts = s.timeouts + 1;
      seatsChanged.push(timeouts >= TIMEOUTS_TO_REPLACE ? { ...this.replaceByBot(live, s), timeouts } : { ...s, timeouts });
    }
    const clock = afterMove(live.spec, live.clock, by === 'human' ? seat : null, now);
    if (clock && by === 'timeout') clock.reserves[seat] = 0;
    const after: Live = {
      ...live,
      log: done.log,
      clock,
      seats: live.seats.map((x) => seatsChanged.find((c) => c.seat === x.seat) ?? x),
    };
    const over = live.game.result(table.current(done.log)) !== null;
    const due = over ? null : this.dueAt(after, now);
    const row: MoveRow = {
      table_id: live.row.id,
      seq,
      type: e.type,
      seat: e.type === 'move' ? seat : null,
      move: e.type === 'move' ? JSON.stringify(e.move) : null,
      by,
      at: now,
    };
    const update = {
      seq,
      status: over ? 'over' : reopen ? 'playing' : undefined,
      clock: clock ? JSON.stringify(clock) : null,
      due_at: due,
    };
    let ok: boolean;
    try {
      ok = await this.store.append(row, update, seatsChanged);
    } catch (err) {
      // Unknown whether it committed (the connection may have died after the commit): the
      // cache is dropped, and the store tells the next load (a resync after an outage).
      this.lives.delete(live.row.id);
      throw err;
    }
    if (!ok) {
      // The key is taken: another node committed this seq first. Reload (telling this
      // node's sockets of the winner's move) and judge again.
      const fresh = await this.reload(live);
      if (retry) return this.commit(fresh, actor, { ...play, seq: Math.min(play.seq, seq) }, false);
      fail('stale-seq', 'The table moved on; here is its new state.', 409);
    }
    try {
      await this.committed(live, actor, play, { e, done, row, update, seatsChanged, over, reopen, due, seat, clock });
    } catch (err) {
      // The move is committed and was acknowledged or will be: nothing after it may fail it.
      this.log.error({ err, table: live.row.id, seq }, 'after a committed move');
    }
    return seq;
  }

  /** Everything after a move's commit: the cache, the result, delivery, the bus, the next due work. */
  private async committed(
    live: Live,
    actor: Actor,
    play: Play,
    c: {
      e: TableEntry<unknown>;
      done: ReturnType<typeof next>;
      row: MoveRow;
      update: { seq: number; status?: string; clock: string | null; due_at: number | null };
      seatsChanged: SeatRow[];
      over: boolean;
      /** A solo deal played on after undo out of its dead end. */
      reopen: boolean;
      due: number | null;
      seat: Seat;
      clock: Clock | null;
    },
  ): Promise<void> {
    const { e, done, row, update, seatsChanged, over, due } = c;
    const seq = update.seq;
    const s = live.seats[c.seat];
    const by = actor.kind;
    // Committed: update the cache, tell listeners here, then every other node.
    live.clock = c.clock;
    live.seats = live.seats.map((x) => seatsChanged.find((ch) => ch.seat === x.seat) ?? x);
    live.row = { ...live.row, status: update.status ?? live.row.status, clock: update.clock, due_at: due };
    const happened = apply(live, { ...e, by }, done);
    // The result and ratings are written before anyone is told the game is over; if the
    // store fails there, the scheduler writes them when it resumes (see resume()).
    if (over) await this.record(live).catch((err) => this.log.warn({ err, table: live.row.id }, 'result not written yet'));
    this.deliver(live, [happened], play.ref, actor.kind === 'human' ? actor.userId : undefined);
    // Not awaited: no table's lock waits on the bus.
    this.bus.publish({
      node: this.config.node,
      table: live.row.id,
      seq,
      kind: 'entry',
      payload: { row, update, seats: seatsChanged },
    });
    if (c.reopen || seatsChanged.some((ch) => ch.replaced !== s.replaced)) await this.tableChanged(live);
    if (over) {
      this.timers.delete(live.row.id);
      await this.tableChanged(live);
      this.forget(live.row.id);
    } else {
      this.arm(live.row.id, due);
      if (by === 'human' && (play.type === 'move' || play.type === 'redo')) await this.autoPlay(live);
    }
  }

  private actingSeat(live: Live, actor: Actor): Seat {
    if (actor.kind !== 'human') return actor.seat;
    const mine = live.seats
      .filter((s) => s.user_id === actor.userId && s.kind === 'human' && s.replaced === 0)
      .map((s) => s.seat);
    if (mine.length === 0) fail('not-seated', 'You have no seat at this table.', 403);
    if (actor.seat !== undefined) {
      if (!mine.includes(actor.seat)) fail('forbidden', 'That seat is not yours.', 403);
      return actor.seat;
    }
    if (mine.length === 1) return mine[0];
    const actors = live.game.actors(stateOf(live));
    return mine.find((s) => actors.includes(s)) ?? mine[0];
  }

  /**
   * A move made at the current seq is on time. One made at an older seq still counts while
   * its seat is an actor and every entry since was another seat's move: a simultaneous
   * decision window, where others' votes move the seq but not this seat's turn.
   */
  private checkSeq(live: Live, seat: Seat, seq: number): void {
    if (seq === live.row.seq) return;
    const stale = () => fail('stale-seq', `The table is at seq ${live.row.seq}, not ${seq}.`, 409);
    if (seq > live.row.seq) stale();
    const since = live.recent.filter((h) => h.seq > seq);
    if (since.length !== live.row.seq - seq) stale();
    if (since.some((h) => h.type !== 'move' || h.seat === seat)) stale();
    if (!live.game.actors(stateOf(live)).includes(seat)) stale();
  }

  /** When the scheduler must next look at this table: a bot to move, or a clock to run out. */
  private dueAt(live: Live, now: number): number | null {
    const state = stateOf(live);
    const actors = live.game.actors(state);
    if (actors.length === 0) return null;
    const bots = actors.filter((a) => botSeat(live.seats[a]));
    const humans = actors.filter((a) => !botSeat(live.seats[a]));
    const botDue = bots.length > 0 ? now + this.config.botDelayMs : null;
    const clockDue = nextDeadline(live.spec, live.clock, humans);
    if (botDue === null) return clockDue;
    return clockDue === null ? botDue : Math.min(botDue, clockDue);
  }

  private async reschedule(live: Live): Promise<void> {
    const due = this.dueAt(live, Date.now());
    await this.store.setDue(live.row.id, due);
    live.row = { ...live.row, due_at: due };
    this.arm(live.row.id, due);
  }

  /** A local timer for due work this node knows of; claiming the row keeps it to one node. */
  private arm(id: string, due: number | null): void {
    const old = this.timers.get(id);
    if (old) clearTimeout(old);
    this.timers.delete(id);
    if (due === null || this.closing) return;
    const timer = setTimeout(
      () => {
        this.timers.delete(id);
        // While the store is down the sweep takes the row once it answers again.
        if (!this.store.availability.up) return;
        this.store
          .claimOne(id, due, Date.now() + this.config.claimLeaseMs)
          .then((claimed) => {
            if (claimed) this.spawnTick(id);
          })
          .catch((e) => {
            if (this.store.availability.up) this.log.error({ err: e, table: id }, 'claim failed');
          });
      },
      Math.max(0, due - Date.now()),
    );
    this.timers.set(id, timer);
  }

  private spawnTick(id: string): void {
    this.tick(id).catch((e) => this.log.error({ err: e, table: id }, 'scheduled turn failed'));
  }

  /**
   * Plays the due work of a claimed table: a bot's move, or timeout moves for seats out of
   * time. If that fails (another node moved first, a bot erred), the table is reloaded and
   * its due time set again, so the work is retried rather than lost. The claim is a lease:
   * if this node dies or the store goes away before the move commits, another node (or
   * this one) takes the table again when the lease runs out.
   */
  async tick(id: string): Promise<void> {
    if (this.closing) return;
    try {
      await this.due(id);
    } catch (e) {
      if (!this.store.availability.up) return;
      this.log.warn({ err: e, table: id }, 'scheduled turn failed; retrying');
      this.lives.delete(id);
      const row = await this.store.getTable(id);
      if (row?.status === 'playing') {
        const retry = Date.now() + Math.max(50, this.config.botDelayMs);
        await this.store.setDue(id, retry);
        this.arm(id, retry);
      }
    }
  }

  private async due(id: string): Promise<void> {
    await this.withTable(id, async (cached) => {
      let live = cached;
      // Other nodes may have moved on since this node's cache was filled.
      if (this.store.dialect === 'postgres') {
        const [row, seats] = await Promise.all([this.store.getTable(id), this.store.seatsOf(id)]);
        if (row && row.seq !== live.row.seq) {
          live = await this.reload(live);
        } else if (seats.some((s) => s.replaced !== live.seats[s.seat]?.replaced)) {
          // A seat given to a bot on another node (whose news may still be on the bus): the
          // bot's move must not be sent to the leaver as their seat's view.
          live.seats = seats;
        }
      }
      if (live.row.status !== 'playing') return;
      const now = Date.now();
      const state = stateOf(live);
      const actors = live.game.actors(state);
      const bot = actors.find((a) => botSeat(live.seats[a]));
      // Claimed, so due: the row's due time is now the claim's lease.
      if (bot !== undefined) {
        let move: unknown;
        try {
          move = await this.botMove(live, bot);
        } catch (e) {
          // A bot that fails still moves: the game's timeout move is always legal.
          this.log.error({ err: e, table: id, bot: live.seats[bot].bot }, 'bot failed; playing its timeout move');
          move = live.game.timeout(stateOf(live), bot);
        }
        await this.commit(live, { kind: 'bot', seat: bot }, { type: 'move', seq: live.row.seq, move }, false);
        return;
      }
      const late = actors.filter((a) => !botSeat(live.seats[a]) && live.clock && seatDeadline(live.spec, live.clock, a) <= now);
      for (const seat of late) {
        // A turn that runs out is finished by timeout moves: where it is several moves, the
        // timeout is played again while the seat still acts, up to the next turn's start
        // where the game tells it (see Game.turnStart). Alone at a table the seat always
        // acts, so there each move is a turn. The run counts as one missed turn.
        for (let guard = 0; guard < 1000; guard++) {
          const state = stateOf(live);
          if (live.row.status !== 'playing' || !live.game.actors(state).includes(seat)) break;
          if (guard > 0 && (isSolo(live.game) || live.game.turnStart?.(state))) break;
          const move = live.game.timeout(state, seat);
          const actor: Actor = { kind: 'timeout', seat, sameTurn: guard > 0 };
          await this.commit(live, actor, { type: 'move', seq: live.row.seq, move }, false);
          if (botSeat(live.seats[seat])) break;
        }
      }
      if (late.length === 0) await this.reschedule(live);
    });
  }

  /**
   * A bot seat's move, thought out on a worker thread (the table's lock is held meanwhile:
   * nobody else acts at a bot's turn). With every worker busy and BOT_QUEUE moves waiting,
   * the `medium` bot plays it here instead: quick, and no table waits behind a long queue.
   */
  private async botMove(live: Live, seat: Seat): Promise<unknown> {
    const state = stateOf(live);
    const decision = (bot: string): Decision => ({
      game: live.row.game,
      bot,
      view: live.game.view(state, seat),
      // A bot that works its move out from the view is spared the list (thousands in Bluff).
      legal: legalFor(live.game, state, seat, seatBot(live.entry, bot)),
      seed: randomBytes(8).toString('hex'),
      ms: this.config.botBudgetMs,
    });
    const name = live.seats[seat].bot ?? 'hard';
    if (!this.bots) return decide(decision(name));
    try {
      return await this.bots.think(decision(name));
    } catch (e) {
      if (!(e instanceof PoolFull)) throw e;
      this.log.warn({ table: live.row.id, bot: name }, 'bot workers full; medium plays this move here');
      return decide(decision('medium'));
    }
  }

  /** Solo tables with auto-play: the safe moves the game plays by itself after the player's. */
  private async autoPlay(live: Live): Promise<void> {
    const helpers = SOLO[live.row.game];
    if (!helpers) return;
    for (let guard = 0; guard < 200 && live.row.status === 'playing'; guard++) {
      const move = helpers.auto(stateOf(live), live.options);
      if (move === null) return;
      await this.commit(live, { kind: 'auto', seat: 0 }, { type: 'move', seq: live.row.seq, move }, false);
    }
  }

  async hint(
    tableId: string,
    userId: string,
  ): Promise<{ seq: number; move: unknown; verdict: 'winnable' | 'unwinnable' | 'undecided' }> {
    return this.withTable(tableId, async (live) => {
      const helpers = SOLO[live.row.game] ?? fail('bad-request', 'This game offers no hints.');
      this.actingSeat(live, { kind: 'human', userId });
      return { seq: live.row.seq, ...helpers.hint(stateOf(live)) };
    });
  }

  /** Records the result and, for rated tables, the new ratings of the humans who played it out. */
  private async record(live: Live): Promise<void> {
    const result = live.game.result(stateOf(live))!;
    const players = live.seats.map((s) => (s.kind === 'human' && s.replaced === 0 && s.user_id ? { userId: s.user_id } : null));
    const rated = live.row.rated === 1 && players.filter(Boolean).length > 0;
    const userIds = rated ? [...new Set(players.filter((p) => p !== null).map((p) => p.userId))] : [];
    if (rated) await loadRatings();
    const written = await this.store.finish(
      live.row.id,
      JSON.stringify(result),
      Date.now(),
      (current) => rateResult(result, players, current),
      live.row.game,
      userIds,
    );
    // A solo deal played on out of a dead end and ended again: the result it ends with counts.
    if (!written && isSolo(live.game)) await this.store.reviseResult(live.row.id, JSON.stringify(result), Date.now());
  }

  // ------------------------------------------------------------------ delivery

  /**
   * Sends each listener its state: its seat's view and legal moves and the events it may
   * see since its last state. Views are computed once per seat.
   */
  private deliver(live: Live, happened: Happened[], ref?: string | number, moverId?: string): void {
    const set = this.listeners.get(live.row.id);
    if (!set || set.size === 0) return;
    // Per seat (and legal or not): the state, and its patches memoised per last view sent,
    // since the listeners of one seat usually hold the same last view.
    const views = new Map<string, { base: StateBase; patches: Map<unknown, PatchOp[]> }>();
    const common = this.common(live);
    for (const l of set) {
      const seat = this.viewSeat(live, l.userId);
      const key = `${seat}/${l.legal !== false}`;
      let v = views.get(key);
      if (!v) {
        v = { base: this.stateBase(live, seat, l.legal !== false, common), patches: new Map() };
        views.set(key, v);
      }
      const events = l.seq === live.row.seq - happened.length ? flat(happened, seat) : this.eventsSince(live, l.seq, seat);
      sendState(l, v.base, events, l.userId === moverId ? ref : undefined, patchFor(l, v.base.view, v.patches));
    }
  }

  /** The seat whose view a user is sent: one they hold and still play, else none (a spectator). */
  private viewSeat(live: Live, userId: string): Seat | null {
    return live.seats.find((s) => s.user_id === userId && s.replaced === 0)?.seat ?? null;
  }

  /** What every listener's state shares, made once per delivery. */
  private common(live: Live): Common {
    const state = stateOf(live);
    const actors = [...live.game.actors(state)];
    const result = live.game.result(state);
    const solo = isSolo(live.game);
    return {
      state,
      actors,
      clock: clockForWire(
        live.spec,
        live.clock,
        actors.filter((a) => !botSeat(live.seats[a])),
      ),
      result: result ? { ...result, places: [...result.places], scores: [...result.scores] } : null,
      canUndo: solo ? table.canUndo(live.log) : undefined,
      canRedo: solo ? table.canRedo(live.log) : undefined,
    };
  }

  private stateBase(live: Live, seat: Seat | null, withLegal = true, c = this.common(live)): StateBase {
    const s = seat === null ? null : live.seats[seat];
    const canAct = seat !== null && c.actors.includes(seat) && s !== null && !botSeat(s) && live.row.status === 'playing';
    const legal = canAct && withLegal ? live.game.legalMoves(c.state, seat) : [];
    // A list over the limit (Bully's 10,001 set-up placements, 371 KB) is left out: the
    // client works those moves out from the view.
    const omit = legal.length > this.config.legalLimit;
    return {
      type: 'state',
      table: live.row.id,
      seq: live.row.seq,
      seat,
      view: live.game.view(c.state, seat),
      legal: omit ? [] : [...legal],
      legalOmitted: omit ? legal.length : undefined,
      actors: c.actors,
      clock: c.clock,
      status: live.row.status as StateMessage['status'],
      result: c.result,
      canUndo: c.canUndo,
      canRedo: c.canRedo,
    };
  }

  /** Events after `since` that the seat may see; beyond what memory holds, the view alone tells the story. */
  private eventsSince(live: Live, since: number, seat: Seat | null): WireEvents {
    if (since >= live.row.seq) return [];
    const first = live.recent[0]?.seq ?? live.row.seq + 1;
    if (since + 1 < first) return [];
    return flat(
      live.recent.filter((h) => h.seq > since),
      seat,
    );
  }

  /**
   * Events after `since` for a (re)subscribing client: from the recent entries when they
   * reach back far enough, else from the table's whole history (kept in memory for the
   * tables asked for lately, see Histories), so a page opened mid-game can show the game so far.
   */
  private async catchUp(live: Live, since: number, seat: Seat | null): Promise<WireEvents> {
    const first = live.recent[0]?.seq ?? live.row.seq + 1;
    if (since >= live.row.seq || since + 1 >= first) return this.eventsSince(live, since, seat);
    const history = await this.histories.of(live, async () => {
      const moves = await this.store.entries(live.row.id);
      const upTo = moves.filter((m) => m.seq <= live.row.seq);
      return liveOf(live.row, live.seats, upTo, Number.POSITIVE_INFINITY).recent;
    });
    return flat(
      history.filter((h) => h.seq > since),
      seat,
    );
  }

  /** Adds a listener (in place of `replaces`, the socket's earlier subscription to the table, if any). */
  async subscribe(
    tableId: string,
    listener: Listener,
    since: number | undefined,
    invite?: string,
    replaces?: Listener,
  ): Promise<void> {
    await this.withTable(tableId, async (live) => {
      if (!this.visible(live, listener.userId, invite))
        fail('forbidden', 'This table is private; you need its invitation link.', 403);
      let set = this.listeners.get(tableId);
      if (!set) {
        set = new Set();
        this.listeners.set(tableId, set);
      }
      if (replaces) set.delete(replaces);
      set.add(listener);
      const seat = this.viewSeat(live, listener.userId);
      listener.send({ type: 'table', table: await this.summary(live, listener.userId) });
      listener.view = undefined;
      const legal = listener.legal !== false;
      const m = await this.answers.of(live, `${seat}/${legal}/${since}`, async () =>
        shared(stateMessage(this.stateBase(live, seat, legal), since === undefined ? [] : await this.catchUp(live, since, seat))),
      );
      sendMessage(listener, m, m.view);
    });
  }

  unsubscribe(tableId: string, listener: Listener): void {
    const set = this.listeners.get(tableId);
    if (!set) return;
    set.delete(listener);
    if (set.size === 0) {
      this.listeners.delete(tableId);
      this.forget(tableId);
    }
  }

  /** Sends a fresh state to one listener (after a stale-seq refusal; with the summary, after a held-back state). */
  async resend(tableId: string, listener: Listener, withSummary = false): Promise<void> {
    await this.withTable(tableId, async (live) => {
      const seat = this.viewSeat(live, listener.userId);
      if (withSummary) listener.send({ type: 'table', table: await this.summary(live, listener.userId) });
      sendState(listener, this.stateBase(live, seat, listener.legal !== false), this.eventsSince(live, listener.seq, seat));
    });
  }

  private async onBus(m: BusMessage): Promise<void> {
    if (m.kind === 'chat') return this.sendChat(m.table, m.payload as ChatLine);
    if (m.kind === 'mute') {
      const { user, target, on } = m.payload as { user: string; target: string; on: boolean };
      return this.mutes.set(user, m.table, target, on);
    }
    if (m.kind === 'session') return;
    if (!this.lives.has(m.table) && !this.listeners.get(m.table)?.size) return;
    await this.withTable(m.table, async (live) => {
      if (m.kind === 'table') {
        const [row, seats] = await Promise.all([this.store.getTable(m.table), this.store.seatsOf(m.table)]);
        if (!row) return;
        live.row = { ...row, seq: live.row.seq };
        const replaced = seats.some((s) => s.replaced !== live.seats[s.seat]?.replaced);
        live.seats = seats;
        live.clock = row.clock ? JSON.parse(row.clock) : null;
        for (const l of this.listeners.get(m.table) ?? []) l.send({ type: 'table', table: await this.summary(live, l.userId) });
        // A seat given to a bot on another node: its user's sockets here become spectators.
        if (replaced && live.row.status === 'playing') this.deliver(live, []);
        return;
      }
      const { row, update, seats } = m.payload as {
        row: MoveRow;
        update: { status?: string; clock: string | null; due_at: number | null };
        seats: SeatRow[];
      };
      if (live.row.seq >= m.seq) return;
      let happened: Happened[] | null = null;
      if (live.row.seq === m.seq - 1) {
        try {
          happened = [apply(live, entryOfRow(row))];
          live.seats = live.seats.map((x) => seats.find((c) => c.seat === x.seat) ?? x);
          live.clock = update.clock ? JSON.parse(update.clock) : null;
          live.row = { ...live.row, status: update.status ?? live.row.status, clock: update.clock, due_at: update.due_at };
        } catch (e) {
          this.log.warn({ err: e, table: m.table }, 'cache disagreed with a committed entry; reloading');
        }
      }
      // A gap (or a cache that disagrees): rebuild from the store, which holds this entry,
      // and deliver everything this node's sockets missed.
      if (happened === null) await this.reload(live);
      else this.deliver(live, happened);
    });
  }

  // ------------------------------------------------------------------ replays, chat, ratings

  async replay(userId: string, tableId: string, invite?: string): Promise<Replay> {
    return this.withTable(tableId, async () => {
      const live = await this.guard(tableId, userId, invite);
      const over = live.row.status === 'over';
      // Moves carry what was hidden when they were made (cards laid face down, a vote):
      // the record is published once the game is over; before, only to a solo table's
      // player, whose moves they all are.
      const own = isSolo(live.game) && live.seats[0]?.user_id === userId;
      const rows = over || own ? await this.store.entries(tableId) : [];
      const result = over ? await this.store.resultOf(tableId) : null;
      return {
        protocol: PROTOCOL_VERSION,
        table: await this.summary(live, userId),
        seed: over ? live.row.seed : null,
        seedHash: live.row.status === 'open' ? null : live.row.seed_hash,
        entries: rows.map(logEntry),
        result: result ? JSON.parse(result) : null,
      };
    });
  }

  async chat(userId: string, tableId: string, text: string, invite?: string): Promise<ChatLine> {
    const clean = cleanChat(text);
    const live = await this.withTable(tableId, async () => this.guard(tableId, userId, invite));
    const line: ChatLine = { table: tableId, from: await this.user(userId), text: clean, at: Date.now() };
    await this.store.addChat({ id: newId(), table_id: tableId, user_id: userId, text: clean, at: line.at });
    this.sendChat(live.row.id, line);
    this.bus.publish({ node: this.config.node, table: tableId, seq: live.row.seq, kind: 'chat', payload: line });
    return line;
  }

  /** A chat line to every listener of the table here but those who muted its sender. */
  private sendChat(tableId: string, line: ChatLine): void {
    for (const l of this.listeners.get(tableId) ?? [])
      if (!this.mutes.muted(l.userId, tableId, line.from.id)) l.send({ type: 'chat', line });
  }

  /** Mutes (or unmutes) another user's chat at a table for this user, on every node. */
  async mute(userId: string, tableId: string, target: string, on: boolean, invite?: string): Promise<void> {
    if (target === userId) fail('bad-request', 'You cannot mute yourself.');
    await this.withTable(tableId, async () => this.guard(tableId, userId, invite));
    this.mutes.set(userId, tableId, target, on);
    const payload = { user: userId, target, on };
    await this.bus.publish({ node: this.config.node, table: tableId, seq: 0, kind: 'mute', payload });
  }

  async chatLog(userId: string, tableId: string, invite?: string): Promise<ChatLine[]> {
    await this.withTable(tableId, async () => this.guard(tableId, userId, invite));
    const rows = await this.store.chatOf(tableId);
    return rows
      .reverse()
      .filter((r) => !this.mutes.muted(userId, tableId, r.user_id))
      .map((r) => ({
        table: r.table_id,
        from: { id: r.user_id, name: r.name, guest: r.password_hash === null },
        text: r.text,
        at: Number(r.at),
      }));
  }

  async leaderboard(game: string): Promise<Rating[]> {
    await loadRatings();
    return (await this.store.leaderboard(game)).map(toRating);
  }

  async ratingsOf(userId: string): Promise<Rating[]> {
    await loadRatings();
    return (await this.store.ratingsOf(userId)).map(toRating);
  }

  /** Tables held in memory (for /healthz and the bench). */
  get cached(): number {
    return this.lives.size;
  }
}

const toRating = (r: {
  user_id: string;
  name: string;
  guest: boolean;
  game: string;
  mu: number;
  sigma: number;
  games: number;
}): Rating => ({
  user: { id: r.user_id, name: r.name, guest: r.guest },
  game: r.game,
  mu: r.mu,
  sigma: r.sigma,
  ordinal: ordinalOf(r),
  games: r.games,
});

/** The parts of a Live a summary needs, for listing tables without replaying them. */
function liveShell(row: TableRow, seats: SeatRow[]): Partial<Live> {
  const entry = findGame(row.game);
  if (!entry) throw new ServerError('internal', `unknown game ${row.game}`, 500);
  return { row, seats, entry, game: entry.game, options: JSON.parse(row.options), spec: JSON.parse(row.clock_spec) };
}
