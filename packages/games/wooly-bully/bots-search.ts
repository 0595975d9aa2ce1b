import { botPolicy, type SearchSpec, searchBot } from '@parlour/engine';
import { basicBot } from './bots.ts';
import { woolyBully } from './game.ts';
import type { WoolyMove } from './moves.ts';
import type { WoolyState } from './state.ts';
import type { WoolyView } from './view.ts';

/** The search over Wooly Bully: every legal move weighed, playouts by `basic`. */
export const woolySearchSpec: SearchSpec<WoolyState, WoolyMove, WoolyView> = {
  game: woolyBully,
  playout: botPolicy(woolyBully, basicBot),
};

export const search = searchBot(woolySearchSpec);
