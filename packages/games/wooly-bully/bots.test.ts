/** The bots: legal moves only, from the view; sharp's quitting. */
import { createRng } from '@parlour/engine';
import { describe, expect, it } from 'vitest';
import { sharpBot, woolyBullyBots } from './bots.ts';
import { woolyBully as game } from './game.ts';
import type { WoolyBullyState } from './state.ts';

const BASE = { aquatic: false, discard32: false, waterproofWool: false };

describe('wooly bully bots', () => {
  it('play only legal moves, through whole games', () => {
    const rng = createRng('bots');
    for (const options of [BASE, { ...BASE, aquatic: true }]) {
      let s = game.setup(4, options, 'bots');
      const seats = Object.values(woolyBullyBots);
      while (!s.over) {
        const seat = s.current;
        const legal = game.legalMoves(s, seat);
        const move = seats[seat % seats.length](game.view(s, seat), legal, rng, { ms: 100 });
        expect(legal).toContainEqual(move);
        s = game.play(s, seat, move).state;
      }
    }
  });

  /** The opening position with the bag emptied into what was set aside, or left full. */
  const opening = (bagEmpty: boolean): WoolyBullyState => {
    const s = game.setup(4, BASE, 'quit');
    return bagEmpty ? { ...s, bag: [], removed: s.bag } : s;
  };

  it('sharp quits when the bonus beats what it can still gain, and not while the bag is full', () => {
    const rng = createRng('quit');
    const ask = (s: WoolyBullyState) => sharpBot(game.view(s, s.current), game.legalMoves(s, s.current), rng, { ms: 100 });
    // Nothing of its own on the board and nothing left to draw: +6 now is worth more.
    expect(ask(opening(true))).toEqual({ type: 'quit' });
    // A full bag holds more than the bonus.
    expect(ask(opening(false)).type).not.toBe('quit');
  });
});
