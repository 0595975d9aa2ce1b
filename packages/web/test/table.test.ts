import type { Browser, Page, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient, CHROMIUM, hasChromium, launchBrowser, type Running, startServer } from './harness.ts';

const required = process.env.PARLOUR_REQUIRE_ALL === '1';
const run = hasChromium() || required;
if (!run) console.log(`skipped: web table tests (no Chromium at ${CHROMIUM}; install the Debian package "chromium")`);

/**
 * What needs Playwright's own hold on Chromium: a socket cut under the page (routeWebSocket).
 * Issue 13's items, a lost connection among them, are checked in every engine in
 * items.test.ts and more-items.test.ts.
 */
describe.skipIf(!run)('at the table: a lost connection', () => {
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
});
