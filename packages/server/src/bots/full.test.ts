import { Writable } from 'node:stream';
import type { TableSummary } from '@parlour/protocol';
import pino from 'pino';
import { afterAll, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../server.ts';
import { sqliteBackend } from '../testing/backends.ts';
import { Client } from '../testing/client.ts';

const backend = sqliteBackend();
let server: RunningServer | undefined;
afterAll(async () => {
  await server?.stop();
  await backend.cleanup();
});

it('with every worker busy and the queue full, medium plays the move in-process and no table waits', async () => {
  const lines: { msg: string }[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      done();
    },
  });
  // One worker, no queue: a second table's bot due while the first thinks is played by medium.
  const config = backend.config({ botWorkers: 1, botQueue: 0, botBudgetMs: 100, logLevel: 'warn' });
  server = await startServer(config, pino({ level: 'warn' }, sink));
  const c = await Client.guest(server.url);
  await c.connect();
  const seats = [0, 1].map(() => ({ kind: 'bot', bot: 'hard' }));
  const tables = [];
  for (let i = 0; i < 4; i++) {
    const t = await c.ok<TableSummary>('POST', '/api/tables', { game: 'bully', players: 2, seats, start: true, rated: false });
    c.send({ type: 'subscribe', table: t.id });
    tables.push(t);
  }
  for (const t of tables) expect((await c.state(t.id, (m) => m.seq >= 8, 60_000)).seq).toBeGreaterThanOrEqual(8);
  expect(lines.some((l) => l.msg === 'bot workers full; medium plays this move here')).toBe(true);
  expect(lines.filter((l) => /bot failed|worker lost/.test(l.msg))).toEqual([]);
  c.close();
}, 120_000);
