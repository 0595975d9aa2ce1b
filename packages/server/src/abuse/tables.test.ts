import type { TableSummary } from '@parlour/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../server.ts';
import { type Backend, sqliteBackend } from '../testing/backends.ts';
import { Client } from '../testing/client.ts';

// Issue 11 item 5: a user could make any number of tables, all-bot ones that play by themselves too.
describe('tables per user', () => {
  let backend: Backend;
  let server: RunningServer;

  beforeAll(async () => {
    backend = sqliteBackend();
    // Bots slow enough that the all-bot tables are still playing when counted.
    server = await startServer(backend.config({ node: 'tables', tablesPerUser: 3, soloTablesPerUser: 2, botDelayMs: 60_000 }));
  });
  afterAll(async () => {
    await server?.stop();
    await backend?.cleanup();
  });

  const random = { kind: 'bot', bot: 'random' };
  const allBots = { game: 'bluff', players: 3, rated: false, seats: [random, random, random], start: true };

  it('refuses one open or playing table too many with 429 too-many-tables; leaving one made by another frees a place', async () => {
    const a = await Client.guest(server.url);
    const b = await Client.guest(server.url);
    const theirs = await b.ok<TableSummary>('POST', '/api/tables', { game: 'bluff', players: 3 });
    const later = await b.ok<TableSummary>('POST', '/api/tables', { game: 'bluff', players: 3 });
    await a.ok('POST', '/api/tables', { game: 'bluff', players: 3 });
    await a.ok('POST', '/api/tables', allBots);
    // Joining someone else's table counts too.
    await a.ok('POST', `/api/tables/${theirs.id}/join`, {});
    const refused = await a.http('POST', '/api/tables', allBots);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: 'too-many-tables' });
    expect((await a.http('POST', '/api/quickplay', { game: 'bully' })).status).toBe(429);
    expect((await a.http('POST', `/api/tables/${later.id}/join`, {})).body).toMatchObject({ error: 'too-many-tables' });
    // Joining again a table one sits at is no new table.
    await a.ok('POST', `/api/tables/${theirs.id}/join`, {});
    // Leaving b's table frees a place; a table a made and left still counts (its bots play on).
    await a.ok('POST', `/api/tables/${theirs.id}/leave`);
    const played = await a.ok<TableSummary>('POST', '/api/quickplay', { game: 'bluff', players: 3 });
    await a.ok('POST', `/api/tables/${played.id}/leave`);
    expect((await a.http('POST', '/api/tables', allBots)).status).toBe(429);
  });

  it('single-player tables have their own limit', async () => {
    const a = await Client.guest(server.url);
    for (let i = 0; i < 3; i++) await a.ok('POST', '/api/tables', { game: 'bluff', players: 3 });
    await a.ok('POST', '/api/tables', { game: 'bisley', start: true });
    await a.ok('POST', '/api/quickplay', { game: 'bisley' });
    const refused = await a.http('POST', '/api/tables', { game: 'bisley', start: true });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: 'too-many-tables' });
  });
});
