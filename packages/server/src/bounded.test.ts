import { describe, expect, it } from 'vitest';
import { dropOldest, oncePer } from './bounded.ts';

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

describe('oncePer', () => {
  it('opens a once-a-while gate at most once per its time', () => {
    let now = 0;
    const gate = oncePer(1000, () => now);
    const opened = [0, 10, 999, 1000, 1500, 2001].map((t) => {
      now = t;
      return gate();
    });
    expect(opened).toEqual([true, false, false, true, false, true]);
  });
});
