import type { Game, Result, Seat } from '../game.ts';
import { randomLegalMove } from '../playout.ts';
import { createRng, type Rng, rngFrom } from '../rng.ts';
import type { Candidate } from './tree.ts';

/**
 * What the search needs of a game beyond its contract; every field has a plain default,
 * so `{ game }` alone searches any game.
 */
export interface SearchSpec<S, M, V> {
  readonly game: Game<S, M, V, unknown>;
  /**
   * The moves a seat weighs at a node of the tree, the likeliest best first (the search
   * widens to the later ones as the node gathers visits). Default: the playout policy's
   * move, then the other legal moves, or random ones when there are more than
   * MAX_CANDIDATES. A game whose lists run to thousands (a Bluff hand) gives its own list.
   */
  candidates?(state: S, seat: Seat, rng: Rng): readonly M[];
  /**
   * A full state consistent with the view, drawn as this game's players make it likely
   * (what was just declared is more often true than a uniform deal says). Default: `game.sample`.
   */
  sample?(view: V, seat: Seat, rng: Rng): S;
  /** A seat's move in a playout, from the full imagined state. Default: uniformly random. */
  playout?(state: S, seat: Seat, rng: Rng): M;
  /** Playout moves before the state is evaluated instead of played to its end. Default: none. */
  readonly horizon?: number;
  /** Per seat, a value in [0, 1] for an unfinished state cut off at the horizon. */
  evaluate?(state: S): readonly number[];
  /** Per seat, a value in [0, 1] for a result. Default: win credit (for one player, a share for the score). */
  reward?(result: Result): readonly number[];
}

/** More legal moves than this and the default candidates are a sample of them. */
export const MAX_CANDIDATES = 32;

/** The candidates' rng as it starts (made once: a seed costs a hash and a dozen draws). */
const CANDIDATE_SEED = createRng('candidates').state();

export function playoutMove<S, M, V>(spec: SearchSpec<S, M, V>, state: S, seat: Seat, rng: Rng): M {
  return spec.playout ? spec.playout(state, seat, rng) : randomLegalMove(spec.game, state, seat, rng);
}

/**
 * A node's candidates, the same for the same state: each is drawn with an rng of its own
 * (a fixed seed), so that the order widening follows does not change from one visit to
 * the next when the policy breaks ties at random.
 */
export function candidateMoves<S, M, V>(spec: SearchSpec<S, M, V>, state: S, seat: Seat, limit: number): readonly M[] {
  if (!spec.candidates) {
    const first = playoutMove(spec, state, seat, rngFrom(CANDIDATE_SEED));
    // The policy's move alone needs no key: keys only tell the rest from it.
    if (limit <= 1) return [first];
    // Nor when the policy picked the very object listed (a game that lists each move once):
    // it is told from the rest by identity.
    const legal = spec.game.legalMoves(state, seat);
    if (legal.length <= MAX_CANDIDATES && legal.includes(first)) {
      const out = [first];
      for (let i = 0; i < legal.length && out.length < limit; i++) if (legal[i] !== first) out.push(legal[i]);
      return out;
    }
  }
  return keyedCandidates(spec, state, seat, limit).map((c) => c.move);
}

/**
 * The candidates with their keys (a move's JSON), as the tree finds its edges by them:
 * each move is written out once, and only the first `limit` of them.
 */
export function keyedCandidates<S, M, V>(spec: SearchSpec<S, M, V>, state: S, seat: Seat, limit: number): Candidate<M>[] {
  const rng = rngFrom(CANDIDATE_SEED);
  if (spec.candidates)
    return spec
      .candidates(state, seat, rng)
      .slice(0, limit)
      .map((move) => ({ key: JSON.stringify(move), move }));
  const first = playoutMove(spec, state, seat, rng);
  const firstKey = JSON.stringify(first);
  const out = [{ key: firstKey, move: first }];
  // A node not yet widened weighs the policy's move alone: no need to list the rest.
  if (limit <= 1) return out;
  const legal = spec.game.legalMoves(state, seat);
  const rest = legal.length <= MAX_CANDIDATES ? legal : Array.from({ length: MAX_CANDIDATES - 1 }, () => rng.pick(legal));
  for (const move of rest) {
    if (out.length >= limit) break;
    const key = JSON.stringify(move);
    if (key !== firstKey) out.push({ key, move });
  }
  return out;
}
