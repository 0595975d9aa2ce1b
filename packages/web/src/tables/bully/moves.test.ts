import type { BullyMove, BullyView } from '@parlour/games/bully';
import { describe, expect, it } from 'vitest';
import { cellMove, challengeMove, challengeSources, placeable, placement, settingUp } from './moves.ts';

describe('Bully moves offered from the legal list and the view', () => {
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

  it('works set-up out from the view: own piles, four of them in order, or quick', () => {
    const cells = [0, 1, 0, 1, 0].map((owner) => ({ owner }));
    const view = { phase: 'place', cells } as unknown as BullyView;
    expect(settingUp(view, 0, [0, 1])).toBe(true);
    expect(settingUp(view, 0, [1])).toBe(false);
    expect(settingUp(view, null, [0, 1])).toBe(false);
    expect(settingUp({ ...view, phase: 'initiate' } as BullyView, 0, [0])).toBe(false);
    expect([...placeable(view, 0)]).toEqual([0, 2, 4]);
    expect([...placeable(view, 1)]).toEqual([1, 3]);
    expect(placement([0, 0, 2])).toBeUndefined();
    expect(placement([4, 2, 2, 0])).toEqual({ type: 'place', piles: [4, 2, 2, 0] });
  });
});
