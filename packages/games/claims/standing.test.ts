import { describe, expect, it } from 'vitest';
import { standingBySize } from './standing.ts';

describe('standingBySize', () => {
  it('sums to 1, favours smaller hands and shares equal ones', () => {
    const v = standingBySize([3, 10, 3, 20], 3);
    expect(v.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    expect(v[0]).toBe(v[2]);
    expect(v[0]).toBeGreaterThan(v[1]);
    expect(v[1]).toBeGreaterThan(v[3]);
  });
});
