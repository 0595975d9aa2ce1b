import { type Bot, botPolicy, drawnCandidates, flatBot, ownMoves, type SearchSpec, searchBot } from '@parlour/engine';
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

/** The flat search's horizon: the play, its vote and about two more plays with theirs. */
const FLAT_HORIZON = 12;
/** The flat search's spread: a short horizon moves few cards. */
const FLAT_SPREAD = 3;
/** Imagined deals per play (each weighs every candidate), unless the budget runs out first. */
const SAMPLES = 32;

/** The flat search (`hard`): the tree search's sampler, candidates and `sharp` playouts, weighed by hand sizes after a short horizon. */
const flatPlaySpec: SearchSpec<BollocksState, BollocksMove, BollocksView> = {
  ...bollocksSearchSpec,
  horizon: FLAT_HORIZON,
  evaluate: (state) =>
    standingBySize(
      state.hands.map((h) => h.length),
      FLAT_SPREAD,
    ),
};

const plays = flatBot(flatPlaySpec, { samples: SAMPLES });

/**
 * Plays by flat Monte Carlo (engine search/flat.ts): each of the candidates `sharp`,
 * `basic` and chance suggest (skips among them) is tried on the same imagined deals and
 * played on by `sharp` for a round or so. Votes as `sharp` does: searched votes leaned
 * on the sampler's guess of who bluffs and drew more cards than they saved.
 */
export const flat: Bot<BollocksView, BollocksMove> = ownMoves((view, legal, rng, budget) =>
  view.phase === 'vote' ? sharp(view, legal, rng, budget) : plays(view, legal, rng, budget),
);
