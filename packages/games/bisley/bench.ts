import { type Benchmark, quantile } from '@parlour/engine';
import { bisley } from './game.ts';
import { solve } from './solver.ts';

/** The solver over consecutive seeds: how many it decides, and the time per deal. */
export const bisleyBenchmarks: Benchmark[] = [
  {
    name: 'solver',
    run({ quick }) {
      const deals = quick ? 1000 : 10_000;
      const times: number[] = [];
      let winnable = 0;
      let undecided = 0;
      for (let seed = 0; seed < deals; seed++) {
        const { verdict, ms } = solve(bisley.setup(1, bisley.options.defaults, String(seed)), { timeoutMs: 60_000 });
        times.push(ms);
        if (verdict === 'winnable') winnable++;
        if (verdict === 'undecided') undecided++;
      }
      return {
        deals: `0..${deals - 1}`,
        winnable,
        undecided,
        'median ms': quantile(times, 0.5),
        'p99 ms': quantile(times, 0.99),
        'max ms': Math.max(...times),
      };
    },
  },
];
