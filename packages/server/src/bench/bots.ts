/**
 * `npm run bench:bots`: how much the node's bot moves hold up everyone else. Starts the
 * bundled server (SQLite) once per BOT_WORKERS value of WORKERS ("0,1": in-process, then
 * one worker thread), keeps TABLES (20) tables of SEATS (4) `hard` bots of GAME (bluff)
 * playing for SECONDS (20), and meanwhile a bystander socket pings every 50 ms. Prints
 * the bystander's ping p50/p99/max and the bot moves played per second. BOT_DELAY_MS and
 * BOT_BUDGET_MS pass through to the node (defaults: the production ones).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { ServerMessage, TableSummary } from '@parlour/protocol';
import { Client } from '../testing/client.ts';
import { bundleServer, removeBundle, spawnNode } from '../testing/spawn.ts';

const env = process.env;
const WORKERS = (env.WORKERS ?? '0,1').split(',');
const TABLES = Number(env.TABLES ?? 20);
const SEATS = Number(env.SEATS ?? 4);
const GAME = env.GAME ?? 'bluff';
const SECONDS = Number(env.SECONDS ?? 20);
const PING_MS = 50;

const quantile = (xs: number[], q: number) => xs.sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];

async function run(workers: string, bundle: string): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'parlour-bench-bots-'));
  const passOn = Object.fromEntries(['BOT_DELAY_MS', 'BOT_BUDGET_MS'].flatMap((k) => (env[k] ? [[k, env[k]]] : [])));
  const node = await spawnNode(
    { DATA_DIR: dir, BOT_WORKERS: workers, TABLES_PER_USER: '100000', WS_TABLES: '100000', ...passOn },
    bundle,
  );
  try {
    const host = await Client.guest(node.url);
    host.keepInbox = false;
    await host.connect();
    let moves = 0;
    let measuring = false;
    const open = async () => {
      const seats = Array.from({ length: SEATS }, () => ({ kind: 'bot', bot: 'hard' }));
      const t = await host.ok<TableSummary>('POST', '/api/tables', {
        game: GAME,
        players: SEATS,
        seats,
        start: true,
        rated: false,
      });
      host.send({ type: 'subscribe', table: t.id });
    };
    // A table that ends is replaced, so TABLES play throughout.
    host.onMessage = (m: ServerMessage) => {
      if (m.type !== 'state') return;
      if (measuring) moves++;
      if (m.status !== 'over') return;
      host.send({ type: 'unsubscribe', table: m.table });
      open().catch((e) => console.error(e));
    };
    for (let i = 0; i < TABLES; i++) await open();
    const bystander = await Client.guest(node.url);
    bystander.keepInbox = false;
    await bystander.connect();
    const sent = new Map<number, number>();
    const rtts: number[] = [];
    bystander.onMessage = (m: ServerMessage) => {
      if (m.type !== 'pong' || typeof m.id !== 'number') return;
      const at = sent.get(m.id);
      if (at !== undefined) rtts.push(performance.now() - at);
    };
    measuring = true;
    let id = 0;
    const pinger = setInterval(() => {
      sent.set(++id, performance.now());
      bystander.send({ type: 'ping', id });
    }, PING_MS);
    await new Promise((r) => setTimeout(r, SECONDS * 1000));
    clearInterval(pinger);
    measuring = false;
    const f = (x: number) => x.toFixed(1);
    console.log(
      `BOT_WORKERS=${workers}: ping p50 ${f(quantile(rtts, 0.5))} ms, p99 ${f(quantile(rtts, 0.99))} ms, max ${f(Math.max(...rtts))} ms ` +
        `(${rtts.length}/${id} answered); ${f(moves / SECONDS)} bot moves/s; load average ${loadavg()[0].toFixed(2)}`,
    );
    host.close();
    bystander.close();
  } finally {
    await node.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const bundle = bundleServer();
try {
  console.log(`${TABLES} tables of ${SEATS} hard ${GAME} bots, ${SECONDS} s each, pinging every ${PING_MS} ms`);
  for (const w of WORKERS) await run(w, bundle);
} finally {
  removeBundle(bundle);
}
