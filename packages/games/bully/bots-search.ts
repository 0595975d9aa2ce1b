import { type SearchSpec, searchBot } from '@parlour/engine';
import { bully } from './game.ts';
import type { BullyMove } from './moves.ts';
import type { BullyState } from './state.ts';
import type { BullyView } from './view.ts';

/**
 * The search over Bully: every legal move weighed (there are few), random playouts. Playouts
 * by `sharp` are stronger one by one but cost some 20 random ones each (its decisions take
 * up to 16 ms), too dear within the server's bot budget.
 */
export const bullySearchSpec: SearchSpec<BullyState, BullyMove, BullyView> = { game: bully };

export const search = searchBot(bullySearchSpec);
