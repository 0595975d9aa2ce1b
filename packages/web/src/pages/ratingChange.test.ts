import { describe, expect, it } from 'vitest';
import { formatDelta } from './ratingChange.ts';

describe('rating change', () => {
  it('signs and rounds the change', () => {
    expect(formatDelta(10, 11.44)).toBe('+1.4');
    expect(formatDelta(10, 9.2)).toBe('−0.8');
    expect(formatDelta(3, 3.01)).toBe('±0.0');
  });
});
