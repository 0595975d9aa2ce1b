/** Placings counted without listing agree with the list, whichever way a board's surroundings were kept. */
import { createRng } from '@parlour/engine';
import { describe, expect, it } from 'vitest';
import { type Board, surroundings } from './board.ts';
import { woolyBully as game } from './game.ts';
import { countLandscapePlacings, landscapePlacings, nthLandscapePlacing } from './placing.ts';

const BASE = { aquatic: false, discard32: false, waterproofWool: false };

/** The same board with nothing derived kept beside it, as after a JSON round trip. */
const fresh = (board: Board): Board => JSON.parse(JSON.stringify(board));

const sorted = <T>(entries: Iterable<[number, T]>) => [...entries].sort((a, b) => a[0] - b[0]);

describe('surroundings and placings', () => {
  it('a board that took its parent’s surroundings over matches one rebuilt from its cells', () => {
    const rng = createRng('placing');
    for (const options of [BASE, { ...BASE, aquatic: true }]) {
      let state = game.setup(4, options, 'placing');
      let boards = 0;
      while (!state.over) {
        const before = state.board;
        state = game.play(state, state.current, game.randomMove!(state, state.current, rng)).state;
        if (state.board === before) continue;
        boards++;
        const kept = surroundings(state.board);
        const rebuilt = surroundings(fresh(state.board));
        expect(sorted(kept.index)).toEqual(sorted(rebuilt.index));
        expect(sorted(kept.demand)).toEqual(sorted(rebuilt.demand));
        expect(sorted(kept.multi)).toEqual(sorted(rebuilt.multi));
        expect([...kept.single]).toEqual([...rebuilt.single]);
        // The parent gave its surroundings away; asked again, it rebuilds them.
        expect(surroundings(before).index.size).toBe(before.cells.length);
      }
      expect(boards).toBeGreaterThan(3);
    }
  });

  it('counts every listed placing, and the i-th placing is the i-th of the list by layout', () => {
    const rng = createRng('placing:count');
    let state = game.setup(4, { ...BASE, aquatic: true }, 'placing:count');
    let checked = 0;
    while (!state.over && checked < 40) {
      const hand = state.hands[state.current];
      const listed = landscapePlacings(state.board, hand);
      const n = countLandscapePlacings(state.board, hand);
      expect(n).toBe(listed.length);
      const named = Array.from({ length: n }, (_, i) => nthLandscapePlacing(state.board, hand, i));
      const id = (p: (typeof listed)[number]) => `${p.tile}/${p.o.face}/${p.o.rot}/${p.key}`;
      expect(named.map(id)).toEqual(listed.map(id));
      checked++;
      state = game.play(state, state.current, game.randomMove!(state, state.current, rng)).state;
    }
    expect(checked).toBeGreaterThan(10);
  });
});
