import type { Game, Seat } from '../game.ts';
import { randomLegalMove } from '../playout.ts';
import { createRng } from '../rng.ts';
import { search } from './ismcts.ts';
import type { SearchSpec } from './spec.ts';

export interface SearchSpeed {
  /** Bare random playouts (sample, then random moves to the end) per CPU second. */
  readonly playoutsPerSecond: number;
  /** Search iterations per CPU second with random playouts: what the search machinery costs. */
  readonly randomIterationsPerSecond: number;
  /** A search iteration's cost over a bare playout from the same position (target: at most 1.5). */
  readonly overhead: number;
  /** Iterations per CPU second of the game's own search spec (its policies and horizon). */
  readonly iterationsPerSecond: number;
}

const cpuSeconds = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
};

/** Rounds of each measure; each figure is its best round. */
const ROUNDS = 3;

/**
 * Search speed on one core from the deal's first decision: bare playouts, iterations of
 * a search with random playouts, and iterations of the game's own spec, `ms` each. On a
 * shared machine a core's speed moves by a factor of two within minutes, so the three take
 * turns for a few rounds and each counts its best: a busy neighbour only ever slows a
 * round, and the ratio compares the two at their best rather than at different moments.
 */
export function searchSpeed<S, M, V>(spec: SearchSpec<S, M, V>, players: number, ms: number): SearchSpeed {
  const game = spec.game as Game<S, M, V, unknown>;
  const state = game.setup(players, game.options.defaults, 'search speed');
  const me: Seat = game.actors(state)[0];
  const view = game.view(state, me);
  const rng = createRng('search speed');
  const playoutsFor = (span: number) => {
    let playouts = 0;
    for (const end = performance.now() + span; performance.now() < end; playouts++) {
      let s = game.sample(view, me, rng);
      for (let actors = game.actors(s); actors.length > 0; actors = game.actors(s)) {
        const seat = actors.length === 1 ? actors[0] : rng.pick(actors);
        s = game.play(s, seat, randomLegalMove(game, s, seat, rng)).state;
      }
    }
    return playouts;
  };
  const searchFor = (which: SearchSpec<S, M, V>, span: number) =>
    search(which, view, me, rng, { deadline: performance.now() + span, iterations: Number.POSITIVE_INFINITY }).iterations;
  const perCpuSecond = (count: () => number) => {
    const since = process.cpuUsage();
    const n = count();
    return n / cpuSeconds(since);
  };
  // A warm-up of each lets the JIT settle before the clocks start.
  playoutsFor(ms / 4);
  searchFor({ game }, ms / 4);
  searchFor(spec, ms / 4);
  let playoutsPerSecond = 0;
  let randomIterationsPerSecond = 0;
  let iterationsPerSecond = 0;
  for (let round = 0; round < ROUNDS; round++) {
    playoutsPerSecond = Math.max(
      playoutsPerSecond,
      perCpuSecond(() => playoutsFor(ms)),
    );
    randomIterationsPerSecond = Math.max(
      randomIterationsPerSecond,
      perCpuSecond(() => searchFor({ game }, ms)),
    );
    iterationsPerSecond = Math.max(
      iterationsPerSecond,
      perCpuSecond(() => searchFor(spec, ms)),
    );
  }
  return {
    playoutsPerSecond,
    randomIterationsPerSecond,
    overhead: playoutsPerSecond / randomIterationsPerSecond,
    iterationsPerSecond,
  };
}
