import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient, CHROMIUM, hasChromium, launchBrowser, type Running, startServer } from './harness.ts';

const required = process.env.PARLOUR_REQUIRE_ALL === '1';
const run = hasChromium() || required;
if (!run) console.log(`skipped: accessibility checks (no Chromium at ${CHROMIUM}; install the Debian package "chromium")`);

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core's serious and critical violations on the page as it is now. */
async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const found = (await page.evaluate(
    `axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations)`,
  )) as Violation[];
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`);
}

describe.skipIf(!run)('accessibility (axe-core): no serious or critical violation', () => {
  let server: Running;
  let browser: Browser;
  let closeBrowser: () => Promise<void>;
  let page: Page;

  beforeAll(async () => {
    server = await startServer(buildClient('a11y'));
    ({ browser, close: closeBrowser } = await launchBrowser());
    // axe-core is injected as a script tag, which the page's CSP (scripts from self only) refuses.
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true })).newPage();
  }, 120_000);

  afterAll(async () => {
    await closeBrowser?.();
    await server?.stop();
  });

  it('the lobby, a rules page and the profile', async () => {
    await page.goto(server.url);
    await page.locator('li.game').first().waitFor();
    expect(await violations(page)).toEqual([]);
    await page.goto(`${server.url}/#/rules/bully`);
    await page.locator('.rules h3').first().waitFor();
    expect(await violations(page)).toEqual([]);
    await page.goto(`${server.url}/#/profile`);
    await page.locator('.profile').waitFor();
    expect(await violations(page)).toEqual([]);
  }, 60_000);

  it('each table, and a replay', async () => {
    await page.goto(server.url);
    for (const game of ['bluff', 'bollocks', 'bully', 'wooly-bully']) {
      await page.goto(server.url);
      await page.locator(`li.game[data-game="${game}"]`).getByRole('combobox').selectOption('easy');
      await page.locator(`li.game[data-game="${game}"]`).getByRole('button', { name: 'Quick play vs bots' }).click();
      await page.locator('.table-page .felt').waitFor();
      expect(await violations(page), game).toEqual([]);
    }
    await page.goto(server.url);
    await page.locator('li.game[data-game="bisley"]').getByRole('button', { name: 'Play now' }).click();
    await page.locator('.bisley').waitFor();
    expect(await violations(page), 'bisley').toEqual([]);
    await page.getByLabel('Deal number').fill('5447');
    await page.getByRole('button', { name: 'Play this deal' }).click();
    await page.locator('.result').waitFor();
    expect(await violations(page), 'a result').toEqual([]);
    await page.getByRole('link', { name: 'Replay', exact: true }).click();
    await page.locator('.replay-table .bisley').waitFor();
    expect(await violations(page), 'a replay').toEqual([]);
  }, 120_000);
});
