import { createRng, simulate } from '@parlour/engine';
import { describe, expect, it } from 'vitest';
import { basic, bullyBots, sharp, sharpForgetful } from './bots.ts';
import { standingByGrid } from './bots-search.ts';
import { position } from './fixture.ts';
import { bully } from './game.ts';
import { type BullyState, REMEMBERED, UP } from './state.ts';

/** Seat 1 has initiated with a joker at 7; seat 0 may answer from 6 (a 2) or 8 (a joker), both remembered. */
function answeringAJoker(): BullyState {
  const s = position({
    piles: { 7: 'X', 6: '5 2', 8: '5 X', 1: '9' },
    initiator: 1,
    faces: { 7: UP, 6: REMEMBERED, 8: REMEMBERED },
  });
  // The 2 at 6 was seen long ago; the joker at 8 a moment ago.
  const filler = Array.from({ length: 14 }, () => ({ type: 'down', seat: 1, cell: 1 }));
  return {
    ...s,
    phase: 'respond',
    bout: { used: [7], initiated: [7], responded: [], tied: false, winner: null, settle: [] },
    log: [filler],
    recent: [{ type: 'down', seat: 0, cell: 8 }],
  };
}

describe('bully bots', () => {
  it('play only legal moves, through whole games', () => {
    const rng = createRng('bots');
    for (const [name, bot] of Object.entries(bullyBots)) {
      for (let g = 0; g < 2; g++) {
        let s = bully.setup(2, bully.options.defaults, `${name}${g}`);
        while (bully.actors(s).length) {
          const seat = bully.actors(s)[0];
          const legal = bully.legalMoves(s, seat);
          const move = bot(bully.view(s, seat), legal, rng, { ms: 50 });
          expect(legal).toContainEqual(move);
          s = bully.play(s, seat, move).state;
        }
      }
    }
  });

  it('sharp answers with the card it remembers wins; the forgetful one has lost it and settles for the tie', () => {
    const s = answeringAJoker();
    const legal = bully.legalMoves(s, 0);
    expect(legal).toEqual([
      { type: 'respond', cell: 6 },
      { type: 'respond', cell: 8 },
    ]);
    const rng = createRng('answer');
    expect(sharp(bully.view(s, 0), legal, rng, { ms: 2 })).toEqual({ type: 'respond', cell: 6 });
    expect(sharpForgetful(bully.view(s, 0), legal, rng, { ms: 2 })).toEqual({ type: 'respond', cell: 8 });
  });

  it('sharp initiates with a remembered ace rather than a remembered 3', () => {
    const s = position({ piles: { 6: '5 3', 8: '5 A', 7: '9', 1: '9', 9: '9' }, faces: { 6: REMEMBERED, 8: REMEMBERED } });
    expect(sharp(bully.view(s, 0), bully.legalMoves(s, 0), createRng('a'), { ms: 2 })).toEqual({
      type: 'initiate',
      cell: 8,
    });
  });

  it('sharp wins more than half its games against basic, seats swapped', () => {
    const report = simulate(bully, {
      players: 2,
      options: bully.options.defaults,
      games: 40,
      seed: 'bots-test',
      bots: [
        { name: 'sharp', bot: sharp },
        { name: 'basic', bot: basic },
      ],
    });
    expect(report.bots[0].winRate).toBeGreaterThan(0.5);
  });

  it('the search weighs a cut-off grid by the cards each seat still has on it', () => {
    const even = standingByGrid(position({ piles: { 0: '5 5', 1: '5 5' } }));
    expect(even[0]).toBeCloseTo(0.5, 10);
    const ahead = standingByGrid(position({ piles: { 0: '2 3 4 5', 2: '6', 1: '5' } }));
    expect(ahead[0] + ahead[1]).toBeCloseTo(1, 10);
    expect(ahead[0]).toBeGreaterThan(0.75);
    const further = standingByGrid(position({ piles: { 0: '2 3 4 5 7 8 9', 2: '6', 1: '5' } }));
    expect(further[0]).toBeGreaterThan(ahead[0]);
  });
});
