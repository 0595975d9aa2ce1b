import { type Bot, createRng } from '@parlour/engine';
import { describe, expect, it } from 'vitest';
import { bisleyBots, greedy, random, solverWithin } from './bots.ts';
import { bisley } from './game.ts';
import type { BisleyMove } from './moves.ts';
import { solve } from './solver.ts';
import type { BisleyView } from './view.ts';

describe('bisley bots', () => {
  it.each(Object.keys(bisleyBots))('%s plays only legal moves through whole deals', (name) => {
    const bot = bisleyBots[name as keyof typeof bisleyBots];
    const rng = createRng(`bisley:${name}`);
    for (let deal = 0; deal < 3; deal++) {
      let state = bisley.setup(1, bisley.options.defaults, String(deal));
      while (bisley.actors(state).length > 0) {
        const legal = bisley.legalMoves(state, 0);
        const move = bot(bisley.view(state, 0), legal, rng, { ms: 200 });
        expect(legal).toContainEqual(move);
        state = bisley.play(state, 0, move).state;
      }
    }
  });

  it('the hard level (the solver, held to a node budget, not a clock) wins every deal it can solve; random and greedy few', () => {
    // A node budget rather than milliseconds: the same games however busy the machine.
    const limits = { maxNodes: 5000 };
    const players = { random, greedy, solver: solverWithin(limits) };
    const wins = { random: 0, greedy: 0, solver: 0 };
    let winnable = 0;
    for (let deal = 0; deal < 30; deal++) {
      const start = bisley.setup(1, bisley.options.defaults, String(deal));
      if (solve(start, limits).verdict === 'winnable') winnable++;
      for (const [name, bot] of Object.entries(players) as [keyof typeof wins, Bot<BisleyView, BisleyMove>][]) {
        const rng = createRng(`bisley:wins:${deal}`);
        let state = start;
        while (bisley.actors(state).length > 0) {
          const legal = bisley.legalMoves(state, 0);
          const move = bot(bisley.view(state, 0), legal, rng, { ms: 1e9 });
          expect(legal).toContainEqual(move);
          state = bisley.play(state, 0, move).state;
        }
        if (bisley.result(state)?.outcome === 'won') wins[name]++;
      }
    }
    // 27 of these 30 deals are won within the budget; random or greedy play wins almost none.
    expect(winnable).toBeGreaterThanOrEqual(20);
    expect(wins.solver).toBe(winnable);
    expect(wins.random).toBeLessThanOrEqual(winnable / 4);
    expect(wins.greedy).toBeLessThanOrEqual(winnable / 4);
  });
});
