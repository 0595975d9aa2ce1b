import { createRng, type RngState, type Seat } from '@parlour/engine';
import { type Log, sortHand, type Window } from '../claims/index.ts';
import { CARDS, type Declared, ORDER } from './cards.ts';
import { type BollocksOptions, handSize, TURNS_PER_PLAYER } from './options.ts';

/** A card in the centre: who laid it, and whether a vote turned it face up. */
export interface CentreCard {
  readonly seat: Seat;
  readonly card: string;
  readonly up: boolean;
}

/** The play waiting on its vote (its card is the centre's top card). */
export interface Pending extends Declared {
  readonly seat: Seat;
}

/** One turn of the public history, once resolved. */
export type Turn =
  | { readonly seat: Seat; readonly skip: true }
  | {
      readonly seat: Seat;
      readonly skip: false;
      readonly number: Declared['number'];
      readonly suit: Declared['suit'];
      readonly downs: readonly Seat[];
      readonly ups: readonly Seat[];
      /** The card turned over on a down vote; null when all voted up. */
      readonly revealed: string | null;
      /** Cards drawn, per seat in drawing order (counts only). */
      readonly draws: readonly { readonly seat: Seat; readonly count: number }[];
      /** Centre cards shuffled into a new draw pile along the way (0: none). */
      readonly reshuffled: number;
    };

export interface BollocksState {
  readonly players: number;
  /** Hands, each in card order. */
  readonly hands: readonly (readonly string[])[];
  /** The face-down draw pile; the last card is the top. */
  readonly drawPile: readonly string[];
  /** Every card in the centre, oldest first. */
  readonly centre: readonly CentreCard[];
  /** The card the next declaration must match; null: the next declaration is free. */
  readonly active: Declared | null;
  readonly turn: Seat;
  /** Skips in a row; a full round of them clears the active card. */
  readonly skips: number;
  readonly pending: Pending | null;
  readonly vote: Window | null;
  /** Turns taken so far (plays and skips), for the turn cap. */
  readonly turns: number;
  /** The public history, newest first. */
  readonly history: Log<Turn> | null;
  readonly winner: Seat | null;
  readonly over: boolean;
  readonly rng: RngState;
}

/** Our ruling: the game ends after this many turns (see RULES.md). */
export function turnCap(players: number): number {
  return TURNS_PER_PLAYER * players;
}

/** Most moves a game lasts: each turn is a play or a skip, plus at most one vote from every other seat. */
export function maxMoves(players: number): number {
  return turnCap(players) * players;
}

/**
 * Shuffles from the seed, deals the hands and draws who starts. The seed is prefixed
 * with the game's id (Bully and Wooly Bully use theirs as it is): tables replay from
 * their seed, so changing this would change every recorded deal.
 */
export function setup(players: number, _options: BollocksOptions, seed: string): BollocksState {
  const rng = createRng(`bollocks:${seed}`);
  const deck = rng.shuffle(CARDS.slice());
  const size = handSize(players);
  const hands = Array.from({ length: players }, (_, s) => sortHand(deck.slice(s * size, (s + 1) * size), ORDER));
  const turn = rng.int(players);
  return {
    players,
    hands,
    drawPile: deck.slice(players * size),
    centre: [],
    active: null,
    turn,
    skips: 0,
    pending: null,
    vote: null,
    turns: 0,
    history: null,
    winner: null,
    over: false,
    rng: rng.state(),
  };
}
