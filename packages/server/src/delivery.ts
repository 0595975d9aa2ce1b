import { canSee, diff, type GameEvent, type PatchOp, type Seat } from '@parlour/engine';
import type { ServerMessage, StateMessage } from '@parlour/protocol';
import type { AppliedEntry } from './cached-table.ts';

/**
 * Delivery: what each socket watching a table is sent after an entry — its state, with
 * the view whole or as a patch of the last one it was sent, and the events it may see.
 */

/** A socket watching a table. */
export interface Listener {
  userId: string;
  /** The last seq this listener was sent. */
  seq: number;
  /** Whether it wants the list of legal moves (default true). */
  legal?: boolean;
  /** Whether it takes a state's view as a patch of the one before (default false). */
  patches?: boolean;
  /** The view this listener was last sent, which its next patch starts from. */
  view?: unknown;
  /** Sends a message; false when the socket held it back (a slow reader), so nothing was sent. */
  send(message: ServerMessage): boolean;
}

export type WireEvents = StateMessage['events'];

export type SeatState = Omit<StateMessage, 'events' | 'ack'>;

export interface StateForAllSeats {
  state: unknown;
  actors: Seat[];
  clock: StateMessage['clock'];
  result: StateMessage['result'];
  canUndo: boolean | undefined;
  canRedo: boolean | undefined;
}

/** The state message for a listener: the view whole, or as `patch` when one is given. */
export function stateMessage(b: SeatState, events: WireEvents, ack?: string | number, patch?: PatchOp[]): StateMessage {
  // Spelt out, not spread: this runs for every listener of every move.
  return {
    type: 'state',
    table: b.table,
    seq: b.seq,
    seat: b.seat,
    view: patch ? undefined : b.view,
    patch,
    legal: b.legal,
    legalOmitted: b.legalOmitted,
    actors: b.actors,
    events,
    clock: b.clock,
    status: b.status,
    result: b.result,
    canUndo: b.canUndo,
    canRedo: b.canRedo,
    ack,
  };
}

/**
 * Sends one listener a state. A state held back (a socket that does not read) leaves the
 * listener's last view and seq as they were, so the next state it is sent still starts
 * from what it has.
 */
export function sendMessage(l: Listener, m: StateMessage, view: unknown): void {
  if (l.send(m) === false) return;
  l.view = view;
  l.seq = m.seq;
}

export function sendState(l: Listener, b: SeatState, events: WireEvents, ack?: string | number, patch?: PatchOp[]): void {
  sendMessage(l, stateMessage(b, events, ack, patch), b.view);
}

/** Messages sent alike to many sockets (catch-up answers), serialised once. */
const wire = new WeakMap<object, string>();

export function shared<M extends ServerMessage>(m: M): M {
  wire.set(m, JSON.stringify(m));
  return m;
}

/** The JSON text of a message, as `JSON.stringify` writes it. */
export const serialise = (m: ServerMessage): string => wire.get(m) ?? (m.type === 'state' ? stateJson(m) : JSON.stringify(m));

/**
 * One part of a state message (its events, say) as JSON, with the last object written and
 * its text kept: a delivery writes its listeners' messages one after another, and they
 * share their entry's events, actors, clock and result by reference (a seat's listeners
 * their view or patch too), so each is written once. Only the last is kept, not a map of
 * all: a map of every part would hold one entry per message for the collector to go through.
 * Parts are never changed once sent: views are kept to patch from, events in the table's
 * recent entries.
 */
class Part {
  private of: unknown = undefined;
  private json = '';

  text(v: unknown): string {
    if (typeof v !== 'object' || v === null) return JSON.stringify(v);
    if (v !== this.of) {
      this.json = JSON.stringify(v);
      this.of = v;
    }
    return this.json;
  }
}

const parts = {
  body: new Part(),
  legal: new Part(),
  actors: new Part(),
  events: new Part(),
  clock: new Part(),
  result: new Part(),
};

/**
 * A state message's JSON, field by field in `stateMessage`'s order, each shared part
 * written once per delivery: writing one move's events afresh for each of four seats was
 * about 40% of the time its states took to serialise.
 */
function stateJson(m: StateMessage): string {
  let json = `{"type":"state","table":${JSON.stringify(m.table)},"seq":${m.seq},"seat":${m.seat}`;
  if (m.view !== undefined) json += `,"view":${parts.body.text(m.view)}`;
  if (m.patch !== undefined) json += `,"patch":${parts.body.text(m.patch)}`;
  json += `,"legal":${parts.legal.text(m.legal)}`;
  if (m.legalOmitted !== undefined) json += `,"legalOmitted":${m.legalOmitted}`;
  json += `,"actors":${parts.actors.text(m.actors)},"events":${parts.events.text(m.events)}`;
  json += `,"clock":${parts.clock.text(m.clock)},"status":"${m.status}","result":${parts.result.text(m.result)}`;
  if (m.canUndo !== undefined) json += `,"canUndo":${m.canUndo}`;
  if (m.canRedo !== undefined) json += `,"canRedo":${m.canRedo}`;
  if (m.ack !== undefined) json += `,"ack":${JSON.stringify(m.ack)}`;
  return `${json}}`;
}

/** The events a seat may see, in order; those of a move the clock made for a seat out of time carry `timeout: true`. */
export function visibleEvents(happened: AppliedEntry[], seat: Seat | null): WireEvents {
  // The usual entry: one move whose events all may see, sent to every seat as they are.
  if (happened.length === 1 && !happened[0].timeout && happened[0].events.every((ev) => ev.to === 'all'))
    return happened[0].events as WireEvents;
  const out: GameEvent[] = [];
  for (const h of happened) for (const ev of h.events) if (canSee(ev, seat)) out.push(h.timeout ? { ...ev, timeout: true } : ev);
  return out as WireEvents;
}

/**
 * Patches already worked out to one view: from the last view most of its listeners hold
 * (a seat's listeners were all sent the same state), and from any others.
 */
export interface PatchMemo {
  from?: unknown;
  patch?: PatchOp[];
  others?: { from: unknown; patch: PatchOp[] }[];
}

/**
 * The patch from the view this listener was last sent to `view`, or undefined when it
 * takes whole views (or has none yet). `memo` keeps one diff per last view, since the
 * listeners of one seat usually hold the same one.
 */
export function patchFor(l: Listener, view: unknown, memo: PatchMemo): PatchOp[] | undefined {
  if (!l.patches || l.view === undefined) return undefined;
  if (memo.patch !== undefined && memo.from === l.view) return memo.patch;
  const known = memo.others?.find((o) => o.from === l.view);
  if (known) return known.patch;
  const patch = diff(l.view, view);
  if (memo.patch === undefined) {
    memo.from = l.view;
    memo.patch = patch;
  } else {
    memo.others ??= [];
    memo.others.push({ from: l.view, patch });
  }
  return patch;
}
