import type { Page } from 'playwright-core';

/** The seq the table page shows; it changes with every state the server sends. */
const seqOf = (page: Page): Promise<string | null> => page.locator('.table-page').getAttribute('data-seq', { timeout: 10_000 });

async function waitForChange(page: Page, before: string | null): Promise<void> {
  await page
    .waitForFunction(
      (seq) =>
        document.querySelector('.table-page')?.getAttribute('data-seq') !== seq || document.querySelector('.result') !== null,
      before,
      {
        timeout: 5_000,
      },
    )
    .catch(() => {});
}

/**
 * Plays the table as a person would, through the page only, until the result shows:
 * Bisley by auto-play and clicking movable cards; every other view by clicking one of the
 * legal-move controls it offers (each carries the class `move`), after picking what the
 * move needs (controls with the class `pick`). Returns the steps taken.
 */
export async function playToEnd(page: Page, maxSteps = 3000): Promise<number> {
  for (let step = 0; step < maxSteps; step++) {
    if (await page.locator('.result').isVisible()) return step;
    const before = await seqOf(page);
    if (await bisleyStep(page, step)) await waitForChange(page, before);
    else {
      const moves = page.locator('button.move:enabled');
      const count = await moves.count();
      if (count > 0) {
        await moves
          .nth((step * 7) % count)
          .click({ timeout: 5_000 })
          .catch(() => {});
        await waitForChange(page, before);
      } else {
        // A choice made in steps (cards to lay, a number and a suit, a tile): pick one in each
        // group not yet chosen from, until the move is offered.
        const index = await page.evaluate(() => {
          const picks = [...document.querySelectorAll<HTMLButtonElement>('button.pick')];
          const chosen = new Set(picks.filter((b) => b.classList.contains('picked')).map((b) => b.dataset.pick));
          return picks.findIndex((b) => !b.disabled && !b.classList.contains('picked') && !chosen.has(b.dataset.pick));
        });
        if (index >= 0) await page.locator('button.pick').nth(index).click();
        else await page.waitForTimeout(100);
      }
    }
  }
  throw new Error(`no result after ${maxSteps} steps`);
}

async function bisleyStep(page: Page, step: number): Promise<boolean> {
  if (!(await page.locator('.bisley').isVisible())) return false;
  const auto = page.getByRole('button', { name: /auto-play/i });
  if (step % 5 === 0 && (await auto.isEnabled())) {
    await auto.click();
    return true;
  }
  const movable = page.locator('button.available.movable:enabled');
  const count = await movable.count();
  if (count === 0) return false;
  await movable.nth(step % count).click();
  // Several places to go: the targets light up; take one of them.
  const target = page.locator('.pile.target, .column.target button.available');
  if ((await target.count()) > 0) await target.first().click();
  return true;
}
