import type { BisleyMove } from '@parlour/games/bisley';
import { describe, expect, it } from 'vitest';
import { homeMove, movable, moveTo, targetsFrom } from './moves.ts';

const legal: BisleyMove[] = [
  { type: 'foundation', from: 2, pile: 'ace' },
  { type: 'build', from: 2, to: 7 },
  { type: 'build', from: 5, to: 2 },
  { type: 'foundation', from: 9, pile: 'king' },
];

describe('Bisley moves offered from the legal list', () => {
  it('gathers a column’s targets', () => {
    expect(targetsFrom(legal, 2)).toEqual({ piles: ['ace'], columns: [7] });
    expect(targetsFrom(legal, 4)).toEqual({ piles: [], columns: [] });
  });

  it('offers only columns with a legal move', () => {
    expect([0, 2, 5, 9].map((c) => movable(legal, c))).toEqual([false, true, true, true]);
  });

  it('finds the move for a drop, or none', () => {
    expect(moveTo(legal, 2, { column: 7 })).toEqual(legal[1]);
    expect(moveTo(legal, 2, { pile: 'king' })).toBeUndefined();
    expect(moveTo(legal, 5, { column: 7 })).toBeUndefined();
  });

  it('auto-plays home moves but leaves starting a king pile to the player', () => {
    expect(homeMove(legal, () => false)).toEqual(legal[0]);
    expect(homeMove([legal[3]], (m) => m.from === 9)).toBeUndefined();
  });
});
