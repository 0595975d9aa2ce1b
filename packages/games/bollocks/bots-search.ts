import { botPolicy, drawnCandidates, type SearchSpec, searchBot } from '@parlour/engine';
import { standingBySize } from '../claims/index.ts';
import { sampleByBelief } from './belief.ts';
import { basic, sharp } from './bots.ts';
import { bollocks } from './game.ts';
import type { BollocksMove } from './moves.ts';
import type { BollocksState } from './state.ts';
import type { BollocksView } from './view.ts';

/** Playout moves before the hands are weighed: the vote under way and the next play with its vote. */
const HORIZON = 8;
/** Cards more than the best hand that cost a factor e of the win. */
const SPREAD = 8;

/**
 * Bollocks searched: plays imagined true as often as the player is likely to tell the
 * truth; a turn has a few hundred plays (each card with each allowed declaration), so each
 * seat weighs what `sharp` would play (drawn a few times: it chooses among equally safe
 * bluffs at random), what `basic` would, and a few random plays; short playouts by `sharp`.
 */
export const bollocksSearchSpec: SearchSpec<BollocksState, BollocksMove, BollocksView> = {
  game: bollocks,
  sample: sampleByBelief,
  candidates: drawnCandidates(bollocks, [sharp, basic], { draws: 3, random: 2 }),
  playout: botPolicy(bollocks, sharp),
  horizon: HORIZON,
  evaluate: (state) =>
    standingBySize(
      state.hands.map((h) => h.length),
      SPREAD,
    ),
};

export const search = searchBot(bollocksSearchSpec);
