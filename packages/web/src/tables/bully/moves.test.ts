import type { BullyMove } from '@parlour/games/bully';
import { describe, expect, it } from 'vitest';
import { cellMove, challengeMove, challengeSources, placeable, placement } from './moves.ts';

describe('Bully moves offered from the legal list', () => {
  it('makes a cell one click when it initiates, responds or takes a relocation', () => {
    const legal: BullyMove[] = [{ type: 'initiate', cell: 3 }, { type: 'relocate', to: 7 }, { type: 'down' }];
    expect(cellMove(legal, 3)).toEqual(legal[0]);
    expect(cellMove(legal, 7)).toEqual(legal[1]);
    expect(cellMove(legal, 4)).toBeUndefined();
  });

  it('takes a tie-breaker relocation in two clicks: from, then to', () => {
    const legal: BullyMove[] = [
      { type: 'challenge', from: 2, to: 6 },
      { type: 'challenge', from: 2, to: 8 },
      { type: 'challenge', from: 4, to: 8 },
    ];
    expect(challengeSources(legal)).toEqual([2, 4]);
    expect(challengeMove(legal, 4, 8)).toEqual(legal[2]);
    expect(challengeMove(legal, 4, 6)).toBeUndefined();
  });

  it('places the four extra cards only as a listed placement, in order', () => {
    const legal: BullyMove[] = [
      { type: 'quick' },
      { type: 'place', piles: [0, 0, 2, 4] },
      { type: 'place', piles: [0, 2, 2, 4] },
    ];
    expect([...placeable(legal)].sort()).toEqual([0, 2, 4]);
    expect(placement(legal, [0, 0, 2])).toBeUndefined();
    expect(placement(legal, [0, 2, 2, 4])).toEqual(legal[2]);
    expect(placement(legal, [4, 2, 2, 0])).toBeUndefined();
  });
});
