import { type Bot, flatBot, ownMoves, type SearchSpec } from '@parlour/engine';
import { standingBySize } from '../claims/index.ts';
import { sharp } from './bots.ts';
import { bollocksSearchSpec } from './bots-search.ts';
import type { BollocksMove } from './moves.ts';
import type { BollocksState } from './state.ts';
import type { BollocksView } from './view.ts';

/** Playout moves before the hands are weighed: the play, its vote and about two more plays with theirs. */
const HORIZON = 12;
/** Cards more than the best hand that cost a factor e of the win: a short horizon moves few cards. */
const SPREAD = 3;
/** Imagined deals per play (each weighs every candidate), unless the budget runs out first. */
const SAMPLES = 32;

/** The tree search's sampler, candidates and `sharp` playouts, weighed by hand sizes after a short horizon. */
const playSpec: SearchSpec<BollocksState, BollocksMove, BollocksView> = {
  ...bollocksSearchSpec,
  horizon: HORIZON,
  evaluate: (state) =>
    standingBySize(
      state.hands.map((h) => h.length),
      SPREAD,
    ),
};

const plays = flatBot(playSpec, { samples: SAMPLES });

/**
 * Plays by flat Monte Carlo (engine search/flat.ts): each of the candidates `sharp`,
 * `basic` and chance suggest (skips among them) is tried on the same imagined deals and
 * played on by `sharp` for a round or so. Votes as `sharp` does: searched votes leaned
 * on the sampler's guess of who bluffs and drew more cards than they saved.
 */
export const flat: Bot<BollocksView, BollocksMove> = ownMoves((view, legal, rng, budget) =>
  view.phase === 'vote' ? sharp(view, legal, rng, budget) : plays(view, legal, rng, budget),
);
