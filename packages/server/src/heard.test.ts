import { describe, expect, it } from 'vitest';
import { HEARD_PER_TABLE, HEARD_TABLES, Heard, type HeardEntry } from './heard.ts';

const entry = (seq: number): HeardEntry => ({
  row: { table_id: 't', seq, type: 'move', seat: 0, move: '{}', by: 'human', at: 0 },
  update: { seq, clock: null, due_at: null },
  seats: [],
});
const seqs = (entries: HeardEntry[]) => entries.map((e) => e.row.seq);

describe('the inbox of entries heard from other nodes', () => {
  it('gives the entries that follow a seq in order, up to the first gap', () => {
    const h = new Heard();
    for (const s of [7, 5, 6, 9]) h.put('t', s, entry(s));
    const { entries, gap } = h.take('t', 4);
    expect(seqs(entries)).toEqual([5, 6, 7]);
    expect(gap).toBe(true);
    expect(h.has('t')).toBe(true);
    h.put('t', 8, entry(8));
    expect(seqs(h.take('t', 7).entries)).toEqual([8, 9]);
    expect(h.has('t')).toBe(false);
  });

  it('drops what the table has already seen', () => {
    const h = new Heard();
    for (const s of [3, 4, 6]) h.put('t', s, entry(s));
    expect(h.take('t', 4)).toEqual({ entries: [], gap: true });
    expect(h.take('t', 6)).toEqual({ entries: [], gap: false });
    expect(h.has('t')).toBe(false);
    expect(h.take('other', 0)).toEqual({ entries: [], gap: false });
  });

  it(`holds at most ${HEARD_PER_TABLE} entries a table, dropping the oldest heard`, () => {
    const h = new Heard();
    for (let s = 1; s <= HEARD_PER_TABLE + 5; s++) h.put('t', s, entry(s));
    const { entries, gap } = h.take('t', 0);
    expect(entries).toEqual([]);
    expect(gap).toBe(true);
    expect(seqs(h.take('t', 5).entries)).toHaveLength(HEARD_PER_TABLE);
  });

  it(`holds entries for at most ${HEARD_TABLES} tables, dropping the table heard of first`, () => {
    const h = new Heard();
    for (let t = 0; t <= HEARD_TABLES; t++) h.put(`t${t}`, 1, entry(1));
    expect(h.has('t0')).toBe(false);
    expect(h.has('t1')).toBe(true);
    expect(h.has(`t${HEARD_TABLES}`)).toBe(true);
  });

  it('wakes a waiter when its seq is heard, and lets it go after its time otherwise', async () => {
    const h = new Heard();
    const start = Date.now();
    const woken = h.waitFor('t', 2, 5_000);
    h.put('t', 1, entry(1));
    h.put('t', 2, entry(2));
    await woken;
    expect(Date.now() - start).toBeLessThan(1_000);
    await h.waitFor('t', 2, 5_000);
    const late = Date.now();
    await h.waitFor('t', 3, 30);
    expect(Date.now() - late).toBeGreaterThanOrEqual(25);
  });
});
