import { parseMove, type Seat, type TableEntry, table } from '@parlour/engine';
import type { ReplayEntry } from '@parlour/protocol';
import { apply, type CachedTable, isSolo, next, stateOf, withChanged } from './cached-table.ts';
import { afterMove, type Clock } from './clock.ts';
import { fail, UNAVAILABLE } from './errors.ts';
import type { HeardEntry } from './heard.ts';
import { deliver } from './listeners.ts';
import { TIMEOUTS_TO_REPLACE } from './reclaim.ts';
import { record } from './records.ts';
import { arm, dueAt } from './scheduler.ts';
import { replaceByBot } from './seats.ts';
import { SOLO, undoesOutOfEnd } from './solo.ts';
import type { MoveRow, SeatRow, TableUpdate } from './store/store.ts';
import { afterLostRace, applyHeard, reload } from './sync.ts';
import type { Tables } from './tables.ts';

/**
 * The move's path, top to bottom: submit (under the table's lock) -> commit: the game
 * started, the acting seat, the seq check, parse and play -> the store's append (entry,
 * table row and seats in one transaction; a taken key is a lost race: reload and judge
 * again) -> committed: the cache, the result, delivery to this node's sockets, the bus,
 * the next due work. Humans, bots, clocks and auto-play all come this way.
 */

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

/** A human's message: a move, or undo/redo/restart on a solo table. Returns the new seq. */
export async function submit(t: Tables, tableId: string, actor: Actor, play: Play): Promise<number> {
  if (t.closing) fail('unavailable', 'The server is restarting; reconnect in a moment.', 503);
  if (!t.store.availability.up) fail('unavailable', UNAVAILABLE, 503);
  return t.withTable(tableId, (live) => {
    // Asked again: the store may have gone down while this waited for the lock.
    if (!t.store.availability.up) fail('unavailable', UNAVAILABLE, 503);
    return commit(t, live, actor, play, RACE_RETRIES);
  });
}

/**
 * How many times a player's move is judged again after losing a seq race to another node
 * (in a call window several players answer at once) before it is refused as stale.
 */
export const RACE_RETRIES = 2;

/**
 * Judges and appends one entry; the caller holds the table's lock. Returns the new seq.
 * `retries`: how many lost seq races it may be judged again after.
 */
export async function commit(t: Tables, live: CachedTable, actor: Actor, play: Play, retries: number): Promise<number> {
  // Entries other nodes committed, heard while this waited for the lock, come first.
  if (t.heard.has(live.row.id)) await applyHeard(t, live);
  if (live.row.status === 'open') fail('not-started', 'The game has not started.', 409);
  // A solo deal lost in a dead end takes undo: it is played on, and its result is the one it ends with.
  const reopen =
    play.type === 'undo' &&
    live.row.status === 'over' &&
    undoesOutOfEnd(isSolo(live.game), live.game.result(stateOf(live)) as { outcome?: 'won' | 'lost' } | null);
  if (live.row.status !== 'playing' && !reopen) fail('game-over', 'The game is over.', 409);
  const seat = actingSeat(live, actor);
  if (play.seq > live.row.seq && retries > 0) {
    // Another node may have moved on: refresh from the store before judging.
    return commit(t, await reload(t, live), actor, play, 0);
  }
  checkSeq(live, seat, play.seq);
  const seq = live.row.seq + 1;
  let e: TableEntry<unknown>;
  if (play.type === 'move') {
    e = { seq, type: 'move', seat, move: parseMove(live.game, play.move) };
  } else {
    if (!isSolo(live.game)) fail('bad-request', 'Undo, redo and restart are for single-player tables.');
    if (play.type === 'undo' && !table.canUndo(live.tableState)) fail('no-undo', 'Nothing to undo.', 409);
    if (play.type !== 'undo' && play.type !== 'restart' && !table.canRedo(live.tableState))
      fail('no-redo', 'Nothing to redo.', 409);
    if (play.type === 'restart' && !table.canUndo(live.tableState)) fail('no-undo', 'Nothing to restart.', 409);
    e = { seq, type: play.type };
  }
  const done = next(live, e);
  const now = Date.now();
  const by: ReplayEntry['by'] = actor.kind;
  // The clock and the seat's run of timeouts move with the entry, in the same transaction.
  const seatsChanged: SeatRow[] = [];
  const s = live.seats[seat];
  if (by === 'human' && s.timeouts > 0) seatsChanged.push({ ...s, timeouts: 0 });
  // A turn of several moves that runs out is played as several timeout moves: only the
  // first counts toward replacing the seat (turns are counted, not moves).
  if (by === 'timeout' && !(actor.kind === 'timeout' && actor.sameTurn)) {
    const timeouts = s.timeouts + 1;
    seatsChanged.push(timeouts >= TIMEOUTS_TO_REPLACE ? { ...replaceByBot(s), timeouts } : { ...s, timeouts });
  }
  const clock = afterMove(live.spec, live.clock, by === 'human' ? seat : null, now);
  if (clock && by === 'timeout') clock.reserves[seat] = 0;
  const after: CachedTable = {
    ...live,
    tableState: done.tableState,
    clock,
    seats: withChanged(live.seats, seatsChanged),
  };
  const over = live.game.result(table.current(done.tableState)) !== null;
  const due = over ? null : dueAt(t, after, now);
  const row: MoveRow = {
    table_id: live.row.id,
    seq,
    type: e.type,
    seat: e.type === 'move' ? seat : null,
    move: e.type === 'move' ? JSON.stringify(e.move) : null,
    by,
    at: now,
  };
  const update: TableUpdate & { clock: string | null } = {
    seq,
    status: over ? 'over' : reopen ? 'playing' : undefined,
    clock: clock ? JSON.stringify(clock) : null,
    due_at: due,
  };
  let ok: boolean;
  try {
    ok = await t.store.append(row, update, seatsChanged);
  } catch (err) {
    // Unknown whether it committed (the connection may have died after the commit): the
    // cache is dropped, and the store tells the next load (a resync after an outage).
    t.lives.delete(live.row.id);
    throw err;
  }
  if (!ok) {
    // The key is taken: another node committed this seq first. Catch up (telling this
    // node's sockets of the winner's move) and judge again.
    t.counters.racesLost++;
    const fresh = await afterLostRace(t, live, seq);
    if (retries > 0) return commit(t, fresh, actor, { ...play, seq: Math.min(play.seq, seq) }, retries - 1);
    fail('stale-seq', 'The table moved on; here is its new state.', 409);
  }
  try {
    await committed(t, live, actor, play, { e, done, row, update, seatsChanged, over, reopen, due, seat, clock });
  } catch (err) {
    // The move is committed and was acknowledged or will be: nothing after it may fail it.
    t.log.error({ err, table: live.row.id, seq }, 'after a committed move');
  }
  return seq;
}

/** Everything after a move's commit: the cache, the result, delivery, the bus, the next due work. */
async function committed(
  t: Tables,
  live: CachedTable,
  actor: Actor,
  play: Play,
  c: {
    e: TableEntry<unknown>;
    done: ReturnType<typeof next>;
    row: MoveRow;
    update: TableUpdate & { clock: string | null };
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
  t.counters.entries[by]++;
  // Committed: update the cache, tell listeners here, then every other node.
  live.clock = c.clock;
  live.seats = withChanged(live.seats, seatsChanged);
  // The row at the new seq in one copy (apply leaves a row already at the entry's seq as it is).
  live.row = { ...live.row, seq, status: update.status ?? live.row.status, clock: update.clock, due_at: due };
  const happened = apply(live, { ...e, by }, done);
  // The result and ratings are written before anyone is told the game is over; if the
  // store fails there, the scheduler writes them when it resumes (see scheduler.ts resume()).
  if (over) await record(t, live).catch((err) => t.log.warn({ err, table: live.row.id }, 'result not written yet'));
  deliver(t, live, [happened], play.ref, actor.kind === 'human' ? actor.userId : undefined);
  // Not awaited: no table's lock waits on the bus.
  t.bus.publish({
    node: t.config.node,
    table: live.row.id,
    seq,
    kind: 'entry',
    payload: { row, update, seats: seatsChanged } satisfies HeardEntry,
  });
  if (c.reopen || seatsChanged.some((ch) => ch.replaced !== s.replaced)) await t.tableChanged(live);
  if (over) {
    t.timers.delete(live.row.id);
    await t.tableChanged(live);
    t.forget(live.row.id);
  } else {
    arm(t, live.row.id, due);
    if (by === 'human' && (play.type === 'move' || play.type === 'redo')) await autoPlay(t, live);
  }
}

function actingSeat(live: CachedTable, actor: Actor): Seat {
  if (actor.kind !== 'human') return actor.seat;
  const mine = live.seats.filter((s) => s.user_id === actor.userId && s.kind === 'human' && !s.replaced).map((s) => s.seat);
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
function checkSeq(live: CachedTable, seat: Seat, seq: number): void {
  if (seq === live.row.seq) return;
  const stale = () => fail('stale-seq', `The table is at seq ${live.row.seq}, not ${seq}.`, 409);
  if (seq > live.row.seq) stale();
  const since = live.recent.filter((h) => h.seq > seq);
  if (since.length !== live.row.seq - seq) stale();
  if (since.some((h) => h.type !== 'move' || h.seat === seat)) stale();
  if (!live.game.actors(stateOf(live)).includes(seat)) stale();
}

/** Solo tables with auto-play: the safe moves the game plays by itself after the player's. */
async function autoPlay(t: Tables, live: CachedTable): Promise<void> {
  const helpers = SOLO[live.row.game];
  if (!helpers) return;
  for (let guard = 0; guard < 200 && live.row.status === 'playing'; guard++) {
    const move = helpers.auto(stateOf(live), live.options);
    if (move === null) return;
    await commit(t, live, { kind: 'auto', seat: 0 }, { type: 'move', seq: live.row.seq, move }, 0);
  }
}

/** A solo table's hint for its player: a move, and whether the deal can still be won. */
export async function hint(
  t: Tables,
  tableId: string,
  userId: string,
): Promise<{ seq: number; move: unknown; verdict: 'winnable' | 'unwinnable' | 'undecided' }> {
  return t.withTable(tableId, async (live) => {
    const helpers = SOLO[live.row.game] ?? fail('bad-request', 'This game offers no hints.');
    actingSeat(live, { kind: 'human', userId });
    return { seq: live.row.seq, ...helpers.hint(stateOf(live)) };
  });
}
