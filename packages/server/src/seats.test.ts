import type { TableSummary } from '@parlour/protocol';
import { describe, expect, it, vi } from 'vitest';
import { sqliteBackend } from './testing/backends.ts';
import { Client } from './testing/client.ts';
import { useNodes } from './testing/nodes.ts';

// Seat changes the store refuses, as it does when another node changed the table since
// this node last heard (race.test.ts has the real thing across two nodes). One node here,
// with the other node's write made straight in the store or the refusal forced.
describe('seats refused by the store', () => {
  const nodes = useNodes('seats', sqliteBackend, {}, 1);

  const openTable = async (host: Client) =>
    host.ok<TableSummary>('POST', '/api/tables', { game: 'bluff', players: 4, rated: false });

  it('a join tries again at most once per seat, then answers unavailable', async () => {
    const host = await Client.guest(nodes.one.url);
    const t = await openTable(host);
    const writes = vi.spyOn(nodes.one.store, 'updateSeat').mockResolvedValue(false);
    try {
      const joiner = await Client.guest(nodes.one.url);
      const r = await joiner.http<{ error: string }>('POST', `/api/tables/${t.id}/join`, {});
      expect(r.status).toBe(503);
      expect(r.body.error).toBe('unavailable');
      // The first try and one more per seat of the four.
      expect(writes).toHaveBeenCalledTimes(5);
    } finally {
      writes.mockRestore();
    }
    // Nothing was written: the seats are as they were.
    expect((await nodes.one.store.seatsOf(t.id)).filter((s) => s.kind === 'open')).toHaveLength(3);
  });

  it('a leave refused because the table was started meanwhile gives the seat to a bot', async () => {
    const host = await Client.guest(nodes.one.url);
    const t = await openTable(host);
    const leaver = await Client.guest(nodes.one.url);
    for (const c of [leaver, await Client.guest(nodes.one.url), await Client.guest(nodes.one.url)])
      await c.ok('POST', `/api/tables/${t.id}/join`, {});
    // Another node started it: the store has it playing, this node's cache still open.
    expect(await nodes.one.store.startTable(t.id, null, null, Date.now())).toBe(true);
    const after = await leaver.ok<TableSummary>('POST', `/api/tables/${t.id}/leave`);
    expect(after.status).toBe('playing');
    const seat = (await nodes.one.store.seatsOf(t.id))[1];
    expect(seat).toMatchObject({ kind: 'human', replaced: true, bot: 'hard' });
  });
});
