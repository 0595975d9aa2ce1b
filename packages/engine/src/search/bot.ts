import { type Bot, ownMoves, type Seat } from '../game.ts';
import { search } from './ismcts.ts';
import { playoutMove, type SearchSpec } from './spec.ts';

export interface SearchSettings {
  /** Share of the budget the search may spend (the rest covers the view, the move and a slow turn). */
  readonly share?: number;
  /** Think no longer than this whatever the budget, in ms. */
  readonly capMs?: number;
  /** A fixed number of iterations instead of a clock (for reproducible tests). */
  readonly iterations?: number;
}

/**
 * Default share of the budget. At half of the server's 200 ms, decisions took 109 ms at
 * the median but 272 ms at p99 on a machine loaded fifteen deep (docs/bots.md): a third
 * leaves room for the iteration under way and a process kept waiting for the core.
 */
export const BUDGET_SHARE = 0.35;

/**
 * A bot that searches (see ismcts.ts) from its view alone. It works out its own moves
 * (they come from states imagined from the view, where its own moves are what it holds),
 * so the server need not list them.
 */
export function searchBot<S, M, V extends { readonly seat: Seat | null }>(
  spec: SearchSpec<S, M, V>,
  settings: SearchSettings = {},
): Bot<V, M> {
  return ownMoves((view, _legal, rng, budget) => {
    const me = view.seat as Seat;
    const ms = Math.min(budget.ms * (settings.share ?? BUDGET_SHARE), settings.capMs ?? Number.POSITIVE_INFINITY);
    const { move } = search(spec, view, me, rng, {
      deadline: performance.now() + ms,
      iterations: settings.iterations ?? Number.POSITIVE_INFINITY,
    });
    if (move !== null) return move;
    // Nothing searched (the only way: a game over): the policy's move in an imagined state.
    return playoutMove(spec, spec.game.sample(view, me, rng), me, rng);
  });
}
