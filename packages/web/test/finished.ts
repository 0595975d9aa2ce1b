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
  await fitsPhone(d);
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

/**
 * What is on the page now, on a 375x740 phone: nothing wider than the screen (no sideways
 * scrolling; Wooly Bully's result once was, its seats, scoring table and header squeezed),
 * nothing hidden in a box that scrolls sideways but the board, which is panned, and every
 * header item whole on the screen, none on another. Then 1280x800 again.
 */
export async function fitsPhone(d: Driver): Promise<void> {
  await d.resize(375, 740);
  // Two frames: the new width laid out (WebKitGTK lays out at its next frame).
  await d.run(`new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true))))`);
  const page = await d.run<{ scroll: number; inner: number; wide: string[]; scrolls: string[] }>(`(() => {
    const name = (e) => e.tagName.toLowerCase() + (typeof e.className === 'string' && e.className ? '.' + e.className.split(' ').join('.') : '');
    const all = [...document.querySelectorAll('body *')];
    // What sticks out, leaving out what a scrolling box keeps inside it.
    const clipped = (e) => { for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) if (getComputedStyle(a).overflowX !== 'visible') return true; return false; };
    const wide = all.filter((e) => e.getBoundingClientRect().right > innerWidth + 0.5 && e.getClientRects().length > 0 && !clipped(e));
    const scrolls = all.filter((e) => !e.matches('.board') && ['auto', 'scroll'].includes(getComputedStyle(e).overflowX) && e.scrollWidth > e.clientWidth + 1);
    return { scroll: document.documentElement.scrollWidth, inner: innerWidth, wide: wide.slice(0, 5).map(name), scrolls: scrolls.map(name) };
  })()`);
  expect(page.scroll, `sideways scrolling at 375 px (wider: ${page.wide.join(', ')})`).toBeLessThanOrEqual(page.inner);
  expect(page.scrolls, 'boxes scrolling sideways at 375 px').toEqual([]);
  const clashes = await d.run<string[]>(`(() => {
    const items = [...document.querySelectorAll('.topbar > *, .topbar nav > a')]
      .filter((e) => e.tagName !== 'NAV' && e.getClientRects().length > 0 && getComputedStyle(e).position !== 'absolute')
      .map((e) => ({ name: (e.textContent || e.className).trim(), r: e.getBoundingClientRect() }))
      .filter((i) => i.r.width > 1);
    const out = items.filter((i) => i.r.left < 0 || i.r.right > innerWidth + 0.5).map((i) => i.name + ' off the screen');
    for (const [n, a] of items.entries())
      for (const b of items.slice(n + 1))
        if (a.r.left < b.r.right - 0.5 && b.r.left < a.r.right - 0.5 && a.r.top < b.r.bottom - 0.5 && b.r.top < a.r.bottom - 0.5)
          out.push(a.name + ' on ' + b.name);
    return out;
  })()`);
  expect(clashes, 'the header at 375 px').toEqual([]);
  await d.resize(1280, 800);
}

/** The viewport at 1280x800 and on a 375x740 phone, saved as `name` and `name-phone`, then 1280x800 again. */
export async function shots(d: Driver, name: string): Promise<void> {
  await d.resize(1280, 800);
  await d.shot(name);
  await d.resize(375, 740);
  await d.shot(`${name}-phone`);
  await d.resize(1280, 800);
}
