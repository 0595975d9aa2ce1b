/** The bots: legal moves only, from the view; sharp's quitting. */
import { type Bot, createRng, flatBot, simulate } from '@parlour/engine';
import { describe, expect, it } from 'vitest';
import { basicBot, sharpBot, woolyBullyBots } from './bots.ts';
import { flat, woolyBullyFlatSpec } from './bots-search.ts';
import { woolyBully as game } from './game.ts';
import { hide } from './hide.ts';
import type { WoolyBullyMove } from './moves.ts';
import type { WoolyBullyState } from './state.ts';
import type { WoolyBullyView } from './view.ts';

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

  /** The flat search at a fixed sample count, with no clock: the same decisions on any machine. */
  const unclocked = flatBot(woolyBullyFlatSpec, { samples: 4 });
  const fixed: Bot<WoolyBullyView, WoolyBullyMove> = (view, legal, rng) => unclocked(view, legal, rng, { ms: 1e9 });

  it('flat (hard) plays only legal moves through a whole game', () => {
    const rng = createRng('legal:flat');
    let s = game.setup(4, BASE, 'legal:flat');
    while (!s.over) {
      const seat = s.current;
      const legal = game.legalMoves(s, seat);
      const move =
        seat === 0 ? flat(game.view(s, seat), [], rng, { ms: 20 }) : sharpBot(game.view(s, seat), legal, rng, { ms: 20 });
      expect(legal).toContainEqual(move);
      s = game.play(s, seat, move).state;
    }
    expect(game.result(s)).not.toBeNull();
  });

  it('flat decides from its view alone: re-dealing what its seat cannot see changes no decision', () => {
    const rng = createRng('view:flat');
    let s = game.setup(4, BASE, 'view:flat');
    let searched = 0;
    while (!s.over) {
      const seat = s.current;
      if (seat === 0) {
        const hidden = hide(s, seat, rng);
        const seen = fixed(game.view(s, seat), [], createRng(`same:${searched}`), { ms: 0 });
        const again = fixed(JSON.parse(JSON.stringify(game.view(hidden, seat))), [], createRng(`same:${searched}`), { ms: 0 });
        expect(again).toEqual(seen);
        searched++;
      }
      s = game.play(s, seat, sharpBot(game.view(s, seat), game.legalMoves(s, seat), rng, { ms: 20 })).state;
    }
    expect(searched).toBeGreaterThan(20);
  });

  it('flat at a fixed sample count beats three basics decisively', () => {
    const report = simulate(game, {
      players: 4,
      options: BASE,
      games: 8,
      seed: 'flat-vs-basic',
      bots: [
        { name: 'flat', bot: fixed },
        { name: 'basic', bot: basicBot },
        { name: 'basic', bot: basicBot },
        { name: 'basic', bot: basicBot },
      ],
    });
    // A quarter is the fair share.
    expect(report.bots[0].wins).toBeGreaterThanOrEqual(6);
  });
});
