import type { ServerMessage, TableSummary } from '@parlour/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../server.ts';
import { type Backend, sqliteBackend } from '../testing/backends.ts';
import { Client } from '../testing/client.ts';

// A socket could watch any number of tables, each one kept in the node's memory while
// watched, and every subscribe left its invite behind, even a refused one.
describe('tables one socket watches', () => {
  let backend: Backend;
  let server: RunningServer;

  beforeAll(async () => {
    backend = sqliteBackend();
    server = await startServer(backend.config({ node: 'subscriptions', wsTables: 3, wsRate: 1000 }));
  });
  afterAll(async () => {
    await server?.stop();
    await backend?.cleanup();
  });

  const errorFor = (c: Client, id: string) =>
    c.next<Extract<ServerMessage, { type: 'error' }>>((m) => m.type === 'error' && m.id === id);
  /** Subscribes `c` to each table in turn, each answered with its state. */
  const watchAll = async (c: Client, tables: TableSummary[]) => {
    for (const t of tables) {
      c.send({ type: 'subscribe', table: t.id });
      await c.state(t.id);
    }
  };

  it('refuses a subscribe past WS_TABLES with too-many-subscriptions; an unsubscribe or a refused subscribe frees the place', async () => {
    const owner = await Client.guest(server.url);
    const tables: TableSummary[] = [];
    for (let i = 0; i < 5; i++) tables.push(await owner.ok<TableSummary>('POST', '/api/tables', { game: 'bluff', players: 3 }));
    // Tables made by another user, so the owner's table limit is not what is counted.
    const c = await Client.guest(server.url);
    await c.connect();
    // Subscribes that fail (no such table) take no place, however many.
    for (let i = 0; i < 10; i++) {
      c.send({ type: 'subscribe', table: `nope${i}`, id: `nope${i}`, invite: 'x'.repeat(20) });
      expect(await errorFor(c, `nope${i}`)).toMatchObject({ code: 'not-found' });
    }
    await watchAll(c, tables.slice(0, 3));
    c.send({ type: 'subscribe', table: tables[3].id, id: 'fourth' });
    const refused = await errorFor(c, 'fourth');
    expect(refused).toMatchObject({ code: 'too-many-subscriptions', table: tables[3].id });
    // Subscribing again to a table it watches is no new place.
    c.send({ type: 'subscribe', table: tables[0].id, since: 0 });
    await c.state(tables[0].id);
    // The refused table sends it nothing: a player sitting down there is not news to it.
    await owner.ok('POST', `/api/tables/${tables[3].id}/join`, {});
    c.send({ type: 'unsubscribe', table: tables[1].id, id: 'leave' });
    await c.next((m) => m.type === 'ack' && m.id === 'leave');
    c.send({ type: 'subscribe', table: tables[4].id });
    expect((await c.state(tables[4].id)).table).toBe(tables[4].id);
    expect(c.inbox.filter((m) => m.type !== 'error' && JSON.stringify(m).includes(tables[3].id))).toEqual([]);
    c.close();
  });

  it('counts per socket: another socket of the same user has its own places', async () => {
    const owner = await Client.guest(server.url);
    const tables: TableSummary[] = [];
    for (let i = 0; i < 4; i++) tables.push(await owner.ok<TableSummary>('POST', '/api/tables', { game: 'bluff', players: 3 }));
    const a = await Client.guest(server.url);
    await a.connect();
    await watchAll(a, tables.slice(0, 3));
    const b = new Client(server.url);
    b.cookie = a.cookie;
    await b.connect();
    b.send({ type: 'subscribe', table: tables[3].id });
    expect((await b.state(tables[3].id)).table).toBe(tables[3].id);
    a.close();
    b.close();
  });
});
