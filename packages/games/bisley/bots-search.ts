import { botPolicy, type SearchSpec, searchBot } from '@parlour/engine';
import { greedy } from './bots.ts';
import { bisley } from './game.ts';
import type { BisleyMove } from './moves.ts';
import type { BisleyState } from './state.ts';
import type { BisleyView } from './view.ts';

/** The search over Bisley (nothing hidden: every sample is the deal itself), playouts by `greedy`. */
export const bisleySearchSpec: SearchSpec<BisleyState, BisleyMove, BisleyView> = {
  game: bisley,
  playout: botPolicy(bisley, greedy),
};

export const search = searchBot(bisleySearchSpec);
