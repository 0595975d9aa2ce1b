/**
 * The HTTP attacks of issue 11 against a server of its own (a child process with the shipped
 * limits, SQLite in a temporary folder), printing the figures:
 *
 * 1. 3,000 cookie-less `GET /api/me` and 3,000 cookie-less `POST /api/guest` from one
 *    address: how much the data folder grows (figure: at most 1 MB).
 * 2. 40 wrong passwords in a row from one address: how many answers are 429 with
 *    Retry-After (figure: at least 20).
 * 3. A 64-way wrong-password flood for FLOOD_SECONDS (default 10), first from one address,
 *    then from 64 addresses: `/healthz` latency (figure: under 100 ms) and a right password
 *    from another address (figure: logs in under 500 ms); first the same probes with no
 *    flood, as this machine's baseline (on a busy machine the figures measure the machine).
 *
 *   node --import tsx packages/server/src/bench/abuse-http.ts
 */

import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SESSION_COOKIE } from '@parlour/protocol';
import { spawnNode } from '../testing/spawn.ts';

const FLOOD_SECONDS = Number(process.env.FLOOD_SECONDS ?? 10);
/** Where the server listens: the main thread starts it, the flood's thread is told. */
let hostname = '127.0.0.1';
let port = '0';
const agents = new Map<string, Agent>();

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  ms: number;
}

/** One request from a local address of our choosing (127.0.0.x), so the server sees many clients. */
function hit(method: string, path: string, opts: { from?: string; body?: unknown; cookie?: string } = {}): Promise<Answer> {
  const from = opts.from ?? '127.0.0.1';
  const agent = agents.get(from) ?? new Agent({ keepAlive: true, localAddress: from });
  agents.set(from, agent);
  const payload = method === 'GET' ? undefined : JSON.stringify(opts.body ?? {});
  const headers: Record<string, string> = {};
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (opts.cookie) headers.cookie = opts.cookie;
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method, headers, agent }, (res) => {
      let body = '';
      res.on('data', (d) => {
        body += d;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body, ms: performance.now() - start }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const tally = (xs: number[]) => {
  const counts: Record<number, number> = {};
  for (const x of xs) counts[x] = (counts[x] ?? 0) + 1;
  return Object.entries(counts);
};
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? 0;
const fmt = (n: number) => n.toFixed(1);

async function inParallel(n: number, width: number, job: (i: number) => Promise<number>): Promise<number[]> {
  const out: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < n) out.push(await job(next++));
    }),
  );
  return out;
}

/** 64 clients sending wrong passwords as fast as they are answered, from one address or from 64. */
async function flood(spread: number, seconds: number): Promise<number[]> {
  const stop = Date.now() + seconds * 1000;
  const answers: number[] = [];
  await Promise.all(
    Array.from({ length: spread === 0 ? 0 : 64 }, async (_, w) => {
      const from = spread === 1 ? '127.0.1.1' : `127.0.2.${w + 1}`;
      for (let i = 0; Date.now() < stop; i++) {
        const name = spread === 1 ? 'Victim' : `Nobody${w}x${i}`;
        answers.push((await hit('POST', '/api/login', { from, body: { name, password: 'wrong guess!' } })).status);
      }
    }),
  );
  return answers;
}

// FLOOD=<json>: this process is the flood (its own process, so the probes are timed by an idle event loop).
if (process.env.FLOOD) {
  const job = JSON.parse(process.env.FLOOD) as { hostname: string; port: string; spread: number; seconds: number };
  ({ hostname, port } = job);
  // The line that tells the prober the flood has begun; the tally follows on the next.
  process.stdout.write('go\n');
  process.stdout.write(JSON.stringify(await flood(job.spread, job.seconds)));
  for (const a of agents.values()) a.destroy();
} else {
  await main();
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'parlour-abuse-'));
  // The shipped limits (spawnNode raises the guest limit for the other tests; put it back).
  const node = await spawnNode({ DATA_DIR: dir, GUESTS_PER_ADDRESS: '20', LOGINS_PER_ADDRESS: '10' });
  ({ hostname, port } = new URL(node.url));
  const folderBytes = () => readdirSync(dir).reduce((n, f) => n + statSync(join(dir, f)).size, 0);
  console.log(
    `load average ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')} (latency figures need an idle machine)`,
  );
  try {
    // 1. Guests fill the disk.
    const before = folderBytes();
    const me = await inParallel(3000, 16, async () => (await hit('GET', '/api/me')).status);
    const guests = await inParallel(3000, 16, async () => (await hit('POST', '/api/guest')).status);
    const grown = folderBytes() - before;
    console.log(`guests: 3000 GET /api/me ${JSON.stringify(tally(me))}, 3000 POST /api/guest ${JSON.stringify(tally(guests))}`);
    console.log(`guests: data folder grew by ${fmt(grown / 1024)} KB (figure: at most 1024 KB)`);

    // An account to guess at, and one to log in to during the flood, each made from its own address.
    const account = async (name: string, from: string) => {
      const g = await hit('POST', '/api/guest', { from });
      const cookie = `${SESSION_COOKIE}=${/parlour_session=([^;]*)/.exec(String(g.headers['set-cookie']))?.[1]}`;
      const c = await hit('POST', '/api/claim', { from, cookie, body: { name, password: 'correct horse battery' } });
      if (c.status !== 200) throw new Error(`claim ${name}: ${c.status} ${c.body}`);
    };
    await account('Victim', '127.0.0.5');
    await account('Alice', '127.0.0.2');
    // Alice logs in from a fresh address in each phase, at most 10 times a minute (the per-address limit).

    // 2. Forty wrong guesses in a row.
    let limited = 0;
    const guesses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const r = await hit('POST', '/api/login', { from: '127.0.0.6', body: { name: 'Victim', password: `guess number ${i}` } });
      guesses.push(r.status);
      if (r.status === 429 && Number(r.headers['retry-after']) > 0) limited++;
    }
    console.log(
      `login: 40 wrong guesses ${JSON.stringify(tally(guesses))}; ${limited} answers 429 with Retry-After (figure: at least 20)`,
    );

    // 3. The flood, from one address and then from 64.
    // Spread 0: no flood, the baseline of this machine at this moment.
    for (const spread of [0, 1, 64]) {
      const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
        env: { ...process.env, FLOOD: JSON.stringify({ hostname, port, spread, seconds: FLOOD_SECONDS }) },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      let go: () => void = () => {};
      const begun = new Promise<void>((resolve) => {
        go = resolve;
      });
      child.stdout.on('data', (d) => {
        out += d;
        if (out.startsWith('go\n')) go();
      });
      const flooded = new Promise<number[]>((resolve) =>
        child.once('exit', () => resolve(out.length > 3 ? (JSON.parse(out.slice(3)) as number[]) : [])),
      );
      await begun;
      const stop = Date.now() + FLOOD_SECONDS * 1000;
      await new Promise((r) => setTimeout(r, 1000));
      const health: number[] = [];
      const logins: { status: number; ms: number }[] = [];
      for (let n = 0; Date.now() < stop - 300; n++) {
        health.push((await hit('GET', '/healthz', { from: '127.0.0.3' })).ms);
        if (n % 15 === 5) {
          const r = await hit('POST', '/api/login', {
            from: `127.0.3.${spread + 1}`,
            body: { name: 'Alice', password: 'correct horse battery' },
          });
          logins.push({ status: r.status, ms: r.ms });
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      const answers = await flooded;
      const ok = logins.filter((l) => l.status === 200).map((l) => l.ms);
      console.log(
        spread === 0
          ? `no flood (baseline), ${FLOOD_SECONDS} s:`
          : `flood from ${spread} address(es), 64-way, ${FLOOD_SECONDS} s: ${answers.length} attempts ${JSON.stringify(tally(answers))}`,
      );
      console.log(
        `  /healthz: ${health.length} probes, p50 ${fmt(pct(health, 50))} ms, p99 ${fmt(pct(health, 99))} ms, max ${fmt(Math.max(...health))} ms (figure: under 100 ms)`,
      );
      console.log(
        `  right password from another address: ${logins.length} tries ${JSON.stringify(logins.map((l) => `${l.status} in ${fmt(l.ms)} ms`))}; ` +
          `slowest success ${ok.length ? fmt(Math.max(...ok)) : '-'} ms (figure: under 500 ms)`,
      );
    }
  } finally {
    for (const a of agents.values()) a.destroy();
    await node.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
