import type { Browser, Page, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient, CHROMIUM, hasChromium, launchBrowser, type Running, startServer } from './harness.ts';

const required = process.env.PARLOUR_REQUIRE_ALL === '1';
const run = hasChromium() || required;
if (!run) console.log(`skipped: web table tests (no Chromium at ${CHROMIUM}; install the Debian package "chromium")`);

const seq = (page: Page) => page.locator('.table-page').getAttribute('data-seq');

describe.skipIf(!run)('at the table: bots, leaving, a lost connection, the keyboard', () => {
  let server: Running;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;

  beforeAll(async () => {
    buildClient();
    server = await startServer();
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

  /** A Bluff table from the Create page: three players, the other two seats as given ('' = open). */
  async function bluffTable(page: Page, seats: [string, string]): Promise<void> {
    await page.goto(server.url);
    await page.locator('li.game[data-game="bluff"]').getByRole('link', { name: 'New table…' }).click();
    await page.getByLabel('Players', { exact: true }).selectOption('3');
    await page.getByLabel('Seat 2').selectOption(seats[0]);
    await page.getByLabel('Seat 3').selectOption(seats[1]);
    await page.getByRole('button', { name: 'Create table' }).click();
    await page.locator('.table-page').waitFor();
  }

  it('offers bot levels in words, names every bot seat, and quick play takes hard unless told', async () => {
    const page = await newPage();
    await page.goto(server.url);
    const bluff = page.locator('li.game[data-game="bluff"]');
    expect(await bluff.getByRole('combobox').inputValue()).toBe('hard');
    expect(await page.locator('li.game[data-game="bisley"]').getByRole('button').first().textContent()).toBe('Play now');
    expect(await page.locator('.levels').textContent()).toContain('Hard: the strongest');
    await bluff.getByRole('link', { name: 'New table…' }).click();
    const options = await page.getByLabel('Seat 2').locator('option').allTextContents();
    expect(options).toEqual(['Open seat (a person)', 'Bot: easy', 'Bot: medium', 'Bot: hard']);
    expect(await page.getByLabel('Seat 2').inputValue()).toBe('hard');
    await bluffTable(page, ['easy', 'hard']);
    const seats = await page.locator('.seats .seat strong').allTextContents();
    expect(seats[1]).toMatch(/^\w+ \(easy bot\)$/);
    expect(seats[2]).toMatch(/^\w+ \(hard bot\)$/);
    expect(new Set(seats).size).toBe(3);
    // Quick play with a level chosen (kept for next time).
    await page.goto(server.url);
    await page.locator('li.game[data-game="bully"]').getByRole('combobox').selectOption('medium');
    await page.locator('li.game[data-game="bully"]').getByRole('button', { name: 'Quick play vs bots' }).click();
    await page.locator('.table-page .seats').waitFor();
    expect(await page.locator('.seats .seat strong').nth(1).textContent()).toMatch(/\(medium bot\)$/);
    await page.goto(server.url);
    expect(await page.locator('li.game[data-game="bully"]').getByRole('combobox').inputValue()).toBe('medium');
    await page.context().close();
  }, 60_000);

  it('leaves a waiting room and resigns a game, each after saying what it does', async () => {
    const page = await newPage();
    await bluffTable(page, ['easy', '']);
    expect(await page.locator('.table-page').getAttribute('data-status')).toBe('open');
    await page.getByRole('button', { name: 'Leave table' }).click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.textContent()).toContain('Your seat opens for someone else.');
    // The dialog opens on the safe choice; Stay keeps the seat.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Stay');
    await dialog.getByRole('button', { name: 'Stay' }).click();
    expect(await page.locator('.table-page').count()).toBe(1);
    await page.getByRole('button', { name: 'Leave table' }).click();
    await dialog.getByRole('button', { name: 'Leave table' }).click();
    await page.locator('.lobby').waitFor();

    await bluffTable(page, ['easy', 'easy']);
    const table = page.url();
    await expect.poll(() => page.locator('.table-page').getAttribute('data-status')).toBe('playing');
    await page.getByRole('button', { name: 'Resign' }).click();
    expect(await dialog.textContent()).toContain('A bot plays your seat to the end. The result will not count for you');
    await dialog.getByRole('button', { name: 'Resign' }).click();
    await page.locator('.lobby').waitFor();
    await page.goto(table);
    await expect.poll(() => page.locator('.seats .seat strong').first().textContent()).toMatch(/, replaced by a bot/);
    expect(await page.getByRole('button', { name: 'Resign' }).count()).toBe(0);
    await page.context().close();
  }, 60_000);

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

  it('keeps keyboard focus where play goes on after a move', async () => {
    const page = await newPage();
    await page.goto(server.url);
    await page.locator('li.game[data-game="bisley"]').getByRole('button', { name: 'Play now' }).click();
    await page.locator('.bisley').waitFor();
    let moved = 0;
    for (let move = 0; move < 3; move++) {
      const card = page.locator('button.available.movable').first();
      if ((await card.count()) === 0) break;
      await card.focus();
      await page.keyboard.press('Enter');
      const target = page.locator('.pile.target, .column.target button.available').first();
      if ((await target.count()) === 0) break;
      const before = await seq(page);
      await target.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => seq(page)).not.toBe(before);
      const focus = await page.evaluate(() => ({
        body: document.activeElement === document.body,
        inPlay: Boolean(document.activeElement?.closest('.play-area')),
      }));
      expect(focus).toEqual({ body: false, inPlay: true });
      moved++;
    }
    expect(moved).toBeGreaterThan(0);
    await page.context().close();
  }, 60_000);
});
