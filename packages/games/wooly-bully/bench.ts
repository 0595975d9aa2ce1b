import { type Benchmark, createRng, quantile, randomLegalMove } from '@parlour/engine';
import { basicBot, sharpBot } from './bots.ts';
import { woolyBully as game } from './game.ts';
import type { WoolyBullyOptions } from './options.ts';

const BASE: WoolyBullyOptions = game.options.defaults;

/** Random playouts through the contract, counting the placements (landscape, character, shepherd). */
function placementRate(options: WoolyBullyOptions, ms: number): Record<string, number> {
  const rng = createRng('bench:wooly-bully');
  let placements = 0;
  let moves = 0;
  let games = 0;
  // A short warm-up lets the JIT settle before the clock starts.
  for (let i = 0; i < 30; i++) {
    let state = game.setup(4, options, `warm${i}`);
    while (!state.over) state = game.play(state, state.current, randomLegalMove(game, state, state.current, rng)).state;
  }
  const start = performance.now();
  const cpu = process.cpuUsage();
  while (performance.now() - start < ms) {
    let state = game.setup(4, options, `bench${games++}`);
    while (!state.over) {
      const seat = state.current;
      const move = randomLegalMove(game, state, seat, rng);
      if (move.type === 'place' || move.type === 'character' || move.type === 'reveal') placements++;
      state = game.play(state, seat, move).state;
      moves++;
    }
  }
  const seconds = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuSeconds = (used.user + used.system) / 1e6;
  // Per CPU second as well: on a shared machine the wall clock also counts other work.
  return {
    'placements/s': Math.round(placements / seconds),
    'placements/cpu-s': Math.round(placements / cpuSeconds),
    'moves/s': Math.round(moves / seconds),
    games,
  };
}

/** Sharp against three basic bots: the time of each of its decisions, and the largest hand it held. */
function sharpTimes(options: WoolyBullyOptions, games: number): Record<string, number> {
  const rng = createRng('bench:sharp');
  const times: number[] = [];
  const cpuTimes: number[] = [];
  let largestHand = 0;
  for (let g = 0; g < games; g++) {
    let state = game.setup(4, options, `sharp${g}`);
    const sharpSeat = g % 4;
    while (!state.over) {
      const seat = state.current;
      const view = game.view(state, seat);
      const legal = game.legalMoves(state, seat);
      let move: ReturnType<typeof sharpBot>;
      if (seat === sharpSeat) {
        largestHand = Math.max(largestHand, view.hand?.length ?? 0);
        const t = performance.now();
        const cpu = process.cpuUsage();
        move = sharpBot(view, legal, rng, { ms: 100 });
        times.push(performance.now() - t);
        const used = process.cpuUsage(cpu);
        cpuTimes.push((used.user + used.system) / 1000);
      } else move = basicBot(view, legal, rng, { ms: 100 });
      state = game.play(state, seat, move).state;
    }
  }
  return {
    decisions: times.length,
    'largest hand': largestHand,
    'median ms': quantile(times, 0.5),
    'p99 ms': quantile(times, 0.99),
    'max ms': Math.max(...times),
    'p99 cpu-ms': quantile(cpuTimes, 0.99),
    'max cpu-ms': Math.max(...cpuTimes),
  };
}

export const woolyBullyBenchmarks: Benchmark[] = [
  { name: 'random placements (4p)', run: ({ quick }) => placementRate(BASE, quick ? 500 : 2000) },
  { name: 'random placements (4p, aquatic)', run: ({ quick }) => placementRate({ ...BASE, aquatic: true }, quick ? 500 : 2000) },
  { name: 'sharp decision time', run: ({ quick }) => sharpTimes(BASE, quick ? 10 : 50) },
  { name: 'sharp decision time (aquatic)', run: ({ quick }) => sharpTimes({ ...BASE, aquatic: true }, quick ? 10 : 50) },
];
