import { isDeepStrictEqual } from 'node:util';
import { createRng } from '@parlour/engine';
import { describe, expect, it } from 'vitest';
import { sampleByBelief, truthChance } from './belief.ts';
import { sharp } from './bots.ts';
import { cardId } from './cards.ts';
import { bollocks } from './game.ts';

describe('bollocks belief sampling', () => {
  it('keeps the view, and makes the play under vote true about as often as its truth chance', () => {
    const rng = createRng('belief');
    let votes = 0;
    let made = 0;
    let expected = 0;
    for (let g = 0; g < 6; g++) {
      let state = bollocks.setup(4, {}, `belief:${g}`);
      for (let seat = bollocks.actors(state)[0]; seat !== undefined; seat = bollocks.actors(state)[0]) {
        const view = bollocks.view(state, seat);
        if (view.phase === 'vote' && view.pending && view.pending.seat !== seat && view.waiting.length === 3) {
          const imagined = sampleByBelief(view, seat, rng);
          // Others' votes already cast are imagined at random; here none is cast yet.
          expect(isDeepStrictEqual(bollocks.view(imagined, seat), view)).toBe(true);
          votes++;
          expected += truthChance(view);
          if (imagined.centre[imagined.centre.length - 1].card === cardId(view.pending.number, view.pending.suit)) made++;
        }
        state = bollocks.play(state, seat, sharp(view, [], rng, { ms: 0 })).state;
      }
    }
    expect(votes).toBeGreaterThan(100);
    expect(Math.abs(made - expected) / votes).toBeLessThan(0.1);
  });
});
