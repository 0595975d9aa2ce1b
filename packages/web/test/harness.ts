import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, chromium } from 'playwright-core';

const ROOT = resolve(import.meta.dirname, '../../..');
const WEB = resolve(import.meta.dirname, '..');
export const ARTEFACTS = join(WEB, '.artefacts');

/** Debian's Chromium; a browser download is impossible on these machines. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = (): boolean => existsSync(CHROMIUM);

/**
 * Where the suite's own build goes: never dist/, which `npm start` serves (a test build
 * there once left the site serving another build than the sources').
 */
export const TEST_DIST = join(WEB, '.dist-test');

/**
 * Builds the client the server will serve: the same production `vite build` as `npm run
 * build` (Vitest sets NODE_ENV=test, which would make it React's development build), into
 * a folder of the suite's own; returns it.
 */
export function buildClient(suite: string): string {
  // One folder per suite: Vitest runs the suites side by side, and a build empties its folder first.
  const outDir = join(TEST_DIST, suite);
  const out = spawnSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error', '--outDir', outDir], {
    cwd: WEB,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (out.status !== 0) throw new Error(`vite build failed: ${out.stderr}`);
  return outDir;
}

/** A port free a moment ago on 127.0.0.1 (the OS picks one). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

export interface Running {
  readonly url: string;
  stop(): Promise<void>;
}

/** The real server on SQLite in a fresh folder, serving the built client, with quick bots. */
export async function startServer(webDir: string): Promise<Running> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'parlour-web-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      WEB_DIR: webDir,
      BOT_DELAY_MS: '20',
      // The suite is about the page, not the bots' strength: a short budget keeps the bot
      // tables it leaves behind from starving the machine (hard thinks 35% of it).
      BOT_BUDGET_MS: '20',
      SWEEP_MS: '100',
      LOG_LEVEL: 'warn',
      // Every page of the suite is a guest from this one address.
      GUESTS_PER_ADDRESS: '10000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Headless Chromium with the flags this machine needs; Playwright gives it a fresh, empty profile itself. */
export async function launchBrowser(): Promise<{ browser: Browser; close(): Promise<void> }> {
  mkdirSync(ARTEFACTS, { recursive: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    browser,
    async close() {
      await browser.close();
    },
  };
}
