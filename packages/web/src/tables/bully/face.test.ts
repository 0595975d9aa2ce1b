import type { CellView } from '@parlour/games/bully';
import { describe, expect, it } from 'vitest';
import { shownCard, shownFace } from './face.ts';

const remembered: CellView = { owner: 0, height: 3, face: 'remembered', card: 'S1' };
const up: CellView = { owner: 1, height: 2, face: 'up', card: 'H5' };
const down: CellView = { owner: 0, height: 1, face: 'down', card: null };

describe('a pile as the page shows it', () => {
  it('hides a remembered card without the memory aid', () => {
    expect(shownFace(remembered, false)).toBe('down');
    expect(shownCard(remembered, false)).toBeNull();
  });
  it('names a remembered card with the memory aid', () => {
    expect(shownFace(remembered, true)).toBe('remembered');
    expect(shownCard(remembered, true)).toBe('S1');
  });
  it('always shows an exposed card and never a face-down one', () => {
    for (const aid of [false, true]) {
      expect(shownCard(up, aid)).toBe('H5');
      expect(shownCard(down, aid)).toBeNull();
    }
  });
});
