import { type Bot, ownMoves, RANKS, type Rank, type Seat } from '@parlour/engine';
import { atLeast, exactly, rate } from '../claims/index.ts';
import { rankOfCard } from './cards.ts';
import { type BluffMove, randomDecision, randomDeclaration } from './rules.ts';
import type { Declaration } from './state.ts';
import type { BluffView } from './view.ts';

type BluffBot = Bot<BluffView, BluffMove>;

const CALL: BluffMove = { type: 'call' };
const LET_GO: BluffMove = { type: 'let-go' };
const declare = (cards: readonly string[]): BluffMove => ({ type: 'declare', cards });

/** A uniformly random legal move (drawn from the hand: listing them all can cost thousands). */
export const random: BluffBot = ownMoves((view, _legal, rng) =>
  view.phase === 'call' ? randomDecision(rng) : randomDeclaration(view.hand, rng),
);

/** Declares every true card it holds; with none, bluffs with one card (the one it will need last). */
function honestDeclaration(view: BluffView): BluffMove {
  const truth = view.hand.filter((c) => rankOfCard(c) === view.rank);
  if (truth.length > 0) return declare(truth);
  return declare([leastNeeded(view, view.hand)[0]]);
}

/** Calls a claim only when its own hand makes it impossible. */
export const basic: BluffBot = ownMoves((view) => {
  if (view.phase === 'declare') return honestDeclaration(view);
  const claim = view.claim as NonNullable<BluffView['claim']>;
  const mine = view.hand.filter((c) => rankOfCard(c) === claim.rank).length;
  return claim.count + mine > 4 ? CALL : LET_GO;
});

/** Declares like `basic`, and calls every other claim whatever it holds. */
export const doubter: BluffBot = ownMoves((view) => {
  if (view.phase === 'declare') return honestDeclaration(view);
  return view.declarations % 2 === 0 ? CALL : LET_GO;
});

/**
 * The cards sorted from least to most needed: a card is needed as soon as this seat's
 * turn is likely to come round to its rank (every `players` declarations, if nobody calls).
 */
function leastNeeded(view: BluffView, cards: readonly string[]): string[] {
  const at = RANKS.indexOf(view.rank);
  const wait = (card: string): number => {
    const want = RANKS.indexOf(rankOfCard(card));
    for (let k = 1; k <= 13; k++) if ((at + k * view.players) % 13 === want) return k;
    return 13;
  };
  return [...cards].sort((a, b) => wait(b) - wait(a));
}

/** What this seat can count: where each card of a rank could be. */
interface Count {
  /** Cards whose place this seat does not know. */
  unknown: number;
  /** Cards of the rank among them. */
  unknownOfRank: number;
}

function count(view: BluffView, rank: Rank, except: Seat | null): Count {
  let placedOfRank = 0;
  let placed = view.hand.length + view.mine.length;
  for (const c of view.hand) if (rankOfCard(c) === rank) placedOfRank++;
  for (const c of view.mine) if (rankOfCard(c) === rank) placedOfRank++;
  view.known.forEach((cards, s) => {
    if (s === except) return;
    placed += cards.length;
    for (const c of cards) if (rankOfCard(c) === rank) placedOfRank++;
  });
  return { unknown: 52 - placed, unknownOfRank: 4 - placedOfRank };
}

/** Per seat, counted from the public history: calls made, windows asked, many-card claims and lies among them. */
interface Habits {
  readonly calls: readonly number[];
  readonly asked: readonly number[];
  readonly made: readonly number[];
  readonly lies: readonly number[];
}

/**
 * The habits counted up to and including each history entry. Entries are shared by every
 * state and view that follows, so each is counted once, not once per decision (a plain
 * recount made the bot quadratic in the length of a game).
 */
const counted = new WeakMap<Declaration, Habits>();

function habits(view: BluffView): Habits {
  const { history } = view;
  let from = history.length;
  let h: Habits | undefined;
  for (; from > 0 && h === undefined; from--) h = counted.get(history[from - 1]);
  if (h) from++;
  if (!h) {
    const zero = new Array<number>(view.players).fill(0);
    h = { calls: zero, asked: zero, made: zero, lies: zero };
  }
  for (let i = from; i < history.length; i++) {
    const d = history[i];
    const calls: number[] = h.calls.slice();
    const asked = h.asked.slice();
    for (const s of d.calls) {
      calls[s]++;
      asked[s]++;
    }
    for (const s of d.letGo) asked[s]++;
    let made: readonly number[] = h.made;
    let lies: readonly number[] = h.lies;
    if (d.count > 1) {
      made = made.with(d.seat, made[d.seat] + 1);
      if (d.revealed?.some((c) => rankOfCard(c) !== d.rank)) lies = lies.with(d.seat, lies[d.seat] + 1);
    }
    h = { calls, asked, made, lies };
    counted.set(d, h);
  }
  return h;
}

/**
 * Per seat: how often it called, and how often its many-card declarations were shown to
 * be lies (a floor: lies nobody called stay hidden).
 */
function profile(view: BluffView): { callRate: number[]; lieRate: number[] } {
  const { calls, asked, made, lies } = habits(view);
  return {
    callRate: calls.map((c, s) => rate(c, asked[s], 1, 8)),
    lieRate: lies.map((l, s) => rate(l, made[s], 0.1, 20)),
  };
}

/** The chance that the open claim is a lie, by counting and by the declarer's record. */
function lieChance(view: BluffView, lieRate: readonly number[]): number {
  const claim = view.claim as NonNullable<BluffView['claim']>;
  const { unknown, unknownOfRank } = count(view, claim.rank, claim.seat);
  if (claim.count > unknownOfRank) return 1;
  // The declarer's hand before it laid these cards, all of it unknown to this seat.
  const held = view.handSizes[claim.seat] + claim.count;
  if (claim.count === 1) {
    // An honest player with the rank lays all of it, so one card means one held, or none and a bluff.
    const none = exactly(0, unknownOfRank, held, unknown);
    const one = exactly(1, unknownOfRank, held, unknown);
    const honest = none + one > 0 ? none / (none + one) : 1;
    return Math.max(honest, lieRate[claim.seat]);
  }
  // A many-card claim: holding that many is a long shot, but a seat that rarely bluffs
  // many cards makes it anyway only when it holds them (Bayes on its record of lies).
  const able = atLeast(claim.count, unknownOfRank, held, unknown);
  const lies = lieRate[claim.seat];
  return lies / (lies + able);
}

/** Value of the turn a right call wins, in cards. */
const TURN_VALUE = 1.5;
/** What a card in a rival's hand is worth to this seat, against one in its own. */
const OTHERS_WEIGHT = 0.1;
/** How much worse a caught bluff's pile is than the cards it sheds are good (tuned against `basic`). */
const RISK = 3;

/**
 * Counts cards, reads the history for each seat's habits, calls when a lie is likely
 * enough for what the pile puts at stake (always near a declarer's last cards), and
 * bluffs extra cards, those it needs least, when the table is unlikely to call.
 */
export const sharp: BluffBot = ownMoves((view) => {
  const me = view.seat as Seat;
  const { callRate, lieRate } = profile(view);
  if (view.phase === 'call') {
    const claim = view.claim as NonNullable<BluffView['claim']>;
    const p = lieChance(view, lieRate);
    if (p >= 1) return CALL;
    const stake = view.pile.reduce((n, b) => n + b.count, 0);
    // A right call loads one rival of several with the pile and wins the turn; a wrong one
    // loads this seat. Near a declarer's last cards the rival's pile weighs more.
    const left = view.handSizes[claim.seat];
    const weight = left === 0 ? 50 : left <= 2 ? 1 : OTHERS_WEIGHT;
    const threshold = stake / (stake + weight * stake + TURN_VALUE);
    const spare = view.bullets ? (3 - view.bullets[me]) * 0.06 : 0;
    return p > threshold + spare ? CALL : LET_GO;
  }
  return sharpDeclaration(view, callRate);
});

function sharpDeclaration(view: BluffView, callRate: readonly number[]): BluffMove {
  const me = view.seat as Seat;
  const truth = view.hand.filter((c) => rankOfCard(c) === view.rank);
  const others = leastNeeded(
    view,
    view.hand.filter((c) => rankOfCard(c) !== view.rank),
  );
  const { unknown, unknownOfRank } = count(view, view.rank, null);
  const stake = view.pile.reduce((n, b) => n + b.count, 0);
  let best: readonly string[] = truth.length > 0 ? truth : [others[0]];
  let bestValue = Number.NEGATIVE_INFINITY;
  for (let extra = truth.length > 0 ? 0 : 1; extra <= Math.min(4 - truth.length, others.length); extra++) {
    const n = truth.length + extra;
    const cards = [...truth, ...others.slice(0, extra)];
    // Each seat that may call does so at its usual rate, and surely if it holds enough of the rank to know.
    let safe = 1;
    for (let s = 0; s < view.players; s++) {
      if (s === me || (view.bullets && view.bullets[s] === 0)) continue;
      const knows = extra > 0 ? atLeast(5 - n, unknownOfRank, view.handSizes[s], unknown) : 0;
      const calls = extra > 0 ? Math.max(knows, callRate[s]) : callRate[s];
      safe *= 1 - calls;
    }
    const caught = extra > 0 ? 1 - safe : 0;
    const last = n === view.hand.length;
    const gain = last ? 40 : n;
    // A called truth hands the pile to the caller; a called lie brings it home.
    const value = (1 - caught) * gain - caught * (stake + n) * RISK + (extra === 0 ? (1 - safe) * (stake + n) * 0.5 : 0);
    if (value > bestValue) {
      bestValue = value;
      best = cards;
    }
  }
  const order = new Map(view.hand.map((c, i) => [c, i]));
  return declare([...best].sort((a, b) => (order.get(a) as number) - (order.get(b) as number)));
}

export const bluffBots = { random, basic, sharp, doubter } as const;
