import type { Seat } from '../game.ts';
import type { Rng } from '../rng.ts';
import { defaultReward } from './rewards.ts';
import { playoutMove, type SearchSpec } from './spec.ts';

/** The parts of an iteration every search shares: imagine a state, whose turn, play out. */

export interface SearchLimits {
  /** Stop at this time (performance.now()). */
  readonly deadline: number;
  /** Stop after this many iterations (a fixed count makes the decision reproducible). */
  readonly iterations: number;
}

/** Whether a search with these limits runs another iteration (it always runs one). */
export function goesOn(iterations: number, limits: SearchLimits): boolean {
  return iterations < limits.iterations && (iterations === 0 || performance.now() < limits.deadline);
}

/**
 * In a simultaneous decision the searcher decides last: the others' choices reach it only
 * as the events it is shown (a vote cast, not which), so neither side's choice can depend
 * on the other's.
 */
export function actorOf(actors: readonly Seat[], me: Seat): Seat {
  for (const seat of actors) if (seat !== me) return seat;
  return actors[0];
}

/**
 * A full state drawn from the view (the spec's sampler), with the others still to decide
 * alongside the searcher already decided by the playout policy, unseen by it.
 */
export function imagine<S, M, V>(spec: SearchSpec<S, M, V>, view: V, me: Seat, rng: Rng): S {
  const { game } = spec;
  let state = spec.sample ? spec.sample(view, me, rng) : game.sample(view, me, rng);
  for (let actors = game.actors(state); actors.length > 1 && actors.includes(me); actors = game.actors(state)) {
    const seat = actorOf(actors, me);
    if (seat === me) break;
    state = game.play(state, seat, playoutMove(spec, state, seat, rng)).state;
  }
  return state;
}

/** Plays on by the playout policy to the end or the horizon; each seat's value. */
export function rollout<S, M, V>(spec: SearchSpec<S, M, V>, start: S, rng: Rng): readonly number[] {
  const { game } = spec;
  const horizon = spec.evaluate ? (spec.horizon ?? Number.POSITIVE_INFINITY) : Number.POSITIVE_INFINITY;
  let state = start;
  for (let n = 0; ; n++) {
    const actors = game.actors(state);
    if (actors.length === 0) break;
    if (n >= horizon && spec.evaluate) return spec.evaluate(state);
    const seat = actors.length === 1 ? actors[0] : rng.pick(actors);
    state = game.play(state, seat, playoutMove(spec, state, seat, rng)).state;
  }
  const result = game.result(state);
  if (!result) throw new Error(`${game.id}: no result at the end of a playout`);
  return (spec.reward ?? defaultReward)(result);
}
