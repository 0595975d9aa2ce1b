import { isDeepStrictEqual } from 'node:util';
import { createRng } from '@parlour/engine';
import { describe, expect, it } from 'vitest';
import { sampleByBelief, truthChance } from './belief.ts';
import { sharp } from './bots.ts';
import { rankOfCard } from './cards.ts';
import { bluff } from './game.ts';

describe('bluff belief sampling', () => {
  it('keeps the view, and makes open claims true about as often as their truth chance', () => {
    const rng = createRng('belief');
    let windows = 0;
    let made = 0;
    let expected = 0;
    for (let g = 0; g < 6; g++) {
      let state = bluff.setup(4, { bullets: false }, `belief:${g}`);
      for (let seat = bluff.actors(state)[0]; seat !== undefined; seat = bluff.actors(state)[0]) {
        const view = bluff.view(state, seat);
        if (view.phase === 'call' && view.claim && view.claim.seat !== seat) {
          const imagined = sampleByBelief(view, seat, rng);
          expect(isDeepStrictEqual(bluff.view(imagined, seat), view)).toBe(true);
          const top = imagined.pile[imagined.pile.length - 1].cards;
          windows++;
          expected += truthChance(view);
          if (top.every((c) => rankOfCard(c) === view.claim?.rank)) made++;
        }
        state = bluff.play(state, seat, sharp(view, [], rng, { ms: 0 })).state;
      }
    }
    expect(windows).toBeGreaterThan(100);
    // A uniform deal makes a claim true far less often than this.
    expect(Math.abs(made - expected) / windows).toBeLessThan(0.1);
  });
});
