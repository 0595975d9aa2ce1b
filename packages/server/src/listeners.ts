import { type Seat, table } from '@parlour/engine';
import { type AppliedEntry, botSeat, type CachedTable, cachedTableOf, isSolo, stateOf } from './cached-table.ts';
import { clockForWire } from './clock.ts';
import {
  type Listener,
  type PatchMemo,
  patchFor,
  type SeatState,
  type StateForAllSeats,
  sendMessage,
  sendState,
  shared,
  stateMessage,
  visibleEvents,
  type WireEvents,
} from './delivery.ts';
import { fail } from './errors.ts';
import type { Tables } from './tables.ts';

/**
 * The sockets watching each table on this node: subscribing (with catch-up from an
 * earlier seq), and after each entry, every listener's state (delivery.ts says how it
 * goes on the wire).
 */

/** Adds a listener (in place of `replaces`, the socket's earlier subscription to the table, if any). */
export async function subscribe(
  t: Tables,
  tableId: string,
  listener: Listener,
  since: number | undefined,
  invite?: string,
  replaces?: Listener,
): Promise<void> {
  await t.withTable(tableId, async (live) => {
    if (!t.visible(live, listener.userId, invite)) fail('forbidden', 'This table is private; you need its invitation link.', 403);
    let set = t.listeners.get(tableId);
    if (!set) {
      set = new Set();
      t.listeners.set(tableId, set);
    }
    if (replaces) set.delete(replaces);
    set.add(listener);
    const seat = viewSeat(live, listener.userId);
    listener.send({ type: 'table', table: await t.summary(live, listener.userId) });
    listener.view = undefined;
    const legal = listener.legal !== false;
    const m = await t.answers.of(live, `${seat}/${legal}/${since}`, async () =>
      shared(stateMessage(seatState(t, live, seat, legal), since === undefined ? [] : await catchUp(t, live, since, seat))),
    );
    sendMessage(listener, m, m.view);
  });
}

export function unsubscribe(t: Tables, tableId: string, listener: Listener): void {
  const set = t.listeners.get(tableId);
  if (!set) return;
  set.delete(listener);
  if (set.size === 0) {
    t.listeners.delete(tableId);
    t.forget(tableId);
  }
}

/** Sends a fresh state to one listener (after a stale-seq refusal; with the summary, after a held-back state). */
export async function resend(t: Tables, tableId: string, listener: Listener, withSummary = false): Promise<void> {
  await t.withTable(tableId, async (live) => {
    const seat = viewSeat(live, listener.userId);
    if (withSummary) listener.send({ type: 'table', table: await t.summary(live, listener.userId) });
    sendState(listener, seatState(t, live, seat, listener.legal !== false), eventsSince(live, listener.seq, seat));
  });
}

/**
 * Sends each listener its state: its seat's view and legal moves and the events it may
 * see since its last state. Views are computed once per seat.
 */
export function deliver(t: Tables, live: CachedTable, happened: AppliedEntry[], ref?: string | number, moverId?: string): void {
  const set = t.listeners.get(live.row.id);
  if (!set || set.size === 0) return;
  // Per seat (and legal or not): the state, and its patches memoised per last view sent,
  // since the listeners of one seat usually hold the same last view. Indexed by seat
  // (spectators after the seats), twice over for with and without legal moves.
  const views: ({ base: SeatState; memo: PatchMemo; events?: WireEvents } | undefined)[] = [];
  const c = stateForAllSeats(live);
  for (const l of set) {
    const seat = viewSeat(live, l.userId);
    const legal = l.legal !== false;
    const slot = 2 * (seat ?? live.seats.length) + (legal ? 1 : 0);
    let v = views[slot];
    if (!v) {
      v = { base: seatState(t, live, seat, legal, c), memo: {} };
      views[slot] = v;
    }
    // A listener that was sent the state before these entries (the usual case) is sent the seat's events.
    let events: WireEvents;
    if (l.seq !== live.row.seq - happened.length) events = eventsSince(live, l.seq, seat);
    else {
      v.events ??= visibleEvents(happened, seat);
      events = v.events;
    }
    sendState(l, v.base, events, l.userId === moverId ? ref : undefined, patchFor(l, v.base.view, v.memo));
  }
}

/** The seat whose view a user is sent: one they hold and still play, else none (a spectator). */
function viewSeat(live: CachedTable, userId: string): Seat | null {
  // A loop, not find(): this runs for every listener of every move.
  for (const s of live.seats) if (s.user_id === userId && !s.replaced) return s.seat;
  return null;
}

/** What every listener's state shares, made once per delivery. */
function stateForAllSeats(live: CachedTable): StateForAllSeats {
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
    canUndo: solo ? table.canUndo(live.tableState) : undefined,
    canRedo: solo ? table.canRedo(live.tableState) : undefined,
  };
}

/** The legal list of a seat that may not move now (most seats, most of the time), shared. */
const NO_MOVES = Object.freeze([]) as unknown as unknown[];

function seatState(t: Tables, live: CachedTable, seat: Seat | null, withLegal = true, c = stateForAllSeats(live)): SeatState {
  const s = seat === null ? null : live.seats[seat];
  const canAct = seat !== null && c.actors.includes(seat) && s !== null && !botSeat(s) && live.row.status === 'playing';
  const legal = canAct && withLegal ? live.game.legalMoves(c.state, seat) : [];
  // A list over the limit (Bully's 10,001 set-up placements, 371 KB) is left out: the
  // client works those moves out from the view.
  const omit = legal.length > t.config.legalLimit;
  return {
    type: 'state',
    table: live.row.id,
    seq: live.row.seq,
    seat,
    view: live.game.view(c.state, seat),
    legal: omit || legal.length === 0 ? NO_MOVES : [...legal],
    legalOmitted: omit ? legal.length : undefined,
    actors: c.actors,
    clock: c.clock,
    status: live.row.status,
    result: c.result,
    canUndo: c.canUndo,
    canRedo: c.canRedo,
  };
}

/** Events after `since` that the seat may see; beyond what memory holds, the view alone tells the story. */
function eventsSince(live: CachedTable, since: number, seat: Seat | null): WireEvents {
  if (since >= live.row.seq) return [];
  const first = live.recent[0]?.seq ?? live.row.seq + 1;
  if (since + 1 < first) return [];
  return visibleEvents(
    live.recent.filter((h) => h.seq > since),
    seat,
  );
}

/**
 * Events after `since` for a (re)subscribing client: from the recent entries when they
 * reach back far enough, else from the table's whole history (kept in memory for the
 * tables asked for lately, see Histories), so a page opened mid-game can show the game so far.
 */
async function catchUp(t: Tables, live: CachedTable, since: number, seat: Seat | null): Promise<WireEvents> {
  const first = live.recent[0]?.seq ?? live.row.seq + 1;
  if (since >= live.row.seq || since + 1 >= first) return eventsSince(live, since, seat);
  const history = await t.histories.of(live, async () => {
    const moves = await t.store.entries(live.row.id);
    const upTo = moves.filter((m) => m.seq <= live.row.seq);
    return cachedTableOf(live.row, live.seats, upTo, Number.POSITIVE_INFINITY).recent;
  });
  return visibleEvents(
    history.filter((h) => h.seq > since),
    seat,
  );
}
