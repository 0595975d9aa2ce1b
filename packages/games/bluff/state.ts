import { createRng, type Rank, type RngState, type Seat } from '@parlour/engine';
import { type Log, sortHand, type Window } from '../claims/index.ts';
import { CARDS, ORDER } from './cards.ts';
import { type BluffOptions, BULLETS, DECLARATIONS_PER_PLAYER } from './options.ts';

/** Cards one seat laid face down on the centre pile with one declaration. */
export interface Batch {
  readonly seat: Seat;
  readonly cards: readonly string[];
}

/** The declaration waiting on its call window (its cards are the pile's top batch). */
export interface Claim {
  readonly seat: Seat;
  readonly count: number;
  readonly rank: Rank;
}

/** One declaration of the public history, once its call window has closed. */
export interface Declaration extends Claim {
  /** Who called and who let it go (empty when nobody could call). */
  readonly calls: readonly Seat[];
  readonly letGo: readonly Seat[];
  /** The first caller clockwise from the declarer, whose call counts; null if nobody called. */
  readonly caller: Seat | null;
  /** The declared cards, turned face up on a call. */
  readonly revealed: readonly string[] | null;
  /** Who took the centre pile, and how many cards it held. */
  readonly taker: Seat | null;
  readonly taken: number;
}

export interface BluffState {
  readonly players: number;
  readonly dealer: Seat;
  /** Hands, each sorted (A, 2 ... K, then C, D, H, S). */
  readonly hands: readonly (readonly string[])[];
  /** Bullets per seat, or null when the Bullets option is off. */
  readonly bullets: readonly number[] | null;
  /** The centre pile, bottom batch first. */
  readonly pile: readonly Batch[];
  /** The rank to declare next. */
  readonly rank: Rank;
  /** Who declares next; during a call window, the declarer. */
  readonly turn: Seat;
  readonly claim: Claim | null;
  readonly window: Window | null;
  /** Declarations made so far (the turn cap counts them). */
  readonly declarations: number;
  /**
   * What each seat knows of the others' hands: known[viewer][seat] are cards seen turned
   * face up (or laid by the viewer) that went into that seat's hand with a pile, and
   * stay known until that seat declares again. Row `players` is what everybody knows.
   */
  readonly known: readonly (readonly (readonly string[])[])[];
  /** The public history, newest first (see Log). */
  readonly history: Log<Declaration> | null;
  readonly winner: Seat | null;
  readonly over: boolean;
  /** Not drawn from after the deal (Bluff has no later chance), kept for the record. */
  readonly rng: RngState;
}

/** Our ruling: the game ends after this many declarations (see RULES.md). */
export function declarationCap(players: number): number {
  return DECLARATIONS_PER_PLAYER * players;
}

/** Most moves a game lasts: each declaration is one move plus at most one decision from every other seat. */
export function maxMoves(players: number): number {
  return declarationCap(players) * players;
}

/**
 * Shuffles from the seed and deals one card at a time from the seat after the dealer.
 * The seed is prefixed with the game's id (Bully and Wooly Bully use theirs as it is):
 * tables replay from their seed, so changing this would change every recorded deal.
 */
export function setup(players: number, options: BluffOptions, seed: string): BluffState {
  const rng = createRng(`bluff:${seed}`);
  const dealer = rng.int(players);
  const deck = rng.shuffle(CARDS.slice());
  const hands: string[][] = Array.from({ length: players }, () => []);
  deck.forEach((card, i) => {
    hands[(dealer + 1 + i) % players].push(card);
  });
  return {
    players,
    dealer,
    hands: hands.map((h) => sortHand(h, ORDER)),
    bullets: options.bullets ? Array.from({ length: players }, () => BULLETS) : null,
    pile: [],
    rank: 'A',
    turn: (dealer + 1) % players,
    claim: null,
    window: null,
    declarations: 0,
    known: Array.from({ length: players + 1 }, () => Array.from({ length: players }, () => [])),
    history: null,
    winner: null,
    over: false,
    rng: rng.state(),
  };
}

export function pileCards(pile: readonly Batch[]): string[] {
  const cards: string[] = [];
  for (const b of pile) for (const c of b.cards) cards.push(c);
  return cards;
}
