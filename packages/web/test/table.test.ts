import type { Browser, Page, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient, CHROMIUM, hasChromium, launchBrowser, type Running, startServer } from './harness.ts';

const required = process.env.PARLOUR_REQUIRE_ALL === '1';
const run = hasChromium() || required;
if (!run) console.log(`skipped: web table tests (no Chromium at ${CHROMIUM}; install the Debian package "chromium")`);

/**
 * What needs Playwright's own hold on Chromium: a socket cut under the page, a preference for
 * less motion, the page's audio. Issue 13's other items are checked in every engine in items.test.ts.
 */
describe.skipIf(!run)('at the table: a lost connection, motion, sounds', () => {
  let server: Running;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;

  beforeAll(async () => {
    server = await startServer(buildClient('table'));
    ({ browser, close: closeBrowser } = await launchBrowser());
  }, 120_000);

  afterAll(async () => {
    await closeBrowser?.();
    await server?.stop();
  });

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.on('pageerror', (e) => console.error('page error:', e.message));
    return page;
  }

  it('says plainly when the connection is lost, holds the table, and comes back', async () => {
    const page = await newPage();
    let down = false;
    let current: WebSocketRoute | null = null;
    await page.routeWebSocket(/\/ws$/, (ws) => {
      if (down) return ws.close();
      current = ws;
      ws.connectToServer();
    });
    await page.goto(server.url);
    await page.locator('li.game[data-game="bisley"]').getByRole('button', { name: 'Play now' }).click();
    await page.locator('.bisley').waitFor();
    await expect.poll(() => page.locator('.turn').textContent()).toBe('Your turn');
    down = true;
    await (current as WebSocketRoute | null)?.close();
    await page.locator('.problem.offline').waitFor();
    expect(await page.locator('.problem.offline').textContent()).toContain('Connection lost. Reconnecting… Moves are paused');
    expect(await page.locator('.turn').textContent()).toBe('Paused: reconnecting…');
    expect(await page.locator('.net').textContent()).toBe('Reconnecting…');
    expect(
      await page
        .locator('.bisley button.movable')
        .first()
        .evaluate((b) => b.matches(':disabled')),
    ).toBe(true);
    down = false;
    await page.locator('.problem.offline').waitFor({ state: 'detached', timeout: 15_000 });
    expect(await page.locator('.turn').textContent()).toBe('Your turn');
    await page.context().close();
  }, 60_000);

  it('moves briefly what happens, and nothing for a player who asks for less motion', async () => {
    const animation = async (reducedMotion: 'reduce' | 'no-preference') => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion });
      const page = await context.newPage();
      await page.goto(server.url);
      await page.locator('li.game[data-game="bluff"]').getByRole('button', { name: 'Quick play vs bots' }).click();
      const card = page.locator('.bluff .fan .pick').first();
      await card.waitFor();
      const style = await card.evaluate((e) => [getComputedStyle(e).animationName, getComputedStyle(e).animationDuration]);
      await context.close();
      return style;
    };
    expect(await animation('no-preference')).toEqual(['deal-in', '0.22s']);
    expect(await animation('reduce')).toEqual(['none', '0s']);
  }, 60_000);

  it('chimes when the turn comes only once sounds are turned on (off by default)', async () => {
    const chimes = async (turnOn: boolean) => {
      const page = await newPage();
      // Counts the audio the page starts (none may play headless, but the page must ask for it).
      await page.addInitScript(() => {
        const w = window as unknown as { AudioContext: typeof AudioContext; oscillators: number };
        w.oscillators = 0;
        const Real = w.AudioContext;
        w.AudioContext = class extends Real {
          override createOscillator() {
            w.oscillators++;
            return super.createOscillator();
          }
        };
      });
      await page.goto(server.url);
      expect(await page.getByLabel('Sounds').isChecked()).toBe(false);
      if (turnOn) await page.getByLabel('Sounds').check();
      // About one Bisley deal in 2,500 has nothing to play and is over at once: deal again.
      for (let deal = 0; deal < 3; deal++) {
        if (deal > 0) await page.goto(server.url);
        await page.locator('li.game[data-game="bisley"]').getByRole('button', { name: 'Play now' }).click();
        await expect.poll(() => page.locator('.turn').textContent(), { timeout: 15_000 }).toMatch(/^(Your turn|Game over)$/);
        if ((await page.locator('.turn').textContent()) === 'Your turn') break;
      }
      expect(await page.locator('.turn').textContent()).toBe('Your turn');
      await page.waitForTimeout(200);
      const count = await page.evaluate(() => (window as unknown as { oscillators: number }).oscillators);
      await page.context().close();
      return count;
    };
    expect(await chimes(false)).toBe(0);
    expect(await chimes(true)).toBe(2);
  }, 60_000);
});
