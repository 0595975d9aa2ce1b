import { type Bot, botPolicy, flatBot, ownMoves, type Rng, type SearchSpec, type Seat, searchBot } from '@parlour/engine';
import { standingBySize } from '../claims/index.ts';
import { sampleByBelief } from './belief.ts';
import { leastNeeded, sharp } from './bots.ts';
import { rankOfCard } from './cards.ts';
import { bluff } from './game.ts';
import type { BluffMove } from './moves.ts';
import type { BluffState } from './state.ts';
import type { BluffView } from './view.ts';

const CALL: BluffMove = { type: 'call' };
const LET_GO: BluffMove = { type: 'let-go' };

/**
 * The declarations worth weighing: the true cards alone, and with one or two of the cards
 * needed least added (with no true card, one or two of those), and `sharp`'s choice. A
 * hand's full list runs to thousands, nearly all of them throwing good cards away.
 */
export function declarationChoices(view: BluffView, rng: Rng): BluffMove[] {
  const truth = view.hand.filter((c) => rankOfCard(c) === view.rank);
  const spare = leastNeeded(
    view,
    view.hand.filter((c) => rankOfCard(c) !== view.rank),
  );
  const out: BluffMove[] = [];
  const seen = new Set<string>();
  const order = new Map(view.hand.map((c, i) => [c, i]));
  const add = (cards: readonly string[]) => {
    // In hand order, as the rules ask.
    const sorted = [...cards].sort((a, b) => (order.get(a) as number) - (order.get(b) as number));
    const key = sorted.join(',');
    if (cards.length === 0 || cards.length > 4 || seen.has(key)) return;
    seen.add(key);
    out.push({ type: 'declare', cards: sorted });
  };
  // `sharp`'s own choice first: a short search widens from it.
  const own = sharp(view, [], rng, { ms: 0 });
  if (own.type === 'declare') add(own.cards);
  for (let extra = 0; extra <= 2 && extra <= spare.length; extra++) add([...truth, ...spare.slice(0, extra)]);
  return out;
}

/**
 * Playout moves before the hands are weighed: the window under way and the next declaration.
 * What a call or a declaration does shows in the hands at once; longer playouts add noise.
 */
const HORIZON = 6;
/** Cards more than the best hand that cost a factor e of the win. */
const SPREAD = 8;

/**
 * Bluff searched: claims imagined true as often as the declarer is likely to tell the truth,
 * declarations from `declarationChoices`, calls both ways; short playouts by `sharp`.
 */
export const bluffSearchSpec: SearchSpec<BluffState, BluffMove, BluffView> = {
  game: bluff,
  sample: sampleByBelief,
  candidates: (state: BluffState, seat: Seat, rng) => {
    const view = bluff.view(state, seat);
    if (!state.window) return declarationChoices(view, rng);
    // `sharp`'s decision first.
    return sharp(view, [], rng, { ms: 0 }).type === 'call' ? [CALL, LET_GO] : [LET_GO, CALL];
  },
  playout: botPolicy(bluff, sharp),
  horizon: HORIZON,
  evaluate: (state) =>
    standingBySize(
      state.hands.map((h) => h.length),
      SPREAD,
    ),
};

export const search = searchBot(bluffSearchSpec);

/** Imagined deals per call decision (each weighs calling and letting go), unless the budget runs out first. */
const SAMPLES = 32;

const calls = flatBot(bluffSearchSpec, { samples: SAMPLES });

/**
 * Calls by flat Monte Carlo (engine search/flat.ts): calling and letting go are played on
 * the same imagined deals (the claim made true as often as the declarer is likely to tell
 * the truth) and on by `sharp` for six moves, then the hands weighed. Declares as `sharp`
 * does: with searched declarations as well it won fewer games against three sharps
 * (docs/bots.md).
 */
export const flat: Bot<BluffView, BluffMove> = ownMoves((view, legal, rng, budget) =>
  view.phase === 'call' ? calls(view, legal, rng, budget) : sharp(view, legal, rng, budget),
);
