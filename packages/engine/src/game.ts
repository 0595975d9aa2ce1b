import type { ZodType } from 'zod';
import { RuleError } from './errors.ts';
import type { OptionsSpec } from './options.ts';
import type { Rng } from './rng.ts';

export type Seat = number;

/** Who may see an event: everyone, or only the listed seats (spectators see only 'all'). */
export type Audience = 'all' | readonly Seat[];

export interface GameEvent {
  readonly type: string;
  readonly to: Audience;
  readonly [field: string]: unknown;
}

/** The outcome of a finished game. */
export interface Result {
  /** Per seat: 1 is best; tied seats share a place. */
  readonly places: readonly number[];
  /** Per seat: the game's own score (cards left, points, cards on foundations...). */
  readonly scores: readonly number[];
  /** For one-player games: whether the player won. */
  readonly outcome?: 'won' | 'lost';
  /** Anything else the game reports (moves made, tie-breaks...). */
  readonly details?: Readonly<Record<string, unknown>>;
}

/**
 * The contract every game keeps (see docs/architecture.md). Everything is pure and
 * deterministic; all chance comes from an RNG whose state lives inside `S`.
 */
export interface Game<S, M, V, O> {
  readonly id: string;
  readonly title: string;
  readonly players: { readonly min: number; readonly max: number };
  readonly options: OptionsSpec<O>;
  readonly moveSchema: ZodType<M>;
  /** Most moves a game with these settings can last; the test kit holds every game to it. */
  maxMoves(players: number, options: O): number;
  setup(players: number, options: O, seed: string): S;
  /** Who may act now; several during a simultaneous decision; [] once over. */
  actors(state: S): readonly Seat[];
  /** Every legal move of that seat; [] when it is not an actor. */
  legalMoves(state: S, seat: Seat): readonly M[];
  play(state: S, seat: Seat, move: M): { state: S; events: GameEvent[] };
  /** All that seat may know; null is a spectator. */
  view(state: S, seat: Seat | null): V;
  /** A full state consistent with that view (for bots that imagine the hidden part). */
  sample(view: V, seat: Seat | null, rng: Rng): S;
  /** The move played when that seat's clock runs out; legal whenever seat is an actor. */
  timeout(state: S, seat: Seat): M;
  /**
   * Games where a turn is several moves of one seat: whether no move of the current turn
   * has been made yet. A turn whose clock runs out is finished with timeout moves up to
   * the next turn's start, and counts as one missed turn. Without it, a turn lasts while
   * the seat stays an actor (one move at a one-seat table).
   */
  turnStart?(state: S): boolean;
  /** A uniformly random legal move, without listing them all. */
  randomMove?(state: S, seat: Seat, rng: Rng): M;
  /**
   * Nothing hidden and nothing left to chance once dealt (a patience laid out face up):
   * `sample` gives back the state itself, and a move from a state always leads to the same
   * state (the test kit checks the first; its replay check, the second). The search then
   * imagines the state once and keeps its tree as numbers (search/open.ts).
   */
  readonly perfectInformation?: boolean;
  result(state: S): Result | null;
}

// biome-ignore lint/suspicious/noExplicitAny: a registry holds games of every type
export type AnyGame = Game<any, any, any, any>;

/**
 * A bot sees what a player sees: its view (which names its seat) and its legal moves.
 * A bot marked `ownMoves` works its move out from the view alone and is handed an empty
 * list: listing every legal move can cost far more than choosing one (a Bluff hand of 30
 * cards has over 30,000 declarations).
 */
export type Bot<V, M> = ((view: V, legal: readonly M[], rng: Rng, budget: Budget) => M) & { readonly ownMoves?: boolean };

/** Marks a bot as one that works out its own moves from the view (see Bot). */
export function ownMoves<V, M>(bot: (view: V, legal: readonly M[], rng: Rng, budget: Budget) => M): Bot<V, M> {
  return Object.assign(bot, { ownMoves: true });
}

const NO_MOVES: readonly never[] = Object.freeze([]);

/** The legal list a bot is handed: none for a bot that works out its own moves. */
export function legalFor<S, M>(game: Game<S, M, unknown, unknown>, state: S, seat: Seat, bot: Bot<never, M>): readonly M[] {
  return bot.ownMoves ? NO_MOVES : game.legalMoves(state, seat);
}

export interface Budget {
  /** Milliseconds the bot may think. */
  readonly ms: number;
}

/** Refuses a move from a seat that may not act now. */
export function requireActor(actors: readonly Seat[], seat: Seat): void {
  if (actors.length === 0) throw new RuleError('game-over', 'The game is over.');
  if (!actors.includes(seat)) throw new RuleError('not-your-turn', 'It is not your turn.');
}

/** Checks a seat count against the game's range. */
export function requirePlayers(game: { players: { min: number; max: number } }, players: number): void {
  if (!Number.isInteger(players) || players < game.players.min || players > game.players.max) {
    const range = game.players.min === game.players.max ? `${game.players.min}` : `${game.players.min}-${game.players.max}`;
    throw new RuleError('bad-players', `This game is for ${range} players, not ${players}.`);
  }
}

/** Parses a move from the wire with the game's schema. */
export function parseMove<M>(game: { moveSchema: ZodType<M> }, raw: unknown): M {
  const parsed = game.moveSchema.safeParse(raw);
  if (!parsed.success) throw new RuleError('bad-move', `Malformed move: ${parsed.error.issues[0].message}`);
  return parsed.data;
}

/** Whether an event goes to that seat (null: a spectator). */
export function canSee(event: GameEvent, seat: Seat | null): boolean {
  return event.to === 'all' || (seat !== null && event.to.includes(seat));
}

/** The credit a seat earns for a result: 1 for a win, shared on ties; for solitaire, a won game. */
export function winCredit(result: Result, seat: Seat): number {
  if (result.places.length === 1) return result.outcome === 'won' ? 1 : 0;
  if (result.places[seat] !== 1) return 0;
  return 1 / result.places.filter((p) => p === 1).length;
}
