import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { ARTEFACTS, freePort, hasChromium, launchBrowser } from './harness.ts';

/**
 * The three browser engines behind one small driver, so that one check runs in each:
 * Chromium through Playwright, Firefox ESR over WebDriver BiDi (puppeteer-core), and WebKit,
 * Safari's engine, through WebKitGTK's WebDriver and its MiniBrowser under a virtual display
 * (W3C WebDriver over HTTP, spoken with fetch). All on the Debian packages: no browser
 * downloads here.
 */
const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const XVFB_RUN = '/usr/bin/xvfb-run';
export const required = process.env.PARLOUR_REQUIRE_ALL === '1';
export const hasFirefox = existsSync(FIREFOX);
export const hasWebKit = existsSync(WEBKIT_DRIVER) && existsSync(MINIBROWSER) && existsSync(XVFB_RUN);

/** What a check needs of a browser. */
export interface Driver {
  goto(url: string): Promise<void>;
  /** A JavaScript expression's value in the page (a promise is waited for). */
  run<T>(expression: string): Promise<T>;
  /** A key pressed and released on the focused element, as a user's keyboard does. */
  press(key: 'Enter' | 'Tab'): Promise<void>;
  /** The page's viewport, in CSS pixels. */
  resize(width: number, height: number): Promise<void>;
  /** The viewport as a PNG in the suite's artefacts. */
  shot(name: string): Promise<void>;
  /** Loads the page again. */
  reload(): Promise<void>;
  /** Drops the site's cookies: the next page is a newcomer's. */
  forget(): Promise<void>;
  close(): Promise<void>;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

function save(name: string, png: Buffer | string): void {
  mkdirSync(ARTEFACTS, { recursive: true });
  writeFileSync(join(ARTEFACTS, `${name}.png`), typeof png === 'string' ? Buffer.from(png, 'base64') : png);
}

const KEYS = { Enter: '\uE007', Tab: '\uE004' } as const;

/** A Playwright page as a driver (Chromium's own tests use Playwright; this serves the shared checks). */
export function pageDriver(page: Page, close: () => Promise<void> = () => page.context().close()): Driver {
  return {
    goto: async (url) => {
      await page.goto(url);
    },
    run: (expression) => page.evaluate(expression) as Promise<never>,
    press: (key) => page.keyboard.press(key),
    resize: (width, height) => page.setViewportSize({ width, height }),
    shot: async (name) => save(name, await page.screenshot()),
    reload: async () => {
      await page.reload();
    },
    forget: () => page.context().clearCookies(),
    close,
  };
}

/** How a browser is opened: as it comes, or for a player who asks the system for less motion. */
export interface OpenOptions {
  reducedMotion?: boolean;
}

async function chromium(options: OpenOptions = {}): Promise<Driver> {
  const { browser, close } = await launchBrowser();
  // axe-core is injected by script, which the page's CSP (scripts from self only) refuses.
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    bypassCSP: true,
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
  });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('chromium page error:', e.message));
  return pageDriver(page, close);
}

async function firefox(options: OpenOptions = {}): Promise<Driver> {
  const { default: puppeteer } = await import('puppeteer-core');
  const profile = mkdtempSync(join(tmpdir(), 'parlour-firefox-'));
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    userDataDir: profile,
    protocol: 'webDriverBiDi',
    defaultViewport: { width: 1280, height: 800 },
    // The system's "reduce motion" as Firefox reads it (puppeteer's media emulation needs CDP, not BiDi).
    extraPrefsFirefox: options.reducedMotion ? { 'ui.prefersReducedMotion': 1 } : {},
  });
  const page = await browser.newPage();
  page.on('pageerror', (e) => console.error('firefox page error:', e));
  return {
    goto: async (url) => {
      await page.goto(url);
    },
    run: (expression) => page.evaluate(expression) as Promise<never>,
    press: (key) => page.keyboard.press(key),
    resize: (width, height) => page.setViewport({ width, height }),
    shot: async (name) => save(name, Buffer.from(await page.screenshot())),
    reload: async () => {
      await page.reload();
    },
    forget: async () => {
      await browser.deleteCookie(...(await browser.cookies()));
    },
    close: async () => {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** How long a WebDriver call may take before the browser is taken to hang (none of ours takes seconds). */
const HUNG_MS = 60_000;

type Call = <T>(method: string, path: string, body?: unknown) => Promise<T>;

/**
 * Moves the session into a window the page opens as a popup, and closes the first. MiniBrowser's
 * own window has a toolbar, which keeps it 447 px wide at least (a phone is 375) and under the
 * viewport; a popup's window is the page alone, so the window's size is the viewport's.
 */
async function intoPopup(call: Call, s: string, run: <T>(expression: string) => Promise<T>): Promise<void> {
  const first = await call<string>('GET', `${s}/window`);
  await run(`(window.open('about:blank', '', 'popup,noopener'), true)`);
  const popup = (await call<string[]>('GET', `${s}/window/handles`)).find((h) => h !== first);
  if (!popup) throw new Error('WebKit: the page could not open a window');
  await call('DELETE', `${s}/window`);
  await call('POST', `${s}/window`, { handle: popup });
}

/**
 * WebKitGTK answers a screenshot after the page's next frame, and a page where nothing changes
 * draws none: the call then never answered (a table waiting for the player's move, the profile;
 * a page taller than the window, as the lobby, was answered, and any change on the page
 * answered it). While a shot is taken, a transparent pixel changes colour, transparent again,
 * every 50 ms: frames come and the picture is the page's.
 */
const FRAMES_ON = `(() => {
  const pixel = document.createElement('div');
  pixel.id = 'webdriver-frames';
  Object.assign(pixel.style, { position: 'fixed', left: '0', top: '0', width: '1px', height: '1px', pointerEvents: 'none' });
  document.documentElement.append(pixel);
  let odd = false;
  window.webdriverFrames = setInterval(() => {
    odd = !odd;
    pixel.style.backgroundColor = odd ? 'rgba(255, 255, 255, 0)' : 'rgba(0, 0, 0, 0)';
  }, 50);
  return true;
})()`;
const FRAMES_OFF = `(() => { clearInterval(window.webdriverFrames); document.getElementById('webdriver-frames')?.remove(); return true; })()`;

/** WebKit through the W3C WebDriver HTTP protocol, spoken with fetch. */
async function webkit(options: OpenOptions = {}): Promise<Driver> {
  const port = await freePort();
  // WebKitGTK answers prefers-reduced-motion from GTK's gtk-enable-animations setting, read
  // (with no settings daemon on the virtual display) from settings.ini in the config folder.
  const gtkConfig = options.reducedMotion ? mkdtempSync(join(tmpdir(), 'parlour-gtk-')) : null;
  if (gtkConfig) {
    mkdirSync(join(gtkConfig, 'gtk-3.0'));
    writeFileSync(join(gtkConfig, 'gtk-3.0', 'settings.ini'), '[Settings]\ngtk-enable-animations=0\n');
  }
  const driver: ChildProcess = spawn(XVFB_RUN, ['-a', '-s', '-screen 0 1600x1200x24', WEBKIT_DRIVER, `--port=${port}`], {
    stdio: 'ignore',
    detached: true,
    // Software rendering: a virtual display has no GPU, and WebKitGTK's DMA-BUF renderer
    // and GL paths are where its web process has died under Xvfb.
    env: {
      ...process.env,
      WEBKIT_DISABLE_DMABUF_RENDERER: '1',
      LIBGL_ALWAYS_SOFTWARE: '1',
      ...(gtkConfig ? { XDG_CONFIG_HOME: gtkConfig } : {}),
    },
  });

  const base = `http://127.0.0.1:${port}`;
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const r = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(HUNG_MS),
    }).catch((e: Error) => {
      throw e.name === 'TimeoutError'
        ? new Error(`WebDriver ${method} ${path}: no answer in ${HUNG_MS} ms (page crash or hang)`)
        : e;
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
      alwaysMatch: {
        // The page may open a window by script: how the session gets one without a toolbar (below).
        'webkitgtk:browserOptions': {
          binary: MINIBROWSER,
          args: ['--automation', '--javascript-can-open-windows-automatically=true'],
        },
      },
    },
  });
  const s = `/session/${session.sessionId}`;
  const run = <T>(expression: string) => call<T>('POST', `${s}/execute/sync`, { script: `return (${expression});`, args: [] });
  await intoPopup(call, s, run);
  const resize = async (width: number, height: number) => {
    await call('POST', `${s}/window/rect`, { width, height });
    // The page learns its new size a moment after the window has it (once, in CI, not at all at first).
    let inner = { w: 0, h: 0 };
    for (let tries = 0; tries < 20; tries++) {
      inner = await run<{ w: number; h: number }>('({ w: innerWidth, h: innerHeight })');
      if (inner.w === width && inner.h === height) return;
      await pause(100);
    }
    if (inner.w !== width || inner.h !== height)
      throw new Error(`WebKit: asked for a ${width}x${height} viewport, the page is ${inner.w}x${inner.h}`);
  };
  await resize(1280, 800);
  return {
    goto: async (url) => {
      await call('POST', `${s}/url`, { url });
    },
    run,
    press: async (key) => {
      const value = KEYS[key];
      await call('POST', `${s}/actions`, {
        actions: [
          {
            type: 'key',
            id: 'keyboard',
            actions: [
              { type: 'keyDown', value },
              { type: 'keyUp', value },
            ],
          },
        ],
      });
      await call('DELETE', `${s}/actions`);
    },
    resize,
    shot: async (name) => {
      await run(FRAMES_ON);
      try {
        save(name, await call<string>('GET', `${s}/screenshot`));
      } finally {
        await run(FRAMES_OFF);
      }
    },
    reload: async () => {
      await call('POST', `${s}/refresh`, {});
    },
    forget: async () => {
      await call('DELETE', `${s}/cookie`);
    },
    close: async () => {
      await call('DELETE', s).catch(() => {});
      // xvfb-run's whole group: the display, the driver and its browser.
      if (driver.pid) process.kill(-driver.pid, 'SIGTERM');
      if (gtkConfig) rmSync(gtkConfig, { recursive: true, force: true });
    },
  };
}

export interface Engine {
  name: string;
  /** A short name for artefacts. */
  id: string;
  present: boolean;
  open: (options?: OpenOptions) => Promise<Driver>;
}

export const CHROMIUM_ENGINE: Engine = { name: 'Chromium', id: 'chromium', present: hasChromium(), open: chromium };
export const OTHER_ENGINES: Engine[] = [
  { name: 'Firefox ESR', id: 'firefox', present: hasFirefox, open: firefox },
  { name: 'WebKit', id: 'webkit', present: hasWebKit, open: webkit },
];

/**
 * WebKitGTK's web process can die or be declared hung on a loaded machine (seen in CI: "Could
 * not parse script result", then "session deleted because of page crash or hang", and every
 * later call "invalid session id"; here also a call left unanswered). That is the browser, not
 * the page: the check runs again once in a new session. Any other failure, or a second death,
 * fails it.
 */
const BROWSER_DIED = /invalid session id|page crash or hang|Could not parse script result/;

/**
 * One browser of an engine for a describe block, opened before its tests and closed after;
 * `use` runs a check in it (in a new session once, should the browser die).
 */
export function useBrowser(engine: Engine): { use<T>(check: (d: Driver) => Promise<T>): Promise<T> } {
  let d: Driver | undefined;
  const browser = async () => {
    d ??= await engine.open();
    return d;
  };
  beforeAll(browser, 60_000);
  afterAll(async () => {
    await d?.close();
  });
  return {
    async use(check) {
      try {
        return await check(await browser());
      } catch (e) {
        if (!BROWSER_DIED.test(String(e))) throw e;
        console.warn(`${engine.name} died (${String(e)}); a new session runs the check again`);
        await d?.close();
        d = undefined;
        return check(await browser());
      }
    },
  };
}

/**
 * A check with another browser of the engine beside the suite's own: a second person (its
 * own cookies), or a player who asks for less motion. Closed after, whatever happens.
 */
export async function withAnother<T>(engine: Engine, options: OpenOptions, check: (d: Driver) => Promise<T>): Promise<T> {
  const d = await engine.open(options);
  try {
    return await check(d);
  } finally {
    await d.close();
  }
}

/** Waits until the expression is truthy in the page; returns its value. */
export async function until<T>(d: Driver, expression: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await d.run<T>(expression);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${expression}`);
    await pause(100);
  }
}

/** Clicks the first element matching the selector whose text is `text` (once there). */
export const click = (d: Driver, selector: string, text: string) =>
  until<boolean>(
    d,
    `(() => { const b = [...document.querySelectorAll(${JSON.stringify(selector)})].find((e) => e.textContent.trim() === ${JSON.stringify(text)}); if (b) b.click(); return Boolean(b); })()`,
  );

/** The text of the first element matching the selector, or null. */
export const text = (d: Driver, selector: string) =>
  d.run<string | null>(`document.querySelector(${JSON.stringify(selector)})?.textContent ?? null`);

/** How many elements match the selector. */
export const count = (d: Driver, selector: string) =>
  d.run<number>(`document.querySelectorAll(${JSON.stringify(selector)}).length`);

/** Sets a select (the way React hears it) to a value. */
export const choose = (d: Driver, selector: string, value: string) =>
  until<boolean>(
    d,
    `(() => { const s = document.querySelector(${JSON.stringify(selector)}); if (!s) return false;
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value').set.call(s, ${JSON.stringify(value)});
      s.dispatchEvent(new Event('change', { bubbles: true })); return true; })()`,
  );

/** A call to the server's HTTP API from the page, as its user (the page's session cookie). */
export const api = <T>(d: Driver, method: string, path: string, body?: unknown) =>
  d.run<T>(
    `fetch(${JSON.stringify(path)}, { method: ${JSON.stringify(method)}, headers: { 'content-type': 'application/json' }, body: ${JSON.stringify(body === undefined ? undefined : JSON.stringify(body))} }).then(async (r) => { if (!r.ok) throw new Error(r.status + ' ' + await r.text()); return r.json(); })`,
  );

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let axeSource: string | undefined;

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core's serious and critical violations on the page as it is now. */
export async function violations(d: Driver): Promise<string[]> {
  const { readFileSync } = await import('node:fs');
  axeSource ??= readFileSync(AXE_SOURCE, 'utf8');
  // The source is run as the driver's own script (no script tag: the page's CSP allows only its own).
  // Contrast is read from what is drawn: a result still fading in (motion) measures as faint.
  await d.run(
    `Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity).map((a) => a.finished.catch(() => null))).then(() => true)`,
  );
  if (!(await d.run<boolean>(`typeof window.axe === 'object'`)))
    await d.run(`(() => {\n${axeSource}\n;window.axe = axe;\nreturn true;\n})()`);
  const found = await d.run<Violation[]>(
    `window.axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target.map(String) })) })))`,
  );
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`);
}
