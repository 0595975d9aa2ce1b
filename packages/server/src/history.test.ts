import type { StateMessage } from '@parlour/protocol';
import { describe, expect, it } from 'vitest';
import type { AppliedEntry, CachedTable } from './cached-table.ts';
import { Answers, Histories } from './history.ts';

const entry = (seq: number): AppliedEntry => ({ seq, seat: 0, type: 'move', events: [] });
const entries = (from: number, to: number): AppliedEntry[] => Array.from({ length: to - from + 1 }, (_, i) => entry(from + i));

/** Only what the caches read of a table: its id, seq, status, seats and recent entries. */
const tableAt = (id: string, seq: number, recentFrom = seq + 1): CachedTable =>
  ({ row: { id, seq, status: 'playing' }, seats: [], recent: entries(recentFrom, seq) }) as unknown as CachedTable;

describe('Histories: whole event histories for catch-up', () => {
  it('replays a table once, then extends what it holds from the recent entries', async () => {
    const h = new Histories(4);
    let replays = 0;
    const replay = (to: number) => async () => {
      replays++;
      return entries(1, to);
    };
    expect((await h.of(tableAt('a', 5), replay(5))).map((e) => e.seq)).toEqual([1, 2, 3, 4, 5]);
    // Two moves later, with both in memory: no replay.
    expect((await h.of(tableAt('a', 7, 4), replay(7))).map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(replays).toBe(1);
    // Recent entries that no longer reach back to what it holds: replayed again.
    expect((await h.of(tableAt('a', 20, 15), replay(20))).map((e) => e.seq)).toEqual(entries(1, 20).map((e) => e.seq));
    expect(replays).toBe(2);
  });

  it('holds at most its bound of tables, dropping the one asked for least lately', async () => {
    const h = new Histories(2);
    const asked: string[] = [];
    const of = (id: string) =>
      h.of(tableAt(id, 1), async () => {
        asked.push(id);
        return entries(1, 1);
      });
    await of('a');
    await of('b');
    await of('a');
    await of('c');
    expect(h.size).toBe(2);
    // 'b' was asked for least lately: gone, and replayed when asked again; 'a' and 'c' are held.
    await of('a');
    await of('c');
    await of('b');
    expect(asked).toEqual(['a', 'b', 'c', 'b']);
    expect(h.size).toBe(2);
  });
});

describe('Answers: subscribe answers made once', () => {
  it('serves one message per table, seq and question, and holds at most 32', async () => {
    const answers = new Answers();
    let made = 0;
    const make = async () => {
      made++;
      return { type: 'state', seq: made } as unknown as StateMessage;
    };
    const first = await answers.of(tableAt('a', 3), '0/true/undefined', make);
    expect(await answers.of(tableAt('a', 3), '0/true/undefined', make)).toBe(first);
    // Another seat's question, or the table moved on: made afresh.
    await answers.of(tableAt('a', 3), '1/true/undefined', make);
    await answers.of(tableAt('a', 4), '0/true/undefined', make);
    expect(made).toBe(3);
    for (let i = 0; i < 32; i++) await answers.of(tableAt(`t${i}`, 1), 'q', make);
    // The first answer is past the bound of 32 by now.
    expect(await answers.of(tableAt('a', 3), '0/true/undefined', make)).not.toBe(first);
  });
});
