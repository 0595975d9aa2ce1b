import { type Bot, ownMoves, RANKS, type Rank, type Seat } from '@parlour/engine';
import { atLeast, foldedUpTo, rate, replaced } from '../claims/index.ts';
import { rankOfCard } from './cards.ts';
import type { BluffMove } from './moves.ts';
import { randomDecision, randomDeclaration } from './rules.ts';
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
export function leastNeeded(view: BluffView, cards: readonly string[]): string[] {
  const at = RANKS.indexOf(view.rank);
  // Turns of this seat until each rank comes round to it (13: not in the next thirteen).
  const wait = new Map<Rank, number>();
  for (let k = 13; k >= 1; k--) wait.set(RANKS[(at + k * view.players) % 13], k);
  const waits = cards.map((c) => wait.get(rankOfCard(c)) ?? 13);
  // Longest wait first, ties in hand order: a pass per wait beats a sort with lookups.
  const out: string[] = [];
  for (let k = 13; k >= 1; k--) for (let i = 0; i < cards.length; i++) if (waits[i] === k) out.push(cards[i]);
  return out;
}

/** What this seat can count: where each card of a rank could be. */
interface Count {
  /** Cards whose place this seat does not know. */
  unknown: number;
  /** Cards of the rank among them. */
  unknownOfRank: number;
}

export function count(view: BluffView, rank: Rank, except: Seat | null): Count {
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

/** Per seat, counted from the public history. */
interface Habits {
  /** Calls made, and call windows it was asked in. */
  readonly calls: readonly number[];
  readonly asked: readonly number[];
  /** One-card declarations, and those shown to be lies. */
  readonly singles: readonly number[];
  readonly singleLies: readonly number[];
  /** Declarations of two or more cards. */
  readonly many: readonly number[];
}

/**
 * The habits counted up to and including each history entry. Entries are shared by every
 * state and view that follows, so each is counted once, not once per decision (a plain
 * recount made the bot quadratic in the length of a game).
 */
const counted = new WeakMap<Declaration, Habits>();

function habits(view: BluffView): Habits {
  return foldedUpTo(
    view.history,
    counted,
    () => {
      const zero = new Array<number>(view.players).fill(0);
      return { calls: zero, asked: zero, singles: zero, singleLies: zero, many: zero };
    },
    countDeclaration,
  );
}

function countDeclaration(h: Habits, d: Declaration): Habits {
  const calls: number[] = h.calls.slice();
  const asked: number[] = h.asked.slice();
  for (const s of d.calls) {
    calls[s]++;
    asked[s]++;
  }
  for (const s of d.letGo) asked[s]++;
  let { singles, singleLies, many }: Habits = h;
  if (d.count > 1) many = replaced(many, d.seat, many[d.seat] + 1);
  else {
    singles = replaced(singles, d.seat, singles[d.seat] + 1);
    if (d.revealed?.some((c) => rankOfCard(c) !== d.rank)) singleLies = replaced(singleLies, d.seat, singleLies[d.seat] + 1);
  }
  return { calls, asked, singles, singleLies, many };
}

/** Share of declarations an honest player makes with two or more cards (`basic` makes about a third). */
const HONEST_MANY = 0.5;

/** Per seat: how often it calls (a prior of one call in eight). */
function callRates(view: BluffView): number[] {
  const { calls, asked } = habits(view);
  return calls.map((c, s) => rate(c, asked[s], 1, 8));
}

/**
 * How often a seat lies with a declaration of `count` cards: for one card, the lies shown
 * (a floor: lies nobody called stay hidden); for several, from how often it declares
 * several beyond what an honest player would, the share of those that must be lies.
 * Counting alone misleads here: players keep the cards of the ranks they will declare
 * soon, so holding three or four of a rank is far likelier than a random hand says.
 */
export function lieRate(view: BluffView, seat: Seat, count: number): number {
  const { singles, singleLies, many } = habits(view);
  if (count === 1) return rate(singleLies[seat], singles[seat], 2, 20);
  // The prior (ten declarations, one in twenty of several cards) lets a few early ones prove nothing.
  const share = rate(many[seat], many[seat] + singles[seat], 0.5, 10);
  return Math.max(0, (share - HONEST_MANY) / share);
}

/** The chance that the open claim is a lie: certain if counting rules it out, else from the declarer's record. */
function lieChance(view: BluffView): number {
  const claim = view.claim as NonNullable<BluffView['claim']>;
  const { unknown, unknownOfRank } = count(view, claim.rank, claim.seat);
  if (claim.count > unknownOfRank) return 1;
  const lies = lieRate(view, claim.seat, claim.count);
  if (claim.count === 1) return lies;
  // Bayes: a seat that declares several cards too often lies at that rate; an honest one needs the cards.
  const able = atLeast(claim.count, unknownOfRank, view.handSizes[claim.seat] + claim.count, unknown);
  return lies === 0 ? 0 : lies / (lies + (1 - lies) * able);
}

/** Value of the turn a right call wins, in cards. */
const TURN_VALUE = 1.5;
/** What a card in a rival's hand is worth to this seat, against one in its own. */
const OTHERS_WEIGHT = 0.1;
/** How much worse a caught bluff's pile is than the cards it sheds are good (tuned against `basic` and `doubter`). */
const RISK = 6;
/** The same for a bluff on its last cards, which wins the game if it stands. */
const LAST_RISK = 3;
/** What going out is worth, in cards. */
const WIN = 40;

/**
 * Counts cards, reads the history for each seat's habits, calls a claim that counting
 * rules out, any claim on the declarer's last cards, and others only when the declarer's
 * record makes a lie likely enough for what the pile puts at stake; bluffs extra cards,
 * those it needs least, when the table is unlikely to call.
 */
export const sharp: BluffBot = ownMoves((view) => {
  const me = view.seat as Seat;
  if (view.phase === 'declare') return sharpDeclaration(view, callRates(view));
  const claim = view.claim as NonNullable<BluffView['claim']>;
  const left = view.handSizes[claim.seat];
  // Letting a last claim stand loses the game.
  if (left === 0) return CALL;
  const p = lieChance(view);
  if (p >= 1) return CALL;
  const stake = view.pile.reduce((n, b) => n + b.count, 0);
  // A right call loads one rival of several with the pile and wins the turn; a wrong one
  // loads this seat. Near a declarer's last cards the rival's pile weighs more.
  const weight = left <= 2 ? 1 : OTHERS_WEIGHT;
  const threshold = stake / (stake + weight * stake + TURN_VALUE);
  const spare = view.bullets ? (3 - view.bullets[me]) * 0.06 : 0;
  return p > threshold + spare ? CALL : LET_GO;
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
  // Cards of the rank seen going into each hand count towards what it needs to know a lie.
  const seen = view.known.map((cards) => cards.filter((c) => rankOfCard(c) === view.rank).length);
  let best: readonly string[] = truth.length > 0 ? truth : [others[0]];
  let bestValue = Number.NEGATIVE_INFINITY;
  const fewest = truth.length > 0 ? 0 : 1;
  for (let extra = fewest; extra <= Math.min(4 - truth.length, others.length); extra++) {
    const n = truth.length + extra;
    // Lie with no more cards than it must where a caller is likely to prove it from what it holds.
    if (extra > fewest && provable(view, n, unknownOfRank, seen) > PROVABLE) break;
    // Each seat that may call does so at its usual rate, and surely if it holds enough of the rank to know.
    let safe = 1;
    for (let s = 0; s < view.players; s++) {
      if (s === me || (view.bullets && view.bullets[s] === 0)) continue;
      const knows = extra > 0 ? atLeast(5 - n - seen[s], unknownOfRank, view.handSizes[s] - view.known[s].length, unknown) : 0;
      safe *= 1 - Math.max(knows, callRate[s]);
    }
    const caught = extra > 0 ? 1 - safe : 0;
    const last = n === view.hand.length;
    // A called truth hands the pile to the caller; a called lie brings it home.
    const value =
      (1 - caught) * (last ? WIN : n) -
      caught * (stake + n) * (last ? LAST_RISK : RISK) +
      (extra === 0 ? (1 - safe) * (stake + n) * 0.5 : 0);
    if (value > bestValue) {
      bestValue = value;
      best = extra === 0 ? truth : [...truth, ...others.slice(0, extra)];
    }
  }
  const order = new Map(view.hand.map((c, i) => [c, i]));
  return declare([...best].sort((a, b) => (order.get(a) as number) - (order.get(b) as number)));
}

/** The most chance of a provable lie an extra card may carry. */
const PROVABLE = 0.1;

/**
 * The chance that some seat that may call holds enough of the rank to know that `n` cards
 * of it cannot all be in the declaration. Cards of the rank being declared are taken to
 * lie in hands and in each seat's own batches, not spread over the pile at random: players
 * keep the cards they will declare soon, and a caller knows the cards it laid.
 */
function provable(view: BluffView, n: number, unknownOfRank: number, seen: readonly number[]): number {
  const laid = new Array<number>(view.players).fill(0);
  for (const b of view.pile) if (b.seat !== view.seat) laid[b.seat] += b.count;
  const room = view.handSizes.map((h, s) => (s === view.seat ? 0 : h - view.known[s].length + laid[s]));
  const pool = room.reduce((a, b) => a + b, 0);
  let safe = 1;
  for (let s = 0; s < view.players; s++) {
    if (s === view.seat || (view.bullets && view.bullets[s] === 0)) continue;
    safe *= 1 - atLeast(5 - n - seen[s], unknownOfRank, room[s], pool);
  }
  return 1 - safe;
}

export const bluffBots = { random, basic, sharp, doubter } as const;
