import { createRng, type Rng } from '@parlour/engine';
import { GAMES } from '@parlour/games';
import type { ErrorCode, Replay, StateMessage, TableSummary } from '@parlour/protocol';
import { ERROR_CODES } from '@parlour/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkReplay, replayEntryOfRow } from './replay.ts';
import { type RunningServer, startServer } from './server.ts';
import { sqliteBackend } from './testing/backends.ts';
import { Client } from './testing/client.ts';

const MESSAGES = 100_000;
const BATCH = 2000;

/** A random JSON value of small depth. */
function junk(rng: Rng, depth = 0): unknown {
  switch (rng.int(depth > 2 ? 6 : 9)) {
    case 0:
      return null;
    case 1:
      return rng.int(2) === 0;
    case 2:
      return rng.int(2000) - 1000;
    case 3:
      return rng.float() * 1e12;
    case 4:
      return ['', 'move', 'undo', 'subscribe', 'chat', '__proto__', 'constructor', '\u0000', 'x'.repeat(rng.int(100))][
        rng.int(9)
      ];
    case 5:
      return 'ÿ'.repeat(rng.int(5));
    case 6:
      return Array.from({ length: rng.int(4) }, () => junk(rng, depth + 1));
    default: {
      const o: Record<string, unknown> = {};
      for (let i = rng.int(4); i > 0; i--)
        o[['type', 'table', 'seq', 'move', 'from', 'to', 'pile', 'text', 'seat', 'id'][rng.int(10)]] = junk(rng, depth + 1);
      return o;
    }
  }
}

/** Changes one thing in a value: a field's value, its type, or a missing field. */
function mutate(rng: Rng, value: unknown): unknown {
  if (value === null || typeof value !== 'object') return junk(rng);
  const copy: Record<string, unknown> = Array.isArray(value) ? ([...value] as never) : { ...(value as Record<string, unknown>) };
  const keys = Object.keys(copy);
  if (keys.length === 0 || rng.int(5) === 0) {
    copy[['type', 'from', 'to', 'pile', 'extra'][rng.int(5)]] = junk(rng);
    return copy;
  }
  const key = keys[rng.int(keys.length)];
  const r = rng.int(4);
  if (r === 0) delete copy[key];
  else if (r === 1) copy[key] = junk(rng);
  else if (r === 2 && typeof copy[key] === 'number') copy[key] = (copy[key] as number) + rng.int(5) - 2;
  else copy[key] = mutate(rng, copy[key]);
  return copy;
}

describe('fuzz: random and mutated messages', () => {
  const backend = sqliteBackend();
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(backend.config({ node: 'fuzz', botDelayMs: 1 }));
  });
  afterAll(async () => {
    await server?.stop();
    await backend.cleanup();
  });

  it(`answers ${MESSAGES} messages with protocol errors or states, stays up, and every table still replays`, async () => {
    const rng = createRng('fuzz-1');
    const clients = await Promise.all([0, 1, 2].map(() => Client.guest(server.url)));
    await Promise.all(clients.map((c) => c.connect()));
    const tables: TableSummary[] = [];
    // A solo table per client, and a bot table of every game for each.
    for (const c of clients) {
      tables.push(await c.ok<TableSummary>('POST', '/api/tables', { game: 'bisley', options: { autoPlay: false }, start: true }));
      for (const { game } of Object.values(GAMES))
        tables.push(await c.ok<TableSummary>('POST', '/api/quickplay', { game: game.id }));
    }
    const latest = new Map<string, StateMessage>();
    const codes = new Map<string, number>();
    for (const c of clients) {
      c.onMessage = (m) => {
        if (m.type === 'state') latest.set(`${c.cookie}/${m.table}`, m);
        if (m.type === 'error') codes.set(m.code, (codes.get(m.code) ?? 0) + 1);
      };
      for (const t of tables) c.send({ type: 'subscribe', table: t.id, since: rng.int(3) });
    }
    const ids = tables.map((t) => t.id);
    let sent = 0;
    while (sent < MESSAGES) {
      for (let i = 0; i < BATCH; i++, sent++) {
        const c = clients[rng.int(clients.length)];
        const table = ids[rng.int(ids.length)];
        const s = latest.get(`${c.cookie}/${table}`);
        const legal = s?.legal ?? [];
        const r = rng.int(20);
        let message: unknown;
        if (r === 0) message = Buffer.from(Array.from({ length: rng.int(40) }, () => rng.int(256))).toString('latin1');
        else if (r === 1) message = JSON.stringify(junk(rng));
        else if (r < 4) message = junk(rng);
        else if (r < 9 && legal.length > 0)
          message = { type: 'move', table, seq: s!.seq, move: mutate(rng, legal[rng.int(legal.length)]) };
        else if (r < 11 && legal.length > 0)
          message = { type: 'move', table, seq: s!.seq + rng.int(3) - 1, move: legal[rng.int(legal.length)] };
        else if (r < 13) message = { type: ['undo', 'redo', 'restart'][rng.int(3)], table, seq: s?.seq ?? rng.int(5) };
        else if (r < 15) message = mutate(rng, { type: 'move', table, seq: s?.seq ?? 0, move: legal[0] ?? {} });
        else if (r === 15) message = { type: 'subscribe', table: rng.int(2) === 0 ? table : `${table}x`, since: rng.int(50) };
        else if (r === 16) message = { type: 'chat', table, text: String(junk(rng)).slice(0, 600) || 'hi' };
        else if (r === 17) message = { type: 'hint', table };
        else
          message = mutate(rng, {
            type: 'move',
            table,
            seq: s?.seq ?? 0,
            move: { type: 'build', from: rng.int(14), to: rng.int(14) },
          });
        c.send(typeof message === 'string' ? message : JSON.stringify(message));
      }
      // Wait for every socket to drain before the next batch.
      await Promise.all(
        clients.map((c, k) => {
          c.send({ type: 'ping', id: `drain-${sent}-${k}` });
          return c.next((m) => m.type === 'pong' && m.id === `drain-${sent}-${k}`, 60_000);
        }),
      );
      for (const c of clients) c.inbox.length = 0;
    }
    for (const code of codes.keys()) expect(ERROR_CODES).toContain(code as ErrorCode);
    expect(codes.get('internal') ?? 0).toBe(0);
    expect((await clients[0].http('GET', '/healthz')).status).toBe(200);
    // Every table replays from its seed and log to the state the server shows.
    for (const t of tables) {
      // Mid-game the record is not published, so the test reads the log from the store.
      const published = await clients[0].ok<Replay>('GET', `/api/tables/${t.id}/replay`);
      const replay = { ...published, entries: (await server.store.entries(t.id)).map(replayEntryOfRow) };
      expect(replay.entries.map((e) => e.seq)).toEqual(replay.entries.map((_, i) => i + 1));
      const row = await server.store.getTable(t.id);
      const state = checkReplay(replay, row!.seed);
      const game = GAMES[t.game].game;
      const spectator = await Client.guest(server.url);
      await spectator.connect();
      spectator.send({ type: 'subscribe', table: t.id });
      const seen = await spectator.state(t.id);
      expect(seen.seq).toBe(replay.entries.length);
      expect(seen.view).toEqual(JSON.parse(JSON.stringify(game.view(state, null))));
      spectator.close();
    }
    for (const c of clients) c.close();
  }, 240_000);
});
