import { expect } from 'vitest';
import { click, type Driver, text, until } from './browsers.ts';

/**
 * What a finished table against bots shows, checked the same way in every engine: how the
 * player did, each score in the game's own unit, Bully's face-down cards without names
 * (the memory aid is off by default), the rating this first rated game gave and, reopened,
 * the rating now; then its replay, drawn by the game's own view, one step on.
 */

/** The unit of each game's result lines. */
const UNIT: Record<string, RegExp> = {
  bully: /cards? left on the grid$/,
  bluff: /cards? left$/,
  bollocks: /cards? in hand$/,
  'wooly-bully': /points?$/,
};

export async function finishedTable(d: Driver, game: string): Promise<void> {
  await until(d, `document.querySelector('.result') !== null`);
  expect(await text(d, '.result h3')).toMatch(/^(You won!|You share first place!|You lost: \d+(st|nd|rd|th) of \d+|A draw)$/);
  const unit = UNIT[game];
  if (unit)
    for (const line of await d.run<string[]>(`[...document.querySelectorAll('.result li')].map((e) => e.textContent)`))
      expect(line).toMatch(unit);
  if (game === 'bully') {
    // Who won the last bout is said on the table itself.
    expect(await text(d, '.bully .last-bout')).toMatch(/^Last bout: /);
    expect(await d.run<number>(`document.querySelectorAll('.bully .memo').length`)).toBe(0);
    expect(
      await d.run<string[]>(
        `[...document.querySelectorAll('.bully .cell')].map((c) => c.getAttribute('aria-label') ?? '').filter((l) => l.includes('remembered'))`,
      ),
    ).toEqual([]);
  }
  // This player's first rated game of it: the rating it gave, then (reopened) the rating now.
  const rating = (pattern: RegExp) => until(d, `${pattern}.test(document.querySelector('.result .rating')?.textContent ?? '')`);
  await rating(/^Your first rated game: your rating is -?\d+\.\d$/);
  await d.reload();
  await rating(/^Your rating: -?\d+\.\d$/);
  await click(d, 'a', 'Replay');
  await until(d, `document.querySelector('.replay-table .${game}') !== null`);
  await until(
    d,
    `(() => { const b = [...document.querySelectorAll('button')].find((e) => /Forward/.test(e.textContent)); if (b) b.click(); return Boolean(b); })()`,
  );
  await until(d, `document.querySelector('.replay')?.getAttribute('data-step') === '1'`);
}

/** The viewport at 1280x800 and on a 375x740 phone, saved as `name` and `name-phone`, then 1280x800 again. */
export async function shots(d: Driver, name: string): Promise<void> {
  await d.resize(1280, 800);
  await d.shot(name);
  await d.resize(375, 740);
  await d.shot(`${name}-phone`);
  await d.resize(1280, 800);
}
