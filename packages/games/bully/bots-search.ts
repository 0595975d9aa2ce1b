import { botPolicy, type SearchSpec, searchBot } from '@parlour/engine';
import { sharp } from './bots.ts';
import { bully } from './game.ts';
import { OWNER } from './grid.ts';
import type { BullyMove } from './moves.ts';
import type { BullyState } from './state.ts';
import type { BullyView } from './view.ts';

/** Playout moves before the grid is weighed: the bout under way and about two more. */
const HORIZON = 10;
/** Cards ahead on the grid that make a win e times likelier than a loss. */
const SPREAD = 3;

/**
 * Each seat's chance to win as the grid stands: a player with no cards on it has lost, so
 * what counts is how many each still has there, seen through a logistic curve.
 */
export function standingByGrid(state: BullyState): readonly number[] {
  let lead = 0;
  state.piles.forEach((pile, cell) => {
    lead += OWNER[cell] === 0 ? pile.length : -pile.length;
  });
  const first = 1 / (1 + Math.exp(-lead / SPREAD));
  return [first, 1 - first];
}

/**
 * The search over Bully: every legal move weighed (there are few); playouts by `sharp` for
 * both seats, cut off a few bouts on and weighed by the cards left on the grid. Random
 * playouts are cheaper but say little: with them the search lost to `sharp` (3 of 10);
 * with these it wins about three games in five (docs/bots.md).
 */
export const bullySearchSpec: SearchSpec<BullyState, BullyMove, BullyView> = {
  game: bully,
  playout: botPolicy(bully, sharp),
  horizon: HORIZON,
  evaluate: standingByGrid,
};

export const search = searchBot(bullySearchSpec);
