import type { TableSummary } from '@parlour/protocol';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningServer, startServer } from './server.ts';
import { type Backend, sqliteBackend } from './testing/backends.ts';
import { Client } from './testing/client.ts';

// Seat changes the store refuses, as it does when another node changed the table since
// this node last heard (race.test.ts has the real thing across two nodes). One node here,
// with the other node's write made straight in the store or the refusal forced.
describe('seats refused by the store', () => {
  let backend: Backend;
  let server: RunningServer;

  beforeAll(async () => {
    backend = sqliteBackend();
    server = await startServer(backend.config({ node: 'seats' }));
  });
  afterAll(async () => {
    await server?.stop();
    await backend?.cleanup();
  });

  const openTable = async (host: Client) =>
    host.ok<TableSummary>('POST', '/api/tables', { game: 'bluff', players: 4, rated: false });

  it('a join tries again at most once per seat, then answers unavailable', async () => {
    const host = await Client.guest(server.url);
    const t = await openTable(host);
    const writes = vi.spyOn(server.store, 'updateSeat').mockResolvedValue(false);
    try {
      const joiner = await Client.guest(server.url);
      const r = await joiner.http<{ error: string }>('POST', `/api/tables/${t.id}/join`, {});
      expect(r.status).toBe(503);
      expect(r.body.error).toBe('unavailable');
      // The first try and one more per seat of the four.
      expect(writes).toHaveBeenCalledTimes(5);
    } finally {
      writes.mockRestore();
    }
    // Nothing was written: the seats are as they were.
    expect((await server.store.seatsOf(t.id)).filter((s) => s.kind === 'open')).toHaveLength(3);
  });

  it('a leave refused because the table was started meanwhile gives the seat to a bot', async () => {
    const host = await Client.guest(server.url);
    const t = await openTable(host);
    const leaver = await Client.guest(server.url);
    for (const c of [leaver, await Client.guest(server.url), await Client.guest(server.url)])
      await c.ok('POST', `/api/tables/${t.id}/join`, {});
    // Another node started it: the store has it playing, this node's cache still open.
    expect(await server.store.startTable(t.id, null, null, Date.now())).toBe(true);
    const after = await leaver.ok<TableSummary>('POST', `/api/tables/${t.id}/leave`);
    expect(after.status).toBe('playing');
    const seat = (await server.store.seatsOf(t.id))[1];
    expect(seat).toMatchObject({ kind: 'human', replaced: true, bot: 'hard' });
  });
});
