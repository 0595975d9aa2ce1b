import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playToEnd, SHORT_TABLE_IN_PAGE } from './drive.ts';
import { buildClient, type Running, startServer } from './harness.ts';

/**
 * The other two browser engines, on the Debian packages (no browser downloads here):
 * Firefox ESR over WebDriver BiDi (puppeteer-core), and WebKit, Safari's engine, through
 * WebKitGTK's WebDriver and its MiniBrowser under a virtual display. Each loads the lobby
 * and plays every game to its end against bots, through the page, with the driver the
 * Chromium suite uses (drive.ts).
 */
const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const XVFB_RUN = '/usr/bin/xvfb-run';
const required = process.env.PARLOUR_REQUIRE_ALL === '1';
const hasFirefox = existsSync(FIREFOX);
const hasWebKit = existsSync(WEBKIT_DRIVER) && existsSync(MINIBROWSER) && existsSync(XVFB_RUN);
if (!hasFirefox) console.log(`skipped: Firefox tests (no ${FIREFOX}; install the Debian package "firefox-esr")`);
if (!hasWebKit) console.log('skipped: WebKit tests (install the Debian packages "webkit2gtk-driver" and "xvfb")');

/** What a test needs of a browser: open a page, run JavaScript in it. */
interface Driver {
  goto(url: string): Promise<void>;
  run<T>(expression: string): Promise<T>;
  close(): Promise<void>;
}

/**
 * WebKitGTK's web process can die or be declared hung on a loaded machine (seen in CI: "Could
 * not parse script result", then "session deleted because of page crash or hang", and every
 * later call "invalid session id"). That is the browser, not the page: the test plays its game
 * again once in a new session. Any other failure, or a second death, fails the test.
 */
const BROWSER_DIED = /invalid session id|page crash or hang|Could not parse script result/;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(d: Driver, expression: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await d.run<T>(expression);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${expression}`);
    await pause(100);
  }
}

/** Clicks the first element matching the selector whose text matches. */
const click = (d: Driver, selector: string, text: string) =>
  until<boolean>(
    d,
    `(() => { const b = [...document.querySelectorAll(${JSON.stringify(selector)})].find((e) => e.textContent.trim() === ${JSON.stringify(text)}); if (b) b.click(); return Boolean(b); })()`,
  );

/** Each game's short settings, by their option labels (the others play as they come). */
const SHORT: Record<string, string[]> = { bully: ['Quick set-up'] };

/** The lobby, then Bisley from its quick play, played through the page to its end. */
async function lobbyAndBisley(d: Driver, url: string): Promise<void> {
  await d.goto(url);
  expect(await until<number>(d, `document.querySelectorAll('li.game').length`)).toBe(5);
  await click(d, 'li.game[data-game="bisley"] button', 'Play now');
  await until(d, `document.querySelector('.bisley') !== null`);
  await playToEnd(d);
  expect(await d.run<boolean>(`document.querySelector('.result') !== null`)).toBe(true);
}

/**
 * A game against bots from its New table page, at its quickest (the fewest players, medium
 * bots, short settings), played through the page to its end by the same driver as in
 * Chromium. Returns the steps it took.
 */
async function toTheEnd(d: Driver, url: string, game: string): Promise<number> {
  await d.goto(`${url}/#/create/${game}`);
  await until(d, `(${SHORT_TABLE_IN_PAGE})(${JSON.stringify(SHORT[game] ?? [])})`);
  await click(d, 'form.create button', 'Create table');
  await until(d, `document.querySelector('.table-page[data-status="playing"]') !== null`);
  // Every bot seat named, with its level.
  const seats = await until<string[]>(
    d,
    `(() => { const s = [...document.querySelectorAll('.seats .seat strong')].map((e) => e.textContent); return s.length ? s : null; })()`,
  );
  expect(seats.slice(1).every((s) => /\(medium bot\)$/.test(s))).toBe(true);
  const steps = await playToEnd(d);
  expect(await d.run<string>(`document.querySelector('.result h3')?.textContent ?? ''`)).toMatch(
    /^(You won!|You share first place!|You lost: \d+(st|nd|rd|th) of \d+|A draw)$/,
  );
  return steps;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

async function firefox(): Promise<Driver> {
  const { default: puppeteer } = await import('puppeteer-core');
  const profile = mkdtempSync(join(tmpdir(), 'parlour-firefox-'));
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    userDataDir: profile,
    protocol: 'webDriverBiDi',
  });
  const page = await browser.newPage();
  page.on('pageerror', (e) => console.error('firefox page error:', e));
  return {
    goto: async (url) => {
      await page.goto(url);
    },
    run: (expression) => page.evaluate(expression) as Promise<never>,
    close: async () => {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** WebKit through the W3C WebDriver HTTP protocol, spoken with fetch. */
async function webkit(): Promise<Driver> {
  const port = await freePort();
  const driver: ChildProcess = spawn(XVFB_RUN, ['-a', WEBKIT_DRIVER, `--port=${port}`], {
    stdio: 'ignore',
    detached: true,
    // Software rendering: a virtual display has no GPU, and WebKitGTK's DMA-BUF renderer
    // and GL paths are where its web process has died under Xvfb.
    env: { ...process.env, WEBKIT_DISABLE_DMABUF_RENDERER: '1', LIBGL_ALWAYS_SOFTWARE: '1' },
  });
  const base = `http://127.0.0.1:${port}`;
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const r = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const data = (await r.json()) as { value: T };
    if (!r.ok) throw new Error(`WebDriver ${method} ${path}: ${JSON.stringify(data.value)}`);
    return data.value;
  };
  for (let i = 0; ; i++) {
    try {
      await call('GET', '/status');
      break;
    } catch (e) {
      if (i > 100) throw e;
      await pause(100);
    }
  }
  const session = await call<{ sessionId: string }>('POST', '/session', {
    capabilities: {
      alwaysMatch: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } },
    },
  });
  const id = session.sessionId;
  return {
    goto: async (url) => {
      await call('POST', `/session/${id}/url`, { url });
    },
    run: (expression) => call('POST', `/session/${id}/execute/sync`, { script: `return (${expression});`, args: [] }),
    close: async () => {
      await call('DELETE', `/session/${id}`).catch(() => {});
      // xvfb-run's whole group: the display, the driver and its browser.
      if (driver.pid) process.kill(-driver.pid, 'SIGTERM');
    },
  };
}

const GAMES = ['bully', 'bluff', 'bollocks', 'wooly-bully'];
const engines: { name: string; present: boolean; open: () => Promise<Driver> }[] = [
  { name: 'Firefox ESR', present: hasFirefox, open: firefox },
  { name: 'WebKit', present: hasWebKit, open: webkit },
];

describe.skipIf(!(hasFirefox || hasWebKit || required))('the web client in Firefox and WebKit', () => {
  let server: Running;
  beforeAll(async () => {
    server = await startServer(buildClient('engines'));
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  for (const engine of engines) {
    describe.skipIf(!engine.present && !required)(engine.name, () => {
      let d: Driver | undefined;
      const browser = async () => {
        d ??= await engine.open();
        return d;
      };
      async function inBrowser<T>(test: (d: Driver) => Promise<T>): Promise<T> {
        try {
          return await test(await browser());
        } catch (e) {
          if (!BROWSER_DIED.test(String(e))) throw e;
          console.warn(`${engine.name} died (${String(e)}); a new session plays the test again`);
          await d?.close();
          d = undefined;
          return test(await browser());
        }
      }
      beforeAll(browser, 60_000);
      afterAll(async () => {
        await d?.close();
      });

      it('shows the lobby and plays a Bisley deal to its end', () => inBrowser((d) => lobbyAndBisley(d, server.url)), 300_000);

      for (const game of GAMES)
        it(`plays ${game} against bots to its end`, async () => {
          const started = Date.now();
          const steps = await inBrowser((d) => toTheEnd(d, server.url, game));
          console.log(`${engine.name}, ${game}: the end in ${steps} steps, ${Math.round((Date.now() - started) / 1000)} s`);
        }, 480_000);
    });
  }
});
