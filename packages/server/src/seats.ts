import { createHash, randomBytes } from 'node:crypto';
import { describeOptions, parseOptions, requirePlayers, type Seat } from '@parlour/engine';
import { botFor, findGame, GAMES, type GameEntry, LEVELS, levelRatings } from '@parlour/games';
import type { ClockSpec, CreateTable, GameInfo, TableSummary } from '@parlour/protocol';
import { newId } from './accounts.ts';
import { type CachedTable, isSolo, stateOf, withChanged } from './cached-table.ts';
import { startClock } from './clock.ts';
import { fail } from './errors.ts';
import { deliver } from './listeners.ts';
import { reclaimSeats } from './reclaim.ts';
import { record } from './records.ts';
import { arm, dueAt, reschedule } from './scheduler.ts';
import type { SeatRow, TableRow, TableStatus } from './store/store.ts';
import { refresh, reload } from './sync.ts';
import { liveShell, type Tables } from './tables.ts';

/**
 * The lobby and the seats: the games on offer, listing tables, creating one (within the
 * user's limit), joining, leaving (a bot takes a seat left mid-game) and starting.
 */

export function games(): GameInfo[] {
  return Object.values(GAMES).map(({ game, bots }) => ({
    levels: [...LEVELS],
    ratings: levelRatings(game.id),
    id: game.id,
    title: game.title,
    players: { min: game.players.min, max: game.players.max },
    options: describeOptions(game.options),
    bots: Object.keys(bots),
    solo: isSolo(game),
  }));
}

export async function getTable(t: Tables, userId: string, id: string, invite?: string): Promise<TableSummary> {
  return t.withTable(id, async () => t.summary(await t.guard(id, userId, invite), userId));
}

export async function listTables(
  t: Tables,
  userId: string,
  game: string | null,
  statuses: TableStatus[],
): Promise<TableSummary[]> {
  const rows = await t.store.listTables(userId, statuses, game);
  const out: TableSummary[] = [];
  for (const row of rows) {
    const seats = await t.store.seatsOf(row.id);
    out.push(await t.summary(t.lives.get(row.id) ?? liveShell(row, seats), userId));
  }
  return out;
}

/**
 * Runs `fn` with the user's table limit checked first, one call per user at a time on
 * this node (so two quick creates cannot both pass the check).
 */
async function withinLimit<T>(t: Tables, userId: string, solo: boolean, fn: () => Promise<T>): Promise<T> {
  const prev = t.userLocks.get(userId) ?? Promise.resolve();
  const run = prev
    .catch(() => {})
    .then(async () => {
      const limit = solo ? t.config.soloTablesPerUser : t.config.tablesPerUser;
      const games = Object.values(GAMES)
        .filter((e) => isSolo(e.game) === solo)
        .map((e) => e.game.id);
      const n = await t.store.activeTables(userId, games);
      if (n >= limit)
        fail(
          'too-many-tables',
          `You have ${n} open or playing ${solo ? 'single-player ' : ''}tables (at most ${limit}); finish or leave one first.`,
          429,
        );
      return fn();
    });
  t.userLocks.set(userId, run);
  try {
    return await run;
  } finally {
    if (t.userLocks.get(userId) === run) t.userLocks.delete(userId);
  }
}

export async function create(t: Tables, userId: string, body: CreateTable): Promise<TableSummary> {
  const entry = findGame(body.game) ?? fail('bad-game', `No game called ${body.game}.`, 404);
  return withinLimit(t, userId, isSolo(entry.game), () => createTable(t, userId, entry, body));
}

async function createTable(t: Tables, userId: string, entry: GameEntry, body: CreateTable): Promise<TableSummary> {
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
      replaced: false,
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
    private: body.private === true,
    invite: body.private ? randomBytes(12).toString('base64url') : null,
    rated: body.rated !== false && !isSolo(game),
    autostart: body.start === true,
    clock_spec: JSON.stringify(clock),
    clock: null,
    seq: 0,
    due_at: null,
    created_by: userId,
    created_at: now,
    updated_at: now,
  };
  await t.store.createTable(row, seats);
  if (body.start && seats.every((s) => s.kind !== 'open')) return start(t, userId, id);
  return t.withTable(id, async (live) => t.summary(live, userId));
}

export async function quickPlay(
  t: Tables,
  userId: string,
  body: { game: string; players?: number; options?: Record<string, unknown>; bot?: string; clock?: ClockSpec },
): Promise<TableSummary> {
  const entry = findGame(body.game) ?? fail('bad-game', `No game called ${body.game}.`, 404);
  const bot = body.bot ?? 'hard';
  const players = body.players ?? Math.max(entry.game.players.min, Math.min(4, entry.game.players.max));
  const seats = Array.from({ length: players }, (_, i) => (i === 0 ? { kind: 'open' as const } : { kind: 'bot' as const, bot }));
  return create(t, userId, { game: body.game, players, options: body.options, seats, clock: body.clock, start: true });
}

export async function join(t: Tables, userId: string, id: string, want: { seat?: Seat; invite?: string }): Promise<TableSummary> {
  const live = await t.withTable(id, async (l) => l);
  // Joining again a table one sits at counts nothing new.
  if (live.seats.some((s) => s.user_id === userId)) return takeSeat(t, userId, id, want);
  return withinLimit(t, userId, isSolo(live.game), () => takeSeat(t, userId, id, want));
}

async function takeSeat(t: Tables, userId: string, id: string, want: { seat?: Seat; invite?: string }): Promise<TableSummary> {
  const summary = await t.withTable(id, async (live) => {
    if (!t.visible(live, userId, want.invite)) fail('forbidden', 'This table is private; you need its invitation link.', 403);
    // Each refused write means another node took a seat or started the table since this
    // node last heard: read the table again and choose again, at most once per seat.
    for (let tries = 0; ; tries++) {
      if (live.row.status !== 'open') fail('not-open', 'This table has already started.', 409);
      if (live.seats.some((s) => s.user_id === userId)) return t.summary(live, userId);
      const seat = want.seat !== undefined ? live.seats[want.seat] : live.seats.find((s) => s.kind === 'open');
      if (!seat)
        fail(
          want.seat !== undefined ? 'not-found' : 'table-full',
          want.seat !== undefined ? 'No such seat.' : 'The table is full.',
          409,
        );
      if (seat.kind !== 'open') fail('seat-taken', 'That seat is taken.', 409);
      const taken: SeatRow = { ...seat, kind: 'human', user_id: userId };
      if (await t.store.updateSeat(id, taken, 'open', null)) {
        live.seats = live.seats.map((s) => (s.seat === taken.seat ? taken : s));
        await t.tableChanged(live);
        return t.summary(live, userId);
      }
      if (tries === live.seats.length) fail('unavailable', 'The table kept changing; try again.', 503);
      await reload(t, live);
    }
  });
  if (summary.status === 'open' && summary.seats.every((s) => s.kind !== 'open')) {
    const live = await t.load(id);
    if (live.row.autostart) return start(t, userId, id);
  }
  return summary;
}

export async function leave(t: Tables, userId: string, id: string): Promise<TableSummary> {
  return t.withTable(id, async (live) => {
    const mine = live.seats.filter((s) => s.user_id === userId && !s.replaced);
    if (mine.length === 0) fail('not-seated', 'You have no seat at this table.', 409);
    // Given up before the start; refused when another node started the table meanwhile.
    if (live.row.status === 'open') await giveUp(t, live, userId, mine);
    if (live.row.status === 'playing') {
      // Leaving never ends the game for the others: a bot plays the seat to the end.
      const replaced = mine.map(replaceByBot);
      await t.store.setSeatsDuringPlay(id, replaced);
      live.seats = withChanged(live.seats, replaced);
      await reschedule(t, live);
    } else if (live.row.status !== 'open') {
      fail('not-open', 'This game is over.', 409);
    }
    await t.tableChanged(live);
    // The leaver's sockets are spectators now: their next state is the spectator view.
    if (live.row.status === 'playing') deliver(t, live, []);
    return t.summary(live, userId);
  });
}

/**
 * Opens a user's seats before the start. When the store refuses (the table was started, or
 * the seat left, through another node since this node last heard), the table is read
 * again and the caller goes by its status now.
 */
async function giveUp(t: Tables, live: CachedTable, userId: string, mine: SeatRow[]): Promise<void> {
  for (const s of mine) {
    const opened: SeatRow = { ...s, kind: 'open', user_id: null };
    // Only the first can be refused: a start waits for every seat to be taken.
    if (!(await t.store.updateSeat(live.row.id, opened, 'open', userId))) {
      await reload(t, live);
      if (live.row.status === 'open') fail('not-seated', 'You have no seat at this table.', 409);
      return;
    }
    live.seats = live.seats.map((x) => (x.seat === s.seat ? opened : x));
  }
}

/** Gives a user back the seat a bot took when their time ran out (see reclaim.ts). */
export async function reclaim(t: Tables, userId: string, id: string): Promise<TableSummary> {
  return t.withTable(id, async (cached) => {
    // Another node may have ended the game meanwhile.
    const live = await refresh(t, cached);
    const back = reclaimSeats(live, userId);
    await t.store.setSeatsDuringPlay(id, back);
    live.seats = withChanged(live.seats, back);
    await reschedule(t, live);
    await t.tableChanged(live);
    // Their sockets get the seat's view and moves again.
    deliver(t, live, []);
    return t.summary(live, userId);
  });
}

/** A seat given to a bot (its player left, or ran out of time twice in a row). */
export function replaceByBot(s: SeatRow): SeatRow {
  return { ...s, replaced: true, bot: 'hard' };
}

export async function start(t: Tables, userId: string, id: string): Promise<TableSummary> {
  return t.withTable(id, async (cached: CachedTable) => {
    // A seat taken on another node a moment ago may not have reached this node's cache.
    const live = await refresh(t, cached);
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
    const due = over ? null : dueAt(t, live, now);
    if (!(await t.store.startTable(id, live.clock ? JSON.stringify(live.clock) : null, due, now, status))) {
      // Started, or a seat given up, on another node since the read above.
      t.lives.delete(id);
      if ((await t.store.seatsOf(id)).some((s) => s.kind === 'open'))
        fail('not-open', 'Every seat must be filled before the start.', 409);
      fail('not-open', 'This table has already started.', 409);
    }
    live.row = { ...live.row, status, clock: live.clock ? JSON.stringify(live.clock) : null, due_at: due };
    if (over) await record(t, live);
    else arm(t, id, due);
    await t.tableChanged(live);
    deliver(t, live, []);
    const summary = await t.summary(live, userId);
    if (over) t.forget(id);
    return summary;
  });
}
