import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort } from './private-services.ts';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const BUILD = fileURLToPath(new URL('../../../../scripts/build-server.mjs', import.meta.url));

/** Bundles the server as `npm start` does, into a file of its own (removed by the caller). */
export function bundleServer(): string {
  // Beside the real bundle, so its npm imports resolve from the same node_modules.
  const out = fileURLToPath(new URL(`../../dist/test-${process.pid}-${Date.now()}.js`, import.meta.url));
  if (spawnSync(process.execPath, [BUILD, out], { stdio: 'inherit' }).status !== 0) throw new Error('bundling the server failed');
  return out;
}

/** Deletes a bundle of `bundleServer`: the server's file, its bot worker's, and their maps. */
export function removeBundle(bundle: string): void {
  const worker = bundle.replace(/\.js$/, '.bot-worker.js');
  for (const f of [bundle, worker]) for (const g of [f, `${f}.map`]) rmSync(g, { force: true });
}

export interface Child {
  proc: ChildProcess;
  /** What the node logged (pino's JSON lines), when started with `logs`. */
  logs: string[];
  url: string;
  /** kill -9: no shutdown, no flush. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts a server node as its own process (for the kill -9 and two-node tests): from the
 * TypeScript sources, or from `bundle` (see `bundleServer`), which starts in a fraction
 * of the time.
 */
export async function spawnNode(env: Record<string, string>, bundle?: string, o: { logs?: boolean } = {}): Promise<Child> {
  // A port the system just handed out and took back: a random one could be in use (the
  // ephemeral range holds every outgoing connection of the tests), and a node that cannot
  // listen exits. Another process may still take it first, so a node that exits at once
  // is started again on another.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startNode(await freePort(), env, bundle, o);
    } catch (e) {
      if (!(e instanceof ExitedAtStart) || attempt >= 3) throw e;
    }
  }
}

class ExitedAtStart extends Error {}

async function startNode(
  port: number,
  env: Record<string, string>,
  bundle: string | undefined,
  o: { logs?: boolean },
): Promise<Child> {
  const proc = spawn(process.execPath, bundle ? ['--enable-source-maps', bundle] : ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      WS_RATE: '100000',
      GUESTS_PER_ADDRESS: '100000',
      // The fault tests keep dozens of bot tables open from one guest.
      TABLES_PER_USER: '100000',
      ...env,
    },
    stdio: ['ignore', o.logs ? 'pipe' : 'ignore', 'inherit'],
  });
  const logs: string[] = [];
  let partial = '';
  proc.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    logs.push(...lines);
  });
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (proc.exitCode !== null) throw new ExitedAtStart(`node exited with ${proc.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {}
    if (i > 600) throw new Error('node did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    proc,
    logs,
    url,
    async kill() {
      proc.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (proc.exitCode === null) proc.kill('SIGTERM');
      await exited;
    },
  };
}
