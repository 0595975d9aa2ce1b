import { type Benchmark, createRng, quantile } from '@parlour/engine';
import { basic, sharp } from './bots.ts';
import { bully } from './game.ts';
import type { BullyMove } from './moves.ts';

/** `sharp`'s time per decision, over games it plays against `basic` (decisions with one choice skipped). */
export const bullyBenchmarks: Benchmark[] = [
  {
    name: 'sharp decision',
    run({ quick }) {
      const games = quick ? 20 : 200;
      const rng = createRng('bench:bully:sharp');
      const times: number[] = [];
      for (let g = 0; g < games; g++) {
        let state = bully.setup(2, bully.options.defaults, `sharp${g}`);
        while (bully.actors(state).length > 0) {
          const seat = bully.actors(state)[0];
          const legal = bully.legalMoves(state, seat);
          const view = bully.view(state, seat);
          let move: BullyMove;
          if (seat === g % 2 && legal.length > 1 && legal.length < 10001) {
            const start = performance.now();
            move = sharp(view, legal, rng, { ms: 2 });
            times.push(performance.now() - start);
          } else move = basic(view, legal, rng, { ms: 2 });
          state = bully.play(state, seat, move).state;
        }
      }
      return {
        decisions: times.length,
        'median ms': quantile(times, 0.5),
        'p99 ms': quantile(times, 0.99),
        'max ms': Math.max(...times),
      };
    },
  },
];
