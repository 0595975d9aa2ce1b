import { describe, expect, it } from 'vitest';
import { formatDelta, ratingNote } from './ratingChange.ts';

describe('rating change', () => {
  it('signs and rounds the change', () => {
    expect(formatDelta(10, 11.44)).toBe('+1.4');
    expect(formatDelta(10, 9.2)).toBe('−0.8');
    expect(formatDelta(3, 3.01)).toBe('±0.0');
  });

  it('says the change only when the rating before the game was read', () => {
    expect(ratingNote(10, 11.44)).toEqual({ kind: 'change', delta: '+1.4' });
    // A first rated game: the rating it gave, not that rating taken for a change.
    expect(ratingNote(null, -4.25)).toEqual({ kind: 'first', rating: '-4.3' });
    // Opened after the end: what the rating is now, never "±0.0".
    expect(ratingNote(undefined, 7)).toEqual({ kind: 'now', rating: '7.0' });
    expect(ratingNote(3, null)).toBeNull();
  });
});
