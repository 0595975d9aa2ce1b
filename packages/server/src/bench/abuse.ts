import { defined } from '@parlour/engine';
/**
 * The abuse figures of issue 11, against a real node (a child process on SQLite, default
 * limits): each phase runs an attack while a bystander pings, and prints one JSON line
 * with the bystander's ping p50/p99/max and the node's RSS growth.
 *
 *   idle:    no attack: the bystander alone (the machine's own noise);
 *   slow:    a Bully player in set-up subscribes at the allowed rate (WS_RATE, 60/s) on a
 *            socket that never reads (the old answer was 371 KB each);
 *   slowbig: a socket that never reads subscribes with `since: 0` at the allowed rate to a
 *            finished table of about 1,500 moves (each answer a few hundred KB);
 *   catchup: three sockets of one user re-subscribe with `since: 0` (sharing the allowed
 *            rate) to a finished table of about 1,500 moves;
 *   catchup3: the same from three users, each at the allowed rate (three times the load).
 * The attackers' sockets read (and discard, unparsed) what they are sent.
 *
 *   node --import tsx packages/server/src/bench/abuse.ts
 *
 * Knobs: DURATION (seconds per phase, 60), PHASES (idle,slow,slowbig,catchup,catchup3), MOVES (the
 * catch-up table's least length, 1500).
 */

import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { StateMessage, TableSummary } from '@parlour/protocol';
import WebSocket from 'ws';
import { Client } from '../testing/client.ts';
import { spawnNode } from '../testing/spawn.ts';

const SECONDS = Number(process.env.DURATION ?? 60);
const PHASES = (process.env.PHASES ?? 'idle,slow,slowbig,catchup,catchup3').split(',');
const MOVES = Number(process.env.MOVES ?? 1500);
const RATE = 60;

function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : 0;
}

/** CPU seconds (user + system) a process has used, from /proc (clock ticks of 10 ms). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : Number.NaN;
};
const round = (x: number) => Math.round(x * 100) / 100;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A bystander's socket: a ping every 20 ms, each round trip timed. */
async function bystander(base: string) {
  const c = await Client.guest(base);
  c.keepInbox = false;
  await c.connect();
  const sent = new Map<number, number>();
  const rtts: number[] = [];
  c.onMessage = (m) => {
    if (m.type === 'pong' && typeof m.id === 'number') {
      const at = sent.get(m.id);
      if (at !== undefined) rtts.push(performance.now() - at);
      sent.delete(m.id);
    }
  };
  let id = 0;
  const timer = setInterval(() => {
    sent.set(++id, performance.now());
    c.send({ type: 'ping', id });
  }, 20);
  return {
    stop() {
      clearInterval(timer);
      c.close();
      return {
        pings: rtts.length,
        lost: sent.size,
        p50: round(pct(rtts, 50)),
        p99: round(pct(rtts, 99)),
        max: round(pct(rtts, 100)),
      };
    },
  };
}

/** Runs `attack` for SECONDS while the bystander pings; the node's RSS is sampled each second. */
async function measure(name: string, pid: number, base: string, attack: () => () => void, extra: Record<string, unknown>) {
  const before = rssMb(pid);
  const cpuBefore = cpuSeconds(pid);
  const probe = await bystander(base);
  const stop = attack();
  let peak = before;
  for (let s = 0; s < SECONDS; s++) {
    await sleep(1000);
    peak = Math.max(peak, rssMb(pid));
  }
  stop();
  const ping = probe.stop();
  console.log(
    JSON.stringify({
      phase: name,
      seconds: SECONDS,
      ...extra,
      rssBeforeMb: round(before),
      rssPeakMb: round(peak),
      rssGrowthMb: round(peak - before),
      nodeCpuPercent: round(((cpuSeconds(pid) - cpuBefore) / SECONDS) * 100),
      loadAverage: readFileSync('/proc/loadavg', 'utf8').split(' ')[0],
      ping,
    }),
  );
}

interface Attack {
  base: string;
  /** One socket per cookie (the same cookie twice: two sockets of one user). */
  cookies: string[];
  message: unknown;
  /** Messages per second on each socket. */
  perSecond: number;
  /** Whether the sockets read what they are sent (unparsed) or never read at all. */
  read: boolean;
}

/** The attacker, in a process of its own so that its work stays off the bystander's figure. */
async function attack(a: Attack): Promise<void> {
  const data = JSON.stringify(a.message);
  const sockets = await Promise.all(
    a.cookies.map(
      (cookie) =>
        new Promise<WebSocket>((resolve, reject) => {
          const ws = new WebSocket(`${a.base.replace('http', 'ws')}/ws`, { headers: { cookie } });
          ws.once('open', () => {
            if (!a.read) (ws as unknown as { _socket: Duplex })._socket.pause();
            resolve(ws);
          });
          ws.once('error', reject);
        }),
    ),
  );
  let owed = 0;
  setInterval(() => {
    owed += a.perSecond / 20;
    for (; owed >= 1; owed--) for (const ws of sockets) ws.send(data);
  }, 50);
}

/** Starts the attacker process; returns how to stop it. */
function startAttack(a: Attack): () => void {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    env: { ...process.env, ABUSE_ATTACK: JSON.stringify(a) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return () => child.kill('SIGKILL');
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'parlour-abuse-'));
  const node = await spawnNode({ DATA_DIR: dir, WS_RATE: String(RATE), BOT_DELAY_MS: '0' });
  const pid = defined(node.proc.pid, 'the node’s pid');
  const base = node.url;
  try {
    if (PHASES.includes('idle')) await measure('idle', pid, base, () => () => {}, {});
    if (PHASES.includes('slow')) {
      const player = await Client.guest(base);
      const t = await player.ok<TableSummary>('POST', '/api/quickplay', { game: 'bully', players: 2 });
      await player.connect();
      player.send({ type: 'subscribe', table: t.id });
      const first = await player.state(t.id);
      player.close();
      const message = { type: 'subscribe', table: t.id };
      await measure(
        'slow',
        pid,
        base,
        () => startAttack({ base, cookies: [player.cookie], message, perSecond: RATE, read: false }),
        {
          stateBytes: JSON.stringify(first).length,
          legalOmitted: first.legalOmitted ?? null,
        },
      );
    }
    if (!PHASES.some((p) => ['slowbig', 'catchup', 'catchup3'].includes(p))) return;
    // A long finished table: all-bot Bluff tables of six until one reaches MOVES.
    const host = await Client.guest(base);
    await host.connect();
    const random = { kind: 'bot', bot: 'random' };
    let longest: StateMessage | null = null;
    let table = '';
    for (let tries = 0; tries < 12 && (longest?.seq ?? 0) < MOVES; tries++) {
      const t = await host.ok<TableSummary>('POST', '/api/tables', {
        game: 'bluff',
        players: 6,
        rated: false,
        seats: Array.from({ length: 6 }, () => random),
        start: true,
      });
      host.send({ type: 'subscribe', table: t.id, legal: false });
      const end = await host.state(t.id, (m) => m.status === 'over', 300_000);
      host.send({ type: 'unsubscribe', table: t.id });
      if (!longest || end.seq > longest.seq) [longest, table] = [end, t.id];
    }
    host.inbox.splice(0);
    host.send({ type: 'subscribe', table, since: 0 });
    const answerBytes = JSON.stringify(await host.state(table)).length;
    host.close();
    const message = { type: 'subscribe', table, since: 0 };
    const extra = { tableMoves: longest?.seq, answerBytes };
    if (PHASES.includes('slowbig')) {
      const u = await Client.guest(base);
      await measure(
        'slowbig',
        pid,
        base,
        () => startAttack({ base, cookies: [u.cookie], message, perSecond: RATE, read: false }),
        {
          ...extra,
          sockets: 1,
          subscribesPerSecond: RATE,
        },
      );
    }
    if (PHASES.includes('catchup')) {
      // Three sockets of one user share the user's rate.
      const u = await Client.guest(base);
      const cookies = [u.cookie, u.cookie, u.cookie];
      await measure('catchup', pid, base, () => startAttack({ base, cookies, message, perSecond: RATE / 3, read: true }), {
        ...extra,
        users: 1,
        sockets: 3,
        subscribesPerSecond: RATE,
      });
    }
    if (PHASES.includes('catchup3')) {
      const users = await Promise.all([0, 1, 2].map(() => Client.guest(base)));
      const cookies = users.map((u) => u.cookie);
      await measure('catchup3', pid, base, () => startAttack({ base, cookies, message, perSecond: RATE, read: true }), {
        ...extra,
        users: 3,
        sockets: 3,
        subscribesPerSecond: RATE * 3,
      });
    }
  } finally {
    await node.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.env.ABUSE_ATTACK) await attack(JSON.parse(process.env.ABUSE_ATTACK) as Attack);
else await main();
