import { createRng, type RngState, rngFrom, type Seat } from '@parlour/engine';
import { DECKS } from './cards.ts';
import { CELLS, CELLS_OF, NEIGHBOURS } from './grid.ts';
import type { Placement } from './moves.ts';
import type { BullyOptions } from './options.ts';

/** A top card is face down and unknown, face down but remembered (exposed before), or exposed. */
export const DOWN = 0;
export const REMEMBERED = 1;
export const UP = 2;
export type Face = typeof DOWN | typeof REMEMBERED | typeof UP;

export type Phase = 'place' | 'initiate' | 'respond' | 'settle' | 'over';

export interface Bout {
  /** Cells that have given a card to this bout (both players'). */
  readonly used: readonly number[];
  /** The initiator's cells exposed in this bout, in order; the last is the one being answered. */
  readonly initiated: readonly number[];
  readonly responded: readonly number[];
  readonly tied: boolean;
  readonly winner: Seat | null;
  /** The winner's exposed cards still to turn down or relocate; the last is the winning card. */
  readonly settle: readonly number[];
}

/** An event of the public history: what everyone was told, in order. */
export interface LogEntry {
  readonly type: string;
  readonly [field: string]: unknown;
}

export interface BullyState {
  readonly options: BullyOptions;
  readonly rng: RngState;
  readonly phase: Phase;
  /** Per cell, its pile bottom first; cards of a cell always come from its owner's deck. */
  readonly piles: readonly (readonly string[])[];
  /** Per cell, how its top card lies (DOWN for an empty cell). */
  readonly faces: readonly Face[];
  /** Per seat, the extra cards not yet placed (set-up only). */
  readonly extras: readonly (readonly string[])[];
  /** Per seat, its set-up decision while the other has not decided (hidden). */
  readonly placing: readonly (Placement | null)[];
  /** Who initiates the bout in progress, or the next one. */
  readonly initiator: Seat;
  /** The cell of a winning card kept exposed to tap with, or -1. */
  readonly tap: number;
  readonly bout: Bout | null;
  /** Per seat, the cards it has taken. */
  readonly captured: readonly (readonly string[])[];
  /** Tied cards discarded when no tie-breaker could be made. */
  readonly discarded: readonly string[];
  readonly bouts: number;
  /** The public history, every event addressed to all: the set-up's and each finished bout's, one entry each. */
  readonly log: readonly (readonly LogEntry[])[];
  /** The events of the bout in progress (or of the set-up). */
  readonly recent: readonly LogEntry[];
  /** Once over: the winner, or null for a draw. */
  readonly winner: Seat | null;
}

export const CARD_COUNT = 108;

/** Most moves a game lasts: two set-up moves, then a bout of k comparisons takes at most 3k moves and k cards go. */
export function maxMoves(): number {
  return 2 + 3 * CARD_COUNT;
}

/**
 * Shuffles each deck from the seed, deals 5 face down onto each own cell, keeps 4 back.
 * The seed is used as it is (Bluff, Bollocks and Bisley prefix theirs with the game's
 * id): tables replay from their seed, so changing this would change every recorded deal.
 */
export function setup(_players: number, options: BullyOptions, seed: string): BullyState {
  const rng = createRng(seed);
  const piles: string[][] = [];
  const faces: Face[] = [];
  for (let cell = 0; cell < CELLS; cell++) faces.push(DOWN);
  const extras: string[][] = [];
  for (let seat = 0; seat < 2; seat++) {
    const cards = rng.shuffle(DECKS[seat].slice());
    const own = CELLS_OF[seat];
    for (let i = 0; i < own.length; i++) piles[own[i]] = cards.slice(i * 5, i * 5 + 5);
    extras.push(cards.slice(50));
  }
  const initiator = rng.int(2);
  const state: BullyState = {
    options,
    rng: rng.state(),
    phase: 'place',
    piles,
    faces,
    extras,
    placing: [null, null],
    initiator,
    tap: -1,
    bout: null,
    captured: [[], []],
    discarded: [],
    bouts: 0,
    log: [],
    recent: [],
    winner: null,
  };
  return options.quickSetup ? placeExtras(state, [{ type: 'quick' }, { type: 'quick' }]) : state;
}

/** Puts both seats' extra cards on their piles (quick ones from the state's RNG) and starts the first bout. */
export function placeExtras(state: BullyState, placing: readonly Placement[]): BullyState {
  const rng = rngFrom(state.rng);
  const piles = state.piles.map((p) => p.slice());
  placing.forEach((placement, seat) => {
    const own = CELLS_OF[seat];
    state.extras[seat].forEach((card, i) => {
      const cell = placement.type === 'quick' ? own[rng.int(own.length)] : placement.piles[i];
      piles[cell].push(card);
    });
  });
  return evolve(state, { rng: rng.state(), phase: 'initiate', piles, extras: [[], []], placing: [null, null] });
}

/** Cards a seat still has on the grid. */
export function cardsLeft(piles: BullyState['piles'], seat: Seat): number {
  let n = 0;
  for (const cell of CELLS_OF[seat]) n += piles[cell].length;
  return n;
}

/** Whether a bout can be initiated at all: two orthogonal neighbours both hold cards. */
export function hasPlay(heights: ArrayLike<number>): boolean {
  for (const cell of CELLS_OF[0]) {
    if (heights[cell] === 0) continue;
    for (const n of NEIGHBOURS[cell]) if (heights[n] > 0) return true;
  }
  return false;
}

export function heightsOf(piles: BullyState['piles']): number[] {
  return piles.map((p) => p.length);
}

type Changes<T> = { readonly [K in keyof T]?: T[K] };

/**
 * A copy of the state with some fields changed. Written out field by field: every state
 * then shares one shape, which keeps `play` fast (a spread with overrides is not).
 */
export function evolve(s: BullyState, c: Changes<BullyState>): BullyState {
  return {
    options: s.options,
    rng: c.rng === undefined ? s.rng : c.rng,
    phase: c.phase === undefined ? s.phase : c.phase,
    piles: c.piles === undefined ? s.piles : c.piles,
    faces: c.faces === undefined ? s.faces : c.faces,
    extras: c.extras === undefined ? s.extras : c.extras,
    placing: c.placing === undefined ? s.placing : c.placing,
    initiator: c.initiator === undefined ? s.initiator : c.initiator,
    tap: c.tap === undefined ? s.tap : c.tap,
    bout: c.bout === undefined ? s.bout : c.bout,
    captured: c.captured === undefined ? s.captured : c.captured,
    discarded: c.discarded === undefined ? s.discarded : c.discarded,
    bouts: c.bouts === undefined ? s.bouts : c.bouts,
    log: c.log === undefined ? s.log : c.log,
    recent: c.recent === undefined ? s.recent : c.recent,
    winner: c.winner === undefined ? s.winner : c.winner,
  };
}

/** A copy of a bout with some fields changed (field by field, as `evolve`). */
export function evolveBout(b: Bout, c: Changes<Bout>): Bout {
  return {
    used: c.used === undefined ? b.used : c.used,
    initiated: c.initiated === undefined ? b.initiated : c.initiated,
    responded: c.responded === undefined ? b.responded : c.responded,
    tied: c.tied === undefined ? b.tied : c.tied,
    winner: c.winner === undefined ? b.winner : c.winner,
    settle: c.settle === undefined ? b.settle : c.settle,
  };
}
