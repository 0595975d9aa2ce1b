import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TableSummary } from '@parlour/protocol';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Client } from '../testing/client.ts';
import { bundleServer, type Child, removeBundle, spawnNode } from '../testing/spawn.ts';

// `npm start` runs the bundle: its bot worker is a bundle of its own, found beside it.
let bundle: string;
let node: Child;
const dir = mkdtempSync(join(tmpdir(), 'parlour-bundle-'));

beforeAll(async () => {
  bundle = bundleServer();
  node = await spawnNode(
    { DATA_DIR: dir, LOG_LEVEL: 'info', BOT_WORKERS: '1', BOT_BUDGET_MS: '20', BOT_DELAY_MS: '10' },
    bundle,
    { logs: true },
  );
}, 120_000);

afterAll(async () => {
  await node?.stop();
  if (bundle) removeBundle(bundle);
  rmSync(dir, { recursive: true, force: true });
});

it('the bundled server plays hard bots on its worker thread', async () => {
  const c = await Client.guest(node.url);
  await c.connect();
  const seats = [
    { kind: 'bot', bot: 'hard' },
    { kind: 'bot', bot: 'hard' },
  ];
  const t = await c.ok<TableSummary>('POST', '/api/tables', { game: 'bully', players: 2, seats, start: true, rated: false });
  c.send({ type: 'subscribe', table: t.id });
  const s = await c.state(t.id, (m) => m.seq >= 6 || m.status === 'over', 60_000);
  expect(s.seq).toBeGreaterThanOrEqual(6);
  c.close();
  const logged = node.logs.map((l) => JSON.parse(l) as { msg: string; level: number });
  expect(logged.some((l) => l.msg === 'bot worker ready')).toBe(true);
  // A worker that failed would still see the table move on (its timeout moves): not here.
  expect(logged.filter((l) => l.level >= 40).map((l) => l.msg)).toEqual([]);
}, 120_000);
