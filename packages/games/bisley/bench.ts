import type { Benchmark } from '@parlour/engine';
import { solveDeal, summarise } from './survey.ts';

/** The solver over consecutive seeds from 0: how many it decides, and the time per deal. */
export const bisleyBenchmarks: Benchmark[] = [
  {
    name: 'solver',
    run({ quick }) {
      const deals = quick ? 1000 : 10_000;
      const verdicts = Array.from({ length: deals }, (_, seed) => solveDeal(String(seed), 60_000));
      const { winnable, undecided, ms } = summarise(0, verdicts);
      return { deals: `0..${deals - 1}`, winnable, undecided, 'median ms': ms.median, 'p99 ms': ms.p99, 'max ms': ms.max };
    },
  },
];
