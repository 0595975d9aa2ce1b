import type { StateMessage, TableSummary } from '@parlour/protocol';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningServer, startServer } from '../server.ts';
import { type Backend, sqliteBackend } from '../testing/backends.ts';
import { Client } from '../testing/client.ts';

// Issue 11 item 4: `subscribe since:0` replayed the table's whole log from the store each
// time. It is served from memory now: the log is read once per table.
describe('catch-up', () => {
  let backend: Backend;
  let server: RunningServer;

  beforeAll(async () => {
    backend = sqliteBackend();
    server = await startServer(backend.config({ node: 'catch-up' }));
  });
  afterAll(async () => {
    await server?.stop();
    await backend?.cleanup();
  });

  it('since:0 again and again reads the store once, and gives every event each time', async () => {
    const host = await Client.guest(server.url);
    const random = { kind: 'bot', bot: 'random' };
    const t = await host.ok<TableSummary>('POST', '/api/tables', {
      game: 'bluff',
      players: 4,
      rated: false,
      seats: [random, random, random, random],
      start: true,
    });
    await host.connect();
    host.send({ type: 'subscribe', table: t.id, since: 0, legal: false });
    const seen: unknown[] = [];
    let last: StateMessage;
    do {
      last = await host.state(t.id, () => true, 60_000);
      seen.push(...last.events);
    } while (last.status !== 'over');
    expect(last.seq).toBeGreaterThan(64);
    const reads = vi.spyOn(server.store, 'entries');
    const late = await Client.guest(server.url);
    await late.connect();
    for (let i = 0; i < 5; i++) {
      late.send({ type: 'subscribe', table: t.id, since: 0 });
      expect((await late.state(t.id)).events).toEqual(seen);
    }
    expect(reads.mock.calls.length).toBeLessThanOrEqual(1);
    reads.mockRestore();
    host.close();
    late.close();
  }, 90_000);
});
