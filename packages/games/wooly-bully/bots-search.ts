import { botPolicy, type SearchSpec, searchBot } from '@parlour/engine';
import { basicBot } from './bots.ts';
import { woolyBully } from './game.ts';
import type { WoolyBullyMove } from './moves.ts';
import type { WoolyBullyState } from './state.ts';
import type { WoolyBullyView } from './view.ts';

/** The search over Wooly Bully: every legal move weighed, playouts by `basic`. */
export const woolyBullySearchSpec: SearchSpec<WoolyBullyState, WoolyBullyMove, WoolyBullyView> = {
  game: woolyBully,
  playout: botPolicy(woolyBully, basicBot),
};

export const search = searchBot(woolyBullySearchSpec);
