import { afterAll, beforeAll, describe, it } from 'vitest';
import { api, CHROMIUM_ENGINE, type Driver, type Engine, OTHER_ENGINES, required, until, useBrowser } from './browsers.ts';
import { buildClient, type Running, startServer } from './harness.ts';

/**
 * What the suites of issue 13's items share: a list of checks run the same way in Chromium,
 * Firefox and WebKit against one real server, and the small steps the checks take.
 */

export interface Summary {
  id: string;
  invite?: string | null;
}
export const bot = (level: string) => ({ kind: 'bot', bot: level });
export const open = { kind: 'open' };

/** A table made through the API as the page's user (a guest, made if need be), then opened in the page. */
export async function table(d: Driver, url: string, body: Record<string, unknown>): Promise<string> {
  if (!(await d.run<boolean>(`location.origin === ${JSON.stringify(url)}`))) await d.goto(url);
  await api(d, 'POST', '/api/guest', {});
  const t = await api<Summary>(d, 'POST', '/api/tables', { rated: false, ...body });
  const at = `${url}/#/table/${t.id}`;
  await d.goto(at);
  await until(d, `document.querySelector('.table-page') !== null`);
  return at;
}

export const seatNames = (d: Driver) =>
  d.run<string[]>(`[...document.querySelectorAll('.seats .seat strong')].map((e) => e.textContent)`);
/** How many buttons say exactly `text`. */
export const buttons = (d: Driver, text: string) =>
  d.run<number>(
    `[...document.querySelectorAll('button')].filter((b) => b.textContent.trim() === ${JSON.stringify(text)}).length`,
  );
export const seq = (d: Driver) => d.run<string | null>(`document.querySelector('.table-page')?.getAttribute('data-seq') ?? null`);

/** A check: the suite's browser of an engine, the server's address, and the engine (for another browser of it). */
export type Check = (d: Driver, url: string, engine: Engine) => Promise<void>;

/** Each check in each engine present (all three with PARLOUR_REQUIRE_ALL=1), one browser per engine. */
export function checkInEveryEngine(title: string, build: string, checks: [string, Check][]): void {
  const engines = [CHROMIUM_ENGINE, ...OTHER_ENGINES];
  describe.skipIf(!(engines.some((e) => e.present) || required))(title, () => {
    let server: Running;
    beforeAll(async () => {
      server = await startServer(buildClient(build));
    }, 120_000);
    afterAll(async () => {
      await server?.stop();
    });

    for (const engine of engines)
      describe.skipIf(!engine.present && !required)(engine.name, () => {
        const browser = useBrowser(engine);
        for (const [name, check] of checks)
          it(name, async () => {
            const started = Date.now();
            await browser.use((d) => check(d, server.url, engine));
            console.log(`${engine.name}: ${name.split(':')[0]}, ${Math.round((Date.now() - started) / 1000)} s`);
          }, 180_000);
      });
  });
}

/** Types into an input (the way React hears it). */
export const fill = (d: Driver, selector: string, value: string) =>
  until<boolean>(
    d,
    `(() => { const i = document.querySelector(${JSON.stringify(selector)}); if (!i) return false;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(i, ${JSON.stringify(value)});
      i.dispatchEvent(new Event('input', { bubbles: true })); return true; })()`,
  );
