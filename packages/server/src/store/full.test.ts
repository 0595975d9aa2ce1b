import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describe as describeError } from '../errors.ts';
import { type RunningServer, startServer } from '../server.ts';
import { type Backend, sqliteBackend } from '../testing/backends.ts';
import { pairedTables, sleep, tally } from '../testing/cluster.ts';
import { FULL_WARN_MS, isFull } from './outage.ts';

describe('a store with no room to write', () => {
  it('is told apart from an outage and from a fault, and warned of once a minute', () => {
    const full = Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    expect(isFull(full)).toBe(true);
    expect(isFull(Object.assign(new Error('could not extend file'), { code: '53100' }))).toBe(true);
    expect(isFull(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    // One warning in FULL_WARN_MS, however many writes fail.
    expect(describeError(full)).toMatchObject({ code: 'unavailable', status: 503, log: 'warn' });
    for (let i = 0; i < 50; i++) expect(describeError(full).log).toBeNull();
    expect(FULL_WARN_MS).toBe(60_000);
  });
});

/**
 * SQLite's file is held at its size (`max_page_count`, on the node's own connection): a
 * write that needs one more page fails with SQLITE_FULL, as on a full disk, while reads
 * and writes within the pages it has go on.
 */
describe('SQLite with its disk full', () => {
  let backend: Backend;
  let server: RunningServer;

  beforeAll(async () => {
    backend = sqliteBackend();
    server = await startServer(backend.config({ node: 'full', wsRate: 100_000 }));
  });
  afterAll(async () => {
    await server?.stop();
    await backend?.cleanup();
  });

  it('refuses moves as unavailable, never internal, loses none acknowledged, and plays on once there is room', async () => {
    const { players } = await pairedTables(server.url, server.url, 4);
    await sleep(500);
    const [{ page_count: pages }] = (await sql<{ page_count: number }>`PRAGMA page_count`.execute(server.store.db)).rows;
    await sql.raw(`PRAGMA max_page_count = ${pages}`).execute(server.store.db);
    // Moves go on until the pages the file has are full, then each is refused.
    const started = Date.now();
    while (Date.now() - started < 10_000 && players.every((p) => !p.errors.includes('unavailable'))) await sleep(50);
    await sleep(1000);
    const refused = players.reduce((n, p) => n + p.errors.filter((c) => c === 'unavailable').length, 0);
    const atFull = new Map(players.map((p) => [p.table, p.state?.seq ?? 0]));

    await sql.raw('PRAGMA max_page_count = 1073741823').execute(server.store.db);
    const back = Date.now();
    while (Date.now() - back < 5000 && players.some((p) => (p.state?.seq ?? 0) <= atFull.get(p.table)!)) await sleep(50);
    const movedAgainMs = Date.now() - back;
    for (const p of players) p.stop();
    // Every acknowledged move is in the file.
    const seqs = async (table: string) =>
      new Set(
        (await server.store.db.selectFrom('moves').select('seq').where('table_id', '=', table).execute()).map((r) =>
          Number(r.seq),
        ),
      );
    const { acked, lost, internal } = await tally({ seqs }, players);
    console.log(JSON.stringify({ figure: 'sqlite full', refused, internal, acked, lost, movedAgainMs }));
    expect(refused).toBeGreaterThan(0);
    expect(internal).toBe(0);
    expect(acked).toBeGreaterThan(0);
    expect(lost).toBe(0);
    expect(movedAgainMs).toBeLessThan(3000);
  }, 60_000);
});
