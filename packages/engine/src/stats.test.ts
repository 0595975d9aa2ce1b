import { describe, expect, it } from 'vitest';
import { quantile, wilson } from './stats.ts';

describe('wilson', () => {
  it('matches a known interval (50 of 100)', () => {
    const { low, high } = wilson(50, 100);
    expect(low).toBeCloseTo(0.4038, 3);
    expect(high).toBeCloseTo(0.5962, 3);
  });
  it('stays inside [0, 1] at the edges', () => {
    expect(wilson(0, 10).low).toBe(0);
    expect(wilson(10, 10).high).toBe(1);
    expect(wilson(0, 10).high).toBeGreaterThan(0.2);
  });
});

describe('quantile', () => {
  it('takes the nearest rank', () => {
    const xs = [5, 1, 4, 2, 3];
    expect(quantile(xs, 0.5)).toBe(3);
    expect(quantile(xs, 0.99)).toBe(5);
    expect(quantile(xs, 0)).toBe(1);
  });
});
