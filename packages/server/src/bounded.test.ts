import { describe, expect, it } from 'vitest';
import { dropOldest } from './bounded.ts';

describe('dropOldest', () => {
  it('deletes the first key put in a Map or a Set, and nothing from an empty one', () => {
    const m = new Map([
      ['a', 1],
      ['b', 2],
    ]);
    dropOldest(m);
    expect([...m.keys()]).toEqual(['b']);
    const s = new Set([3, 1, 2]);
    dropOldest(s);
    expect([...s]).toEqual([1, 2]);
    const empty = new Set<number>();
    dropOldest(empty);
    expect(empty.size).toBe(0);
  });
});
