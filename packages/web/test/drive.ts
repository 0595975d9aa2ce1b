import type { Page } from 'playwright-core';

type Step = 'over' | 'moved' | 'picked' | 'idle';

/**
 * One step as a player would take it, inside the page: a DOM click on what the table
 * offers. Bisley: auto-play now and then, else a movable card, then one of its lit
 * targets. Every other view: one of the legal-move controls (class `move`), after picking
 * what the move needs (class `pick`, one in each `data-pick` group not yet chosen from).
 */
// Plain JavaScript run in the page (kept as text so no build step rewrites it).
export const STEP_IN_PAGE = `(step) => {
  if (document.querySelector('.result')) return 'over';
  const enabled = (selector) => [...document.querySelectorAll(selector)].filter((b) => !b.disabled);
  if (document.querySelector('.bisley')) {
    const targets = enabled('.pile.target, .column.target button.available');
    if (targets.length > 0) {
      targets[0].click();
      return 'moved';
    }
    const auto = enabled('.bisley .toolbar button').find((b) => /auto/i.test(b.textContent || ''));
    if (auto && step % 5 === 0) {
      auto.click();
      return 'moved';
    }
    const movable = enabled('button.available.movable');
    if (movable.length > 0) {
      movable[step % movable.length].click();
      return 'picked';
    }
    return 'idle';
  }
  const moves = enabled('button.move');
  if (moves.length > 0) {
    moves[(step * 7) % moves.length].click();
    return 'moved';
  }
  const picks = [...document.querySelectorAll('button.pick')];
  const chosen = new Set(picks.filter((b) => b.classList.contains('picked')).map((b) => b.dataset.pick));
  const next = picks.find((b) => !b.disabled && !b.classList.contains('picked') && !chosen.has(b.dataset.pick));
  if (next) {
    next.click();
    return 'picked';
  }
  return 'idle';
}`;

/**
 * On the Create page, the quickest full table of a game: the fewest players, every bot seat
 * at medium, and the options named in `ticks` (by their English label) turned on. Returns
 * true once the form is so (call it until then: each change re-draws the form).
 */
export const SHORT_TABLE_IN_PAGE = `(ticks) => {
  const form = document.querySelector('form.create');
  if (!form) return false;
  const choose = (select, value) => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value').set.call(select, value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };
  let ready = true;
  const players = form.querySelector('select[aria-label="Players"]');
  if (players && players.value !== players.options[0].value) {
    choose(players, players.options[0].value);
    return false;
  }
  for (const select of form.querySelectorAll('fieldset select'))
    if (select.value !== 'medium' && [...select.options].some((o) => o.value === 'medium')) {
      choose(select, 'medium');
      ready = false;
    }
  for (const label of form.querySelectorAll('label.check')) {
    const box = label.querySelector('input[type=checkbox]');
    const name = label.querySelector('span')?.firstChild?.textContent;
    if (box && ticks.includes(name) && !box.checked) {
      box.click();
      ready = false;
    }
  }
  return ready;
}`;

/** What the driver needs of a browser other than Playwright's: an expression run in the page. */
export interface InPage {
  run<T>(expression: string): Promise<T>;
}

type Target = Page | InPage;
const isPage = (target: Target): target is Page => !('run' in target);
const runIn = <T>(target: Target, expression: string): Promise<T> =>
  isPage(target) ? (target.evaluate(expression) as Promise<T>) : target.run<T>(expression);

const SEQ_NOW = `document.querySelector('.table-page')?.getAttribute('data-seq') ?? null`;
const SEQ_CHANGED = `(seq) => document.querySelector('.table-page')?.getAttribute('data-seq') !== seq || document.querySelector('.result') !== null`;

/**
 * Waits (at most `timeout` ms) for the table to move on from `before`, or its result. Asked
 * from here every 20 ms in every engine: Playwright's waitForFunction evaluates a string
 * again in the page at each poll, which the page's CSP (no 'unsafe-eval') refuses after the
 * first, so the wait ended at once, silently, with a CSP error in the page each time.
 */
async function moved(target: Target, before: string | null, timeout: number): Promise<void> {
  const changed = `(${SEQ_CHANGED})(${JSON.stringify(before)})`;
  for (const end = Date.now() + timeout; Date.now() < end; await new Promise((r) => setTimeout(r, 20)))
    if (await runIn<boolean>(target, changed)) return;
}

/** Plays the table through the page until the result shows; returns the steps taken. */
export async function playToEnd(target: Target, maxSteps = 4000): Promise<number> {
  const steps = await play(target, maxSteps);
  if (steps === null) throw new Error(`no result after ${maxSteps} steps`);
  return steps;
}

/** Takes up to `steps` steps; the steps taken when the result showed, else null. */
export async function play(target: Target, steps: number): Promise<number | null> {
  for (let step = 0; step < steps; step++) {
    const before = await runIn<string | null>(target, SEQ_NOW);
    const done = await runIn<Step>(target, `(${STEP_IN_PAGE})(${step})`);
    if (done === 'over') return step;
    if (done === 'moved' || done === 'idle') await moved(target, before, done === 'moved' ? 3_000 : 1_000);
  }
  return null;
}
