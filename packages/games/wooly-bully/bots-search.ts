import { botPolicy, flatBot, type Rng, type SearchSpec, type Seat, searchBot } from '@parlour/engine';
import { appraise } from './appraisal.ts';
import { basicBot, quitPays, RIVALRY, rankedPlacements, type Stakes, sharpBot, worth } from './bots.ts';
import { woolyBully } from './game.ts';
import type { WoolyBullyMove } from './moves.ts';
import { boardAfter, countLandscapePlacings, nthLandscapePlacing, spot } from './placing.ts';
import { bestFields } from './scoring.ts';
import { bonusOnOffer, tileCount, type WoolyBullyState } from './state.ts';
import { COLOUR_LETTERS, COLOURS } from './tiles.ts';
import type { WoolyBullyView } from './view.ts';

/** The search over Wooly Bully: every legal move weighed, playouts by `basic`. */
export const woolyBullySearchSpec: SearchSpec<WoolyBullyState, WoolyBullyMove, WoolyBullyView> = {
  game: woolyBully,
  playout: botPolicy(woolyBully, basicBot),
};

export const search = searchBot(woolyBullySearchSpec);

/** Placings a playout weighs per placement, drawn at random from the legal ones. */
const PLAYOUT_PLACINGS = 8;

/**
 * A playout move, much cheaper than `sharp`'s and close to it: `sharp`'s quitting rule,
 * then one placement, the best of a few drawn at random by sharp's value of the board
 * (each colour as the imagined state deals them, rivals' at sharp's discount); no
 * characters, no reveal, no second placement.
 */
function briskMove(state: WoolyBullyState, seat: Seat, rng: Rng): WoolyBullyMove {
  const { board, options } = state;
  const colour = state.colours[seat];
  const left = Math.min(1, state.bag.length / tileCount(options));
  const bonus = bonusOnOffer(state.players, state.quits.length);
  if (bonus > 0 && !state.turn.any) {
    const prospect = appraise(board, options.aquatic, left).best[COLOUR_LETTERS[COLOURS.indexOf(colour)]];
    if (quitPays(bonus, prospect, bestFields(board, options)[colour].worth, state.bag.length, state.hands[seat].length))
      return { type: 'quit' };
  }
  const hand = state.hands[seat];
  const count = state.turn.placed === 0 ? countLandscapePlacings(board, hand) : 0;
  if (count === 0) return { type: 'end' };
  const stakes: Stakes = { k: 0, b: 0, r: 0, y: 0 };
  state.colours.forEach((c, s) => {
    stakes[COLOUR_LETTERS[COLOURS.indexOf(c)]] = s === seat ? 1 : -RIVALRY;
  });
  let best: WoolyBullyMove | null = null;
  let top = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < Math.min(PLAYOUT_PLACINGS, count); i++) {
    const p = nthLandscapePlacing(board, hand, count <= PLAYOUT_PLACINGS ? i : rng.int(count));
    const move: WoolyBullyMove = { type: 'place', tile: p.tile, face: p.o.face, rot: p.o.rot, ...spot(p.key) };
    const after = boardAfter(board, move, colour);
    const v = after ? worth(appraise(after, options.aquatic, left), stakes) : Number.NEGATIVE_INFINITY;
    if (v > top) {
      top = v;
      best = move;
    }
  }
  return best ?? { type: 'end' };
}

/** The scale, in points, of the lead over the best other score: a lead of 2 is worth 0.73, level 0.5. */
const SPREAD = 2;

/** A value in [0, 1] for a seat from its lead over the best other score. */
function lead(scores: readonly number[], seat: Seat): number {
  let rival = Number.NEGATIVE_INFINITY;
  scores.forEach((x, s) => {
    if (s !== seat && x > rival) rival = x;
  });
  return 1 / (1 + Math.exp(-(scores[seat] - rival) / SPREAD));
}

/**
 * Each seat's value from the scores as they stand a round on, seen by that seat: a
 * quitter's score is its best enclosed field and its bonus (all it will have); a seat
 * still in can take the bonus on offer with the field it has enclosed, or play on for its
 * best field's prospects (sharp's appraisal), so it counts the better of the two. Only
 * one seat can take the bonus on offer: while the seat valued is still in, the others are
 * counted with the one after it.
 */
function projectedLeads(state: WoolyBullyState): number[] {
  const { board, options } = state;
  const left = Math.min(1, state.bag.length / tileCount(options));
  const prospects = appraise(board, options.aquatic, left).best;
  const banked = bestFields(board, options);
  const onOffer = bonusOnOffer(state.players, state.quits.length);
  const next = bonusOnOffer(state.players, state.quits.length + 1);
  const scoreOf = (seat: Seat, bonus: number): number => {
    const colour = state.colours[seat];
    const quit = state.quits.find((q) => q.seat === seat);
    const box = state.box === seat ? -2 : 0;
    if (quit) return banked[colour].worth + quit.bonus + box;
    return Math.max(banked[colour].worth + bonus, prospects[COLOUR_LETTERS[COLOURS.indexOf(colour)]]) + box;
  };
  return state.colours.map((_, seat) => {
    // The others can hope for the bonus after this seat's: the one on offer once it is out.
    const theirs = state.quits.some((q) => q.seat === seat) ? onOffer : next;
    return lead(
      state.colours.map((_c, s) => scoreOf(s, s === seat ? onOffer : theirs)),
      seat,
    );
  });
}

/** Placements weighed: sharp's choice and the next best by its value. */
const PLACEMENTS = 3;

/**
 * `sharp`'s move and the alternatives worth weighing: the next best placements by its
 * value when it places, and quitting while a bonus is on offer at the start of a turn.
 * A seat's own moves follow from its view, so they are the same in every imagined state.
 */
function candidates(state: WoolyBullyState, seat: Seat, rng: Rng): WoolyBullyMove[] {
  const view = woolyBully.view(state, seat);
  const legal = woolyBully.legalMoves(state, seat);
  const first = sharpBot(view, legal, rng, { ms: 0 });
  const out = [first];
  if (first.type === 'place') {
    const key = JSON.stringify(first);
    const ranked = rankedPlacements(view, legal).filter((p) => JSON.stringify(p.move) !== key);
    for (const p of ranked.slice(0, PLACEMENTS - 1)) out.push(p.move);
  }
  if (first.type !== 'quit' && bonusOnOffer(state.players, state.quits.length) > 0 && !state.turn.any) out.push({ type: 'quit' });
  return out;
}

/**
 * Flat search over `sharp`'s candidates: each is tried on the same imagined deals and
 * played on by brisk playouts for about a round (the others quit by sharp's rule, so
 * whether one of them takes the bonus first is played out), then weighed by the lead in
 * projected scores (at the end of the game, in scores).
 */
export const woolyBullyFlatSpec: SearchSpec<WoolyBullyState, WoolyBullyMove, WoolyBullyView> = {
  game: woolyBully,
  candidates,
  playout: briskMove,
  // A brisk turn is a placement and its end: seven moves take the others' turns and reach the searcher's next.
  horizon: 7,
  evaluate: projectedLeads,
  reward: (result) => result.scores.map((_, seat) => lead(result.scores, seat)),
};

/** Imagined deals per decision, unless the budget runs out first. */
const SAMPLES = 8;
/**
 * Share of the budget searched: `sharp`'s own weighing comes first (a few ms, several on a
 * loaded machine) and the sample under way finishes after the deadline.
 */
const SHARE = 0.25;

/**
 * `flat` (hard): `sharp`, with its placements and the quit searched (flat Monte Carlo,
 * engine search/flat.ts). Where `sharp` neither places nor could quit, its move stands.
 */
export const flat = flatBot(woolyBullyFlatSpec, { samples: SAMPLES, share: SHARE });
