import { describe, expect, it } from 'vitest';
import { createRng, rngFrom } from './rng.ts';

describe('the seeded RNG', () => {
  it('is deterministic per seed, and different seeds differ', () => {
    const draw = (seed: string) => Array.from({ length: 5 }, () => createRng(seed).next());
    expect(draw('a')).toEqual(draw('a'));
    expect(createRng('a').next()).not.toBe(createRng('b').next());
  });

  it('resumes exactly from a stored state', () => {
    const rng = createRng('resume');
    rng.next();
    const saved = rng.state();
    const expected = [rng.next(), rng.next(), rng.int(52)];
    const again = rngFrom(JSON.parse(JSON.stringify(saved)));
    expect([again.next(), again.next(), again.int(52)]).toEqual(expected);
  });

  it('draws integers uniformly in range', () => {
    const rng = createRng('uniform');
    const counts = new Array(6).fill(0);
    for (let i = 0; i < 60_000; i++) counts[rng.int(6)]++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500);
    expect(() => rng.int(0)).toThrow();
  });

  it('shuffles into a permutation', () => {
    const items = Array.from({ length: 52 }, (_, i) => i);
    const shuffled = createRng('shuffle').shuffle([...items]);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
    expect(shuffled).not.toEqual(items);
  });
});
