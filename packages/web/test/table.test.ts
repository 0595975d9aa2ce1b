import { join } from 'node:path';
import type { Browser, Page, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTEFACTS, buildClient, CHROMIUM, hasChromium, launchBrowser, type Running, startServer } from './harness.ts';

const required = process.env.PARLOUR_REQUIRE_ALL === '1';
const run = hasChromium() || required;
if (!run) console.log(`skipped: web table tests (no Chromium at ${CHROMIUM}; install the Debian package "chromium")`);

const seq = (page: Page) => page.locator('.table-page').getAttribute('data-seq');

describe.skipIf(!run)('at the table: bots, leaving, a lost connection, the keyboard', () => {
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
    expect(await bluff.locator('.players').textContent()).toBe('3 to 6 players');
    expect(await page.locator('li.game[data-game="bisley"] .players').textContent()).toBe('1 player');
    await bluff.getByRole('link', { name: 'New table…' }).click();
    const options = await page.getByLabel('Seat 2').locator('option').allTextContents();
    expect(options).toEqual(['Open seat (a person)', 'Bot: easy', 'Bot: medium', 'Bot: hard']);
    expect(await page.getByLabel('Seat 2').inputValue()).toBe('hard');
    await bluffTable(page, ['easy', 'hard']);
    await expect.poll(() => page.locator('.seats .seat strong').count()).toBe(3);
    const seats = await page.locator('.seats .seat strong').allTextContents();
    expect(seats[1]).toMatch(/^\w+ \(easy bot\)$/);
    expect(seats[2]).toMatch(/^\w+ \(hard bot\)$/);
    expect(new Set(seats).size).toBe(3);
    // The prompt line says what can be done now, or whom the table waits for.
    await expect
      .poll(() => page.locator('.prompt').textContent())
      .toMatch(
        /^(Choose 1 to 4 cards to lay face down, then declare them as \w+\.|Call the bluff, or let it go\.|Waiting for the others to call or let it go\.)$/,
      );
    // Quick play with a level chosen (kept for next time).
    await page.goto(server.url);
    await page.locator('li.game[data-game="bully"]').getByRole('combobox').selectOption('medium');
    await page.locator('li.game[data-game="bully"]').getByRole('button', { name: 'Quick play vs bots' }).click();
    await page.locator('.table-page .seats').waitFor();
    expect(await page.locator('.seats .seat strong').nth(1).textContent()).toMatch(/\(medium bot\)$/);
    await page.goto(server.url);
    expect(await page.locator('li.game[data-game="bully"]').getByRole('combobox').inputValue()).toBe('medium');
    // The lobby lists this player's tables to go back to, apart from open tables to join.
    await page.getByRole('heading', { name: 'Your tables' }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to it' }).count()).toBe(2);
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
    // While the game goes on, the page says who plays the seat now, and never "Your turn".
    if ((await page.locator('.table-page').getAttribute('data-status')) === 'playing') {
      expect(await page.locator('.notice.replaced').textContent()).toMatch(/^A bot is playing your seat now, since you resigned/);
      // Resigning is final: no way back.
      expect(await page.getByRole('button', { name: 'Take my seat back' }).count()).toBe(0);
      expect(await page.locator('.turn').textContent()).not.toBe('Your turn');
    }
    await page.context().close();
  }, 60_000);

  it('says when a bot took the seat after two turns ran out, marks those moves, and gives the seat back', async () => {
    const page = await newPage();
    await page.goto(server.url);
    await page.locator('li.game[data-game="bluff"]').getByRole('link', { name: 'New table…' }).click();
    await page.getByLabel('Players', { exact: true }).selectOption('3');
    // One second a move and a reserve of five: the first turn runs out after 6 s, the next after 1 s.
    await page.getByLabel(/^Clock/).fill('1');
    await page.getByRole('button', { name: 'Create table' }).click();
    const notice = page.locator('.notice.replaced');
    await notice.waitFor({ timeout: 30_000 });
    expect(await notice.textContent()).toContain('A bot took your seat: two of your turns in a row ran out of time.');
    expect(await page.locator('.seats .seat strong').first().textContent()).toMatch(/, replaced by a bot$/);
    expect(await page.locator('.turn').textContent()).not.toBe('Your turn');
    // The log says which moves the clock made.
    await expect.poll(() => page.locator('.log li .timeout').count()).toBeGreaterThan(0);
    expect(await page.locator('.log li .timeout').first().textContent()).toBe('(out of time: played for them)');
    // Away from the table, the lobby still lists it as theirs to go back to.
    await page.getByRole('link', { name: 'Lobby' }).click();
    await page.getByRole('link', { name: 'Back to it' }).click();
    await page.getByRole('button', { name: 'Take my seat back' }).click();
    // The seat is the player's again (the clock may take it away again two turns later).
    await expect
      .poll(async () => ({
        notice: await notice.count(),
        resign: await page.getByRole('button', { name: 'Resign' }).count(),
        seat: await page.locator('.seats .seat strong').first().textContent(),
      }))
      .toEqual({ notice: 0, resign: 1, seat: expect.not.stringMatching(/replaced/) });
    await page.context().close();
  }, 60_000);

  it('shows every Wooly Bully score during play, and the fixed hand covers neither the board nor the zoom buttons', async () => {
    for (const [width, height] of [
      [1280, 800],
      [375, 740],
    ]) {
      const context = await browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      await page.goto(server.url);
      await page.locator('li.game[data-game="wooly-bully"]').getByRole('button', { name: 'Quick play vs bots' }).click();
      await page.locator('.wooly-bully-hand.anchored').waitFor();
      // Each seat's score now: the player's own always, others' once their colour is known.
      await expect.poll(() => page.locator('.seat .running').count()).toBe(4);
      expect(await page.locator('.seat.me .running').textContent()).toMatch(/^score now: \d+ points?$/);
      for (const line of await page.locator('.seat .running').allTextContents())
        expect(line).toMatch(/^(score now: -?\d+ points?|score hidden with their colour)$/);
      expect(await page.locator('.fields-now').textContent()).toMatch(
        /^Best field of each colour now: black \d+blue \d+red \d+yellow \d+$/,
      );
      // Scrolled to the board (the page may have scrolled the focused board into view, taking
      // the zoom row above it out of sight): the hand bar is below it all.
      await page.locator('.wooly-bully .zoom').evaluate((e) => e.scrollIntoView({ block: 'start' }));
      const clear = () =>
        page.evaluate(() => {
          const box = (s: string) => document.querySelector(s)!.getBoundingClientRect();
          const hand = box('.wooly-bully-hand');
          const zoom = [...document.querySelectorAll('.wooly-bully .zoom button')].map((b) => b.getBoundingClientRect());
          return {
            board: box('.wooly-bully .board').bottom <= hand.top + 1,
            // (a pixel of rounding either way)
            zoom: zoom.length === 2 && zoom.every((b) => b.top >= -1 && b.bottom <= hand.top + 1),
            handAtBottom: Math.abs(hand.bottom - innerHeight) < 2 || hand.bottom < innerHeight,
          };
        });
      await expect.poll(clear).toEqual({ board: true, zoom: true, handAtBottom: true });
      await page.screenshot({ path: join(ARTEFACTS, `wooly-bully-hand-${width}.png`) });
      await context.close();
    }
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

  it('lists replays with how each of mine ended, and shows a replay beside its controls', async () => {
    const page = await newPage();
    await page.goto(server.url);
    await page.locator('li.game[data-game="bisley"]').getByRole('button', { name: 'Play now' }).click();
    await page.locator('.bisley').waitFor();
    // Deal 5447 has no move at all: lost at once.
    await page.getByLabel('Deal number').fill('5447');
    await page.getByRole('button', { name: 'Play this deal' }).click();
    await page.locator('.result').waitFor();
    await page.goto(`${server.url}/#/replays`);
    await expect.poll(() => page.locator('.tables li .outcome').first().textContent()).toBe('No moves left. The deal is lost.');
    await page.locator('.tables li a').first().click();
    await page.locator('.replay-table .bisley').waitFor();
    const steps = await page.locator('.replay .steps').boundingBox();
    const board = await page.locator('.replay-table').boundingBox();
    expect(board && steps && board.x >= steps.x + steps.width).toBe(true);
    expect(board?.y).toBeLessThan(200);
    expect(await page.locator('.replay-table .prompt').count()).toBe(0);
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

  it('keeps keyboard focus where play goes on after a move', async () => {
    const page = await newPage();
    await page.goto(server.url);
    await page.locator('li.game[data-game="bisley"]').getByRole('button', { name: 'Play now' }).click();
    await page.locator('.bisley').waitFor();
    let moved = 0;
    const focusInPlay = () =>
      page.evaluate(() => ({
        body: document.activeElement === document.body,
        inPlay: Boolean(document.activeElement?.closest('.play-area')),
      }));
    for (let move = 0; move < 4; move++) {
      const card = page.locator('button.available.movable').first();
      if ((await card.count()) === 0) break;
      await expect.poll(() => page.locator('.prompt').textContent()).toBe('Choose a lit card to move.');
      const before = await seq(page);
      await card.focus();
      await page.keyboard.press('Enter');
      // A card with one place to go goes there at once; else the prompt asks where.
      await expect
        .poll(
          async () =>
            (await seq(page)) !== before || /^Now choose where/.test((await page.locator('.prompt').textContent()) ?? ''),
        )
        .toBe(true);
      if ((await seq(page)) === before) {
        const target = page.locator('.pile.target, .column.target button.available').first();
        await target.focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => seq(page)).not.toBe(before);
      }
      await expect.poll(focusInPlay).toEqual({ body: false, inPlay: true });
      moved++;
    }
    expect(moved).toBeGreaterThan(0);
    await page.context().close();
  }, 60_000);
});
