/** The state of a table, and the set-up. */
import { createRng, type RngState, type Seat } from '@parlour/engine';
import { type Board, startBoard } from './board.ts';
import type { WoolyBullyMove } from './moves.ts';
import type { WoolyBullyOptions } from './options.ts';
import { AQUATIC_TILES, BASE_TILES, COLOURS, type Colour } from './tiles.ts';

/** One public step of the history: who did what, and how many tiles they drew for it. */
export interface LogEntry {
  readonly seat: Seat;
  readonly move: WoolyBullyMove;
  readonly drew: number;
}

/** What the player on turn has done so far this turn. */
export interface TurnDone {
  /** Landscape tiles placed. */
  readonly placed: number;
  readonly character: boolean;
  readonly revealed: boolean;
  /** Whether anything at all (landscape, character, shepherd) was placed. */
  readonly any: boolean;
}

export interface Quit {
  readonly seat: Seat;
  readonly bonus: number;
}

export interface WoolyBullyState {
  readonly players: number;
  readonly options: WoolyBullyOptions;
  readonly rng: RngState;
  /** Each seat's secret colour. */
  readonly colours: readonly Colour[];
  readonly board: Board;
  readonly hands: readonly (readonly string[])[];
  /** The bag, drawn from the front. */
  readonly bag: readonly string[];
  /** Tiles set aside unseen by discard32. */
  readonly removed: readonly string[];
  /** Hands discarded unseen on quitting. */
  readonly discarded: readonly (readonly string[])[];
  readonly revealed: readonly boolean[];
  readonly quits: readonly Quit[];
  readonly box: Seat | null;
  readonly current: Seat;
  readonly turn: TurnDone;
  /** Seats still in that passed with the bag already empty since the last placement. */
  readonly idle: readonly Seat[];
  readonly over: boolean;
  readonly log: readonly LogEntry[];
}

export const NEW_TURN: TurnDone = { placed: 0, character: false, revealed: false, any: false };

const QUIT_BONUSES = [6, 3, 1] as const;

/** The bonus the next quitter takes: none for whoever quits while nobody else is still in. */
export function bonusOnOffer(players: number, quits: number): number {
  return players - quits - 1 > 0 ? (QUIT_BONUSES[quits] ?? 0) : 0;
}

/** The landscape tiles a table plays with (before discard32). */
export function tilesInGame(options: WoolyBullyOptions): string[] {
  return [...BASE_TILES, ...(options.aquatic ? AQUATIC_TILES : [])].map((t) => t.id);
}

/** Landscape tiles that take part in play. */
export function tileCount(options: WoolyBullyOptions): number {
  return tilesInGame(options).length - (options.aquatic && options.discard32 ? 32 : 0);
}

/**
 * Most moves a game can last: every turn places a tile or draws one until the bag is
 * empty, then between two placements at most one pass per player still in; a turn is at
 * most five moves (two placements, a character, a reveal, end or quit).
 */
export function maxMoves(players: number, options: WoolyBullyOptions): number {
  const placements = tileCount(options) + players;
  return 5 * ((placements + 1) * (players + 2) + tileCount(options) + players);
}

export const isOut = (state: WoolyBullyState, seat: Seat): boolean => state.quits.some((q) => q.seat === seat);

/**
 * Shuffles the tiles and colours from the seed, deals the hands and draws who starts.
 * The seed is used as it is (Bluff, Bollocks and Bisley prefix theirs with the game's
 * id): tables replay from their seed, so changing this would change every recorded deal.
 */
export function setup(players: number, options: WoolyBullyOptions, seed: string): WoolyBullyState {
  const rng = createRng(seed);
  const colours = rng.shuffle([...COLOURS]).slice(0, players);
  const tiles = rng.shuffle(tilesInGame(options));
  const removed = options.aquatic && options.discard32 ? tiles.splice(0, 32) : [];
  const hands = Array.from({ length: players }, () => tiles.splice(0, 4));
  const first = rng.int(players);
  return {
    players,
    options,
    rng: rng.state(),
    colours,
    board: startBoard(),
    hands,
    bag: tiles,
    removed,
    discarded: hands.map(() => []),
    revealed: hands.map(() => false),
    quits: [],
    box: null,
    current: first,
    turn: NEW_TURN,
    idle: [],
    over: false,
    log: [],
  };
}
