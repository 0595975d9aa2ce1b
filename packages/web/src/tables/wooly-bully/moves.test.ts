import type { WoolyBullyMove } from '@parlour/games/wooly-bully';
import { describe, expect, it } from 'vitest';
import { cellsFor, orientations, placingsOf, playableTiles } from './moves.ts';

const legal: WoolyBullyMove[] = [
  { type: 'place', tile: 'L01', face: 0, rot: 0, x: 0, y: -1 },
  { type: 'place', tile: 'L01', face: 0, rot: 1, x: 1, y: 0 },
  { type: 'place', tile: 'L01', face: 1, rot: 0, x: 0, y: -1 },
  { type: 'character', tile: 'W1', x: 2, y: 0 },
  { type: 'reveal', rot: 2, x: -1, y: 0 },
  { type: 'end' },
  { type: 'quit' },
];

describe('Wooly Bully placements offered from the legal list', () => {
  it('knows which tiles in hand can go somewhere', () => {
    expect([...playableTiles(legal)]).toEqual(['L01', 'W1']);
  });

  it('lists each face and rotation once, then the cells for the one chosen', () => {
    const placings = placingsOf(legal, { kind: 'tile', tile: 'L01' });
    expect(orientations(placings)).toEqual([
      { face: 0, rot: 0 },
      { face: 0, rot: 1 },
      { face: 1, rot: 0 },
    ]);
    expect(cellsFor(placings, { face: 0, rot: 1 }).map((m) => [m.x, m.y])).toEqual([[1, 0]]);
  });

  it('treats revealing as laying the shepherd', () => {
    const placings = placingsOf(legal, { kind: 'shepherd' });
    expect(orientations(placings)).toEqual([{ face: 0, rot: 2 }]);
    expect(cellsFor(placings, { face: 0, rot: 2 })).toEqual([legal[4]]);
    expect(cellsFor(placingsOf(legal, { kind: 'tile', tile: 'W1' }), { face: 0, rot: 0 })).toEqual([legal[3]]);
  });
});
