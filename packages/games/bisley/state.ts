import { createRng } from '@parlour/engine';
import { type CardNo, rankOf } from './cards.ts';
import type { BisleyMove } from './moves.ts';
import type { BisleyOptions } from './options.ts';
import { repeats } from './seen.ts';

export const COLUMNS = 13;
/** Ace foundations sit at the head of columns 1-4, in suit order S, H, D, C. */
export const SUIT_COUNT = 4;
/** The king pile's top when it has not been started: one above the king. */
export const NO_KING = 14;
/** Our ruling: a game that reaches this many moves ends, lost (see RULES.md). */
export const MOVE_CAP = 1000;

/** Most moves a game lasts: the move cap. */
export function maxMoves(): number {
  return MOVE_CAP;
}

export type Status = 'playing' | 'won' | 'lost';

export interface BisleyState {
  /** The 13 columns, each top to bottom: the last card is the available one. */
  readonly columns: readonly (readonly CardNo[])[];
  /** Per suit, the top rank of its ace foundation (1 = just the ace). */
  readonly aces: readonly number[];
  /** Per suit, the top rank of its king foundation; NO_KING until a king starts it. */
  readonly kings: readonly number[];
  /**
   * The builds made since the last foundation move, oldest first, each as one number
   * (see seen.ts): with the tableau they give every tableau seen since then, which the
   * no-repeat rule forbids. Earlier tableaux held more cards, so they can never recur.
   */
  readonly builds: readonly number[];
  readonly moves: number;
  readonly status: Status;
}

/**
 * The deal: a numbered deal replaces the table's seed, so anyone can play the same deal
 * again (deal N is the deal of the seed "N").
 */
export function setup(_players: number, options: BisleyOptions, seed: string): BisleyState {
  return initialState(deal(options.deal === undefined ? seed : String(options.deal)));
}

/**
 * Deals from the seed: aces to the heads of columns 1-4, 3 cards below each, 4 in each of columns 5-13.
 * The seed is prefixed with the game's id (Bully and Wooly Bully use theirs as it is):
 * deal numbers and recorded tables rest on it, so changing this would change every deal.
 */
export function deal(seed: string): CardNo[][] {
  const rest = createRng(`bisley:${seed}`).shuffle(NOT_ACES.slice());
  const columns: CardNo[][] = [];
  for (let c = 0, next = 0; c < COLUMNS; c++) {
    const size = c < SUIT_COUNT ? 3 : 4;
    columns.push(rest.slice(next, next + size));
    next += size;
  }
  return columns;
}

const NOT_ACES: readonly CardNo[] = Array.from({ length: 52 }, (_, card) => card).filter((card) => rankOf(card) !== 1);

export function initialState(
  columns: CardNo[][],
  aces: readonly number[] = [1, 1, 1, 1],
  kings: readonly number[] = [NO_KING, NO_KING, NO_KING, NO_KING],
): BisleyState {
  const state: BisleyState = { columns, aces, kings, builds: [], moves: 0, status: 'playing' };
  (state as { status: Status }).status = statusOf(state);
  return state;
}

/** Cards on the foundations (0-52; the four aces count). */
export function homeCount(state: Pick<BisleyState, 'aces' | 'kings'>): number {
  let n = 0;
  for (let s = 0; s < SUIT_COUNT; s++) n += state.aces[s] + (NO_KING - state.kings[s]);
  return n;
}

export function statusOf(state: BisleyState): Status {
  if (homeCount(state) === 52) return 'won';
  if (state.moves >= MOVE_CAP || movesOf(state).length === 0) return 'lost';
  return 'playing';
}

/** Every move there is, made once and frozen, so listing moves allocates none. */
const TO_ACES: readonly BisleyMove[] = columnsMap((from) => Object.freeze({ type: 'foundation', from, pile: 'ace' }));
const TO_KINGS: readonly BisleyMove[] = columnsMap((from) => Object.freeze({ type: 'foundation', from, pile: 'king' }));
const BUILDS: readonly (readonly BisleyMove[])[] = columnsMap((from) =>
  columnsMap((to) => Object.freeze({ type: 'build', from, to })),
);
function columnsMap<T>(make: (c: number) => T): T[] {
  return Array.from({ length: COLUMNS }, (_, c) => make(c));
}

/**
 * The moves of the state listed last. `play` lists the new state's moves to know whether
 * it is stalled, and the next listing (a playout's random move, a bot's choice) is nearly
 * always of that same state: one listing per move instead of two. States are never
 * changed once made, so the state itself is the key.
 */
let listed: BisleyState | null = null;
let listedMoves: readonly BisleyMove[] = [];

/** The legal moves of a state in play (see `listMoves`), listed once however often asked. */
export function movesOf(state: BisleyState): readonly BisleyMove[] {
  if (state !== listed) {
    listedMoves = listMoves(state);
    listed = state;
  }
  return listedMoves;
}

/** Whether `move` is one of the very move objects `movesOf` listed for this state: legal, unchecked. */
export function wasListed(state: BisleyState, move: BisleyMove): boolean {
  return state === listed && listedMoves.includes(move);
}

/**
 * Scratch for the columns `marked`: the column whose bottom each card is (else -1), and
 * per suit the ranks that are bottoms, as bits (bit r for rank r). A move leaves all but
 * two column arrays as they were, shared with the state before, so marking the next
 * state's bottoms redoes only the columns whose arrays changed.
 */
const bottomOf = new Int8Array(52).fill(-1);
const SUIT = Uint8Array.from({ length: 52 }, (_, card) => (card / 13) | 0);
const RANK_BIT = Int32Array.from({ length: 52 }, (_, card) => 1 << rankOf(card));
const bottomRanks = new Int32Array(SUIT_COUNT);
let marked: readonly (readonly CardNo[])[] = Array.from({ length: COLUMNS }, () => []);

function markBottoms(columns: readonly (readonly CardNo[])[]): void {
  for (let c = 0; c < COLUMNS; c++) {
    const col = columns[c];
    const was = marked[c];
    if (col === was) continue;
    // Its old bottom may already be another column's, if it just moved there.
    if (was.length > 0 && bottomOf[was[was.length - 1]] === c) {
      const card = was[was.length - 1];
      bottomOf[card] = -1;
      bottomRanks[SUIT[card]] &= ~RANK_BIT[card];
    }
    if (col.length > 0) {
      const card = col[col.length - 1];
      bottomOf[card] = c;
      bottomRanks[SUIT[card]] |= RANK_BIT[card];
    }
  }
  marked = columns;
}

/**
 * Every legal move, in a fixed order: by source column, its foundation moves, then builds
 * onto the card one rank below, then one above. Written without closures: it is the hot
 * path of every playout.
 */
export function listMoves(state: BisleyState): BisleyMove[] {
  const { columns, aces, kings, builds } = state;
  const moves: BisleyMove[] = [];
  markBottoms(columns);
  // The columns whose bottom card may move: it has a bottom neighbour or fits a foundation.
  let movers = 0;
  for (let suit = 0; suit < SUIT_COUNT; suit++) {
    const ranks = bottomRanks[suit];
    let fits = ranks & ((ranks << 1) | (ranks >> 1) | (1 << (aces[suit] + 1)) | (1 << (kings[suit] - 1)));
    while (fits !== 0) {
      const bit = fits & -fits;
      fits ^= bit;
      movers |= 1 << bottomOf[suit * 13 + 30 - Math.clz32(bit)];
    }
  }
  // Lowest column first.
  while (movers !== 0) {
    const bit = movers & -movers;
    movers ^= bit;
    const from = 31 - Math.clz32(bit);
    const col = columns[from];
    const card = col[col.length - 1];
    const suit = SUIT[card];
    const rank = card - suit * 13 + 1;
    if (rank === aces[suit] + 1) moves.push(TO_ACES[from]);
    if (rank === kings[suit] - 1) moves.push(TO_KINGS[from]);
    // Right after a foundation move no build is remembered, so none can repeat.
    if (rank > 1 && bottomOf[card - 1] >= 0 && (builds.length === 0 || !repeats(builds, card, card - 1))) {
      moves.push(BUILDS[from][bottomOf[card - 1]]);
    }
    if (rank < 13 && bottomOf[card + 1] >= 0 && (builds.length === 0 || !repeats(builds, card, card + 1))) {
      moves.push(BUILDS[from][bottomOf[card + 1]]);
    }
  }
  return moves;
}
