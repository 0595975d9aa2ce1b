import type { Rng, Seat } from '@parlour/engine';
import { DECKS } from './cards.ts';
import { CELLS_OF, OWNER } from './grid.ts';
import type { Placement } from './moves.ts';
import type { BullyOptions } from './options.ts';
import { type Bout, type BullyState, DOWN, type Face, type LogEntry, type Phase, REMEMBERED, UP } from './state.ts';

export interface CellView {
  readonly owner: Seat;
  readonly height: number;
  /** How the top card lies: unknown face down, remembered face down, or exposed. */
  readonly face: 'down' | 'remembered' | 'up';
  /** The top card when it is exposed or remembered; null otherwise. */
  readonly card: string | null;
}

/**
 * What a seat knows. Every exposure is seen by both, so views differ only in `seat` and
 * one's own pending set-up choice.
 */
export interface BullyView {
  readonly seat: Seat | null;
  readonly options: BullyOptions;
  readonly phase: Phase;
  readonly initiator: Seat;
  /** The cell of a winning card kept exposed to tap with, or null. */
  readonly tap: number | null;
  readonly cells: readonly CellView[];
  /** Per seat, extra cards not yet placed. */
  readonly extras: readonly number[];
  /** Per seat, whether it has made its set-up choice. */
  readonly placed: readonly boolean[];
  /** This seat's own set-up choice while waiting for the other. */
  readonly placement: Placement | null;
  readonly bout: Bout | null;
  readonly captured: readonly (readonly string[])[];
  readonly discarded: readonly string[];
  readonly bouts: number;
  /** The public history: the set-up's and each finished bout's events, one entry each. */
  readonly log: readonly (readonly LogEntry[])[];
  /** The events of the bout in progress. */
  readonly recent: readonly LogEntry[];
  /** Once over: the winner, or null for a draw. */
  readonly winner: Seat | null;
}

const FACE_NAMES = ['down', 'remembered', 'up'] as const;

export function view(state: BullyState, seat: Seat | null): BullyView {
  return {
    seat,
    options: state.options,
    phase: state.phase,
    initiator: state.initiator,
    tap: state.tap < 0 ? null : state.tap,
    cells: state.piles.map((pile, cell) => ({
      owner: OWNER[cell],
      height: pile.length,
      face: FACE_NAMES[state.faces[cell]],
      card: state.faces[cell] === DOWN ? null : pile[pile.length - 1],
    })),
    extras: state.extras.map((e) => e.length),
    placed: state.placing.map((p) => p !== null),
    placement: seat === null ? null : state.placing[seat],
    bout: state.bout,
    captured: state.captured,
    discarded: state.discarded,
    bouts: state.bouts,
    log: state.log,
    recent: state.recent,
    winner: state.winner,
  };
}

/** Per deck, the cards whose place nobody knows: face down and never exposed, or not yet placed. */
export function unseenCards(view: BullyView): string[][] {
  const known = new Set<string>([...view.captured.flat(), ...view.discarded]);
  for (const c of view.cells) if (c.card) known.add(c.card);
  return DECKS.map((deck) => deck.filter((id) => !known.has(id)));
}

/** A full state consistent with the view: the unseen cards of each deck dealt at random into their places. */
export function sample(view: BullyView, _seat: Seat | null, rng: Rng): BullyState {
  const pools = unseenCards(view).map((pool) => rng.shuffle(pool));
  const piles: string[][] = view.cells.map((c) => {
    const pool = pools[c.owner];
    const pile = pool.splice(pool.length - (c.height - (c.card ? 1 : 0)));
    if (c.card) pile.push(c.card);
    return pile;
  });
  const extras = view.extras.map((n, seat) => pools[seat].splice(pools[seat].length - n));
  const faces: Face[] = view.cells.map((c) => (c.face === 'up' ? UP : c.face === 'remembered' ? REMEMBERED : DOWN));
  const placing = view.placed.map((placed, seat): Placement | null => {
    if (!placed) return null;
    if (seat === view.seat && view.placement) return view.placement;
    const own = CELLS_OF[seat];
    return rng.int(2) === 0 ? { type: 'quick' } : { type: 'place', piles: [0, 1, 2, 3].map(() => own[rng.int(own.length)]) };
  });
  return {
    options: view.options,
    rng: [rng.next(), rng.next(), rng.next(), rng.next() | 1],
    phase: view.phase,
    piles,
    faces,
    extras,
    placing,
    initiator: view.initiator,
    tap: view.tap ?? -1,
    bout: view.bout,
    captured: view.captured,
    discarded: view.discarded,
    bouts: view.bouts,
    log: view.log,
    recent: view.recent,
    winner: view.winner,
  };
}
