import { createRng } from '@parlour/engine';
import { describe, expect, it } from 'vitest';
import { bisleyBots } from './bots.ts';
import { bisley } from './game.ts';
import { solveDeal } from './survey.ts';

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

  it('solver wins the deals its solver finds winnable quickly; greedy wins fewer', () => {
    const rng = createRng('bisley:wins');
    const play = (name: 'solver' | 'greedy', seed: string) => {
      let state = bisley.setup(1, bisley.options.defaults, seed);
      while (bisley.actors(state).length > 0) {
        const legal = bisley.legalMoves(state, 0);
        state = bisley.play(state, 0, bisleyBots[name](bisley.view(state, 0), legal, rng, { ms: 200 })).state;
      }
      return bisley.result(state)?.outcome === 'won';
    };
    let winnable = 0;
    let solved = 0;
    let greedy = 0;
    for (let deal = 0; deal < 12; deal++) {
      if (solveDeal(String(deal), 200).verdict !== 'winnable') continue;
      winnable++;
      if (play('solver', String(deal))) solved++;
      if (play('greedy', String(deal))) greedy++;
    }
    expect(winnable).toBeGreaterThan(5);
    expect(solved).toBe(winnable);
    expect(greedy).toBeLessThan(solved);
  });
});
