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

const SEQ_NOW = `document.querySelector('.table-page')?.getAttribute('data-seq') ?? null`;
const SEQ_CHANGED = `(seq) => document.querySelector('.table-page')?.getAttribute('data-seq') !== seq || document.querySelector('.result') !== null`;

/** Plays the table through the page until the result shows; returns the steps taken. */
export async function playToEnd(page: Page, maxSteps = 4000): Promise<number> {
  const steps = await play(page, maxSteps);
  if (steps === null) throw new Error(`no result after ${maxSteps} steps`);
  return steps;
}

/** Takes up to `steps` steps; the steps taken when the result showed, else null. */
export async function play(page: Page, steps: number): Promise<number | null> {
  for (let step = 0; step < steps; step++) {
    const before = (await page.evaluate(SEQ_NOW)) as string | null;
    const done = (await page.evaluate(`(${STEP_IN_PAGE})(${step})`)) as Step;
    if (done === 'over') return step;
    if (done === 'moved' || done === 'idle')
      await page
        .waitForFunction(`(${SEQ_CHANGED})(${JSON.stringify(before)})`, undefined, {
          timeout: done === 'moved' ? 3_000 : 1_000,
          polling: 20,
        })
        .catch(() => {});
  }
  return null;
}
