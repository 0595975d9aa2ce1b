import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { click, type Driver, hasFirefox, hasWebKit, OTHER_ENGINES, required, text, until, useBrowser } from './browsers.ts';
import { play, playToEnd, SHORT_TABLE_IN_PAGE } from './drive.ts';
import { finishedTable, fitsPhone, shots } from './finished.ts';
import { buildClient, type Running, startServer } from './harness.ts';

/**
 * The other two browser engines (browsers.ts): Firefox ESR and WebKit, Safari's engine. Each
 * loads the lobby and plays every game to its end against bots, through the page, with the
 * driver the Chromium suite uses (drive.ts). Issue 13's other checks run in all three
 * engines in items.test.ts.
 */
if (!hasFirefox) console.log('skipped: Firefox tests (install the Debian package "firefox-esr")');
if (!hasWebKit) console.log('skipped: WebKit tests (install the Debian packages "webkit2gtk-driver" and "xvfb")');

/**
 * From now until the page is next loaded, what its Content-Security-Policy refuses is kept
 * (`refused` reads it): nothing, in a normal game.
 */
const listenForCsp = (d: Driver) =>
  d.run(`(() => {
    window.cspRefused = [];
    document.addEventListener('securitypolicyviolation', (e) => window.cspRefused.push(e.effectiveDirective + ' ' + e.blockedURI));
    return true;
  })()`);
const refused = (d: Driver) => d.run<string[]>('window.cspRefused');

/** Each game's short settings, by their option labels (the others play as they come). */
const SHORT: Record<string, string[]> = { bully: ['Quick set-up'] };

/**
 * The lobby, then Bisley from its quick play, played through the page to its end; out of a
 * dead end, Undo takes the deal back into play (issue 13 item 6) and it is played to its end again.
 */
async function lobbyAndBisley(d: Driver, url: string, engine: string): Promise<void> {
  await d.goto(url);
  await listenForCsp(d);
  expect(await until<number>(d, `document.querySelectorAll('li.game').length`)).toBe(5);
  await click(d, 'li.game[data-game="bisley"] button', 'Play now');
  await until(d, `document.querySelector('.bisley') !== null`);
  if ((await play(d, 6)) === null) await shots(d, `mid-bisley-${engine}`);
  await playToEnd(d);
  await shots(d, `result-bisley-${engine}`);
  if ((await text(d, '.result h3'))?.startsWith('No moves left')) {
    await click(d, '.result button', 'Undo');
    await until(d, `document.querySelector('.result') === null`);
    expect(await text(d, '.turn')).toBe('Your turn');
    await playToEnd(d);
  }
  expect(await d.run<boolean>(`document.querySelector('.result') !== null`)).toBe(true);
  await fitsPhone(d);
  expect(await refused(d), "refused by the page's CSP").toEqual([]);
}

/**
 * A game against bots from its New table page, at its quickest (the fewest players, medium
 * bots, short settings), played through the page to its end by the same driver as in
 * Chromium, with screenshots mid-game and at its end at both sizes; then what the finished
 * table shows (finished.ts). Returns the steps it took.
 */
async function toTheEnd(d: Driver, url: string, game: string, engine: string): Promise<number> {
  await d.goto(`${url}/#/create/${game}`);
  await until(d, `(${SHORT_TABLE_IN_PAGE})(${JSON.stringify(SHORT[game] ?? [])})`);
  await click(d, 'form.create button', 'Create table');
  await until(d, `document.querySelector('.table-page[data-status="playing"]') !== null`);
  await listenForCsp(d);
  // Every bot seat named, with its level.
  const seats = await until<string[]>(
    d,
    `(() => { const s = [...document.querySelectorAll('.seats .seat strong')].map((e) => e.textContent); return s.length ? s : null; })()`,
  );
  expect(seats.slice(1).every((s) => /\(medium bot\)$/.test(s))).toBe(true);
  const early = await play(d, 30);
  if (early === null) await shots(d, `mid-${game}-${engine}`);
  const steps = early ?? 30 + (await playToEnd(d));
  await shots(d, `result-${game}-${engine}`);
  expect(await refused(d), "refused by the page's CSP").toEqual([]);
  await finishedTable(d, game);
  return steps;
}

const GAMES = ['bully', 'bluff', 'bollocks', 'wooly-bully'];

describe.skipIf(!(hasFirefox || hasWebKit || required))('the web client in Firefox and WebKit', () => {
  let server: Running;
  beforeAll(async () => {
    server = await startServer(buildClient('engines'));
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  for (const engine of OTHER_ENGINES) {
    describe.skipIf(!engine.present && !required)(engine.name, () => {
      const browser = useBrowser(engine);

      it(
        'shows the lobby and plays a Bisley deal to its end',
        () => browser.use((d) => lobbyAndBisley(d, server.url, engine.id)),
        300_000,
      );

      for (const game of GAMES)
        it(`plays ${game} against bots to its end`, async () => {
          const started = Date.now();
          const steps = await browser.use((d) => toTheEnd(d, server.url, game, engine.id));
          console.log(`${engine.name}, ${game}: the end in ${steps} steps, ${Math.round((Date.now() - started) / 1000)} s`);
        }, 480_000);
    });
  }
});
