import type { Game } from './game.ts';

/** A named figure-maker for `npm run bench`: prints what it measures, asserts nothing. */
export interface Benchmark {
  readonly name: string;
  run(settings: { quick: boolean }): Record<string, number | string>;
}

import { randomPlayout } from './playout.ts';
import { createRng } from './rng.ts';

/** Random playouts through the contract for `ms` milliseconds: moves per second on one core. */
export function playoutRate<S, M, O>(
  game: Game<S, M, unknown, O>,
  players: number,
  options: O,
  ms = 2000,
): { games: number; moves: number; movesPerSecond: number; movesPerCpuSecond: number } {
  const rng = createRng(`bench:${game.id}`);
  let moves = 0;
  let games = 0;
  // A short warm-up lets the JIT settle before the clock starts.
  for (let i = 0; i < 50; i++) randomPlayout(game, players, options, `warm${i}`, rng, false);
  const start = performance.now();
  const cpu = process.cpuUsage();
  let now = start;
  while (now - start < ms) {
    moves += randomPlayout(game, players, options, `bench${games}`, rng, false).count;
    games++;
    now = performance.now();
  }
  const used = process.cpuUsage(cpu);
  // CPU time says what one core does even when other work shares the machine.
  return {
    games,
    moves,
    movesPerSecond: moves / ((now - start) / 1000),
    movesPerCpuSecond: moves / ((used.user + used.system) / 1e6),
  };
}
