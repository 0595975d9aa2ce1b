import { type Bot, ownMoves, type Seat } from '@parlour/engine';
import { foldedUpTo, rate } from '../claims/index.ts';
import { CARDS, cardId, type Declared, declarationsAfter, faceOf, matches } from './cards.ts';
import type { BollocksMove } from './moves.ts';
import type { Turn } from './state.ts';
import type { BollocksView } from './view.ts';

type BollocksBot = Bot<BollocksView, BollocksMove>;

const UP: BollocksMove = { type: 'vote', thumbs: 'up' };
const DOWN: BollocksMove = { type: 'vote', thumbs: 'down' };
const SKIP: BollocksMove = { type: 'skip' };

const truly = (card: string): BollocksMove => {
  const face = faceOf(card) as Declared;
  return { type: 'play', card, number: face.number, suit: face.suit };
};

/** A uniformly random legal move. */
export const random: BollocksBot = (_view, legal, rng) => rng.pick(legal);

/** Lays a matching card truthfully when it has one (any card when free), else skips. */
function honestPlay(view: BollocksView): BollocksMove {
  const active = view.active;
  const card = active ? view.hand.find((c) => matches(faceOf(c) as Declared, active)) : view.hand[0];
  return card ? truly(card) : SKIP;
}

/** Votes down only when the declared card is in its own hand. */
export const basic: BollocksBot = ownMoves((view) => {
  if (view.phase === 'play') return honestPlay(view);
  const p = view.pending as NonNullable<BollocksView['pending']>;
  return view.hand.includes(cardId(p.number, p.suit)) ? DOWN : UP;
});

/** Plays like `basic`, and votes down on every other play whatever it holds. */
export const doubter: BollocksBot = ownMoves((view) => {
  if (view.phase === 'play') return honestPlay(view);
  return view.turns % 2 === 0 ? DOWN : UP;
});

/** Per seat, counts from the public history up to and including one entry. */
interface Counts {
  readonly downs: readonly number[];
  readonly votes: readonly number[];
  readonly bluffs: readonly number[];
  readonly plays: readonly number[];
}

/**
 * The counts up to each history entry. Entries are shared by every state and view that
 * follows, so each is counted once, not once per decision (a recount per decision made
 * the bot, and searches that play it out, quadratic in the length of a game).
 */
const counted = new WeakMap<Turn, Counts>();

function counts(view: BollocksView): Counts {
  return foldedUpTo(
    view.history,
    counted,
    () => {
      const zero = new Array<number>(view.players).fill(0);
      return { downs: zero, votes: zero, bluffs: zero, plays: zero };
    },
    countTurn,
  );
}

function countTurn(c: Counts, t: Turn): Counts {
  if (t.skip) return c;
  const downs: number[] = c.downs.slice();
  const votes = c.votes.slice();
  const plays = c.plays.slice();
  let bluffs: readonly number[] = c.bluffs;
  plays[t.seat]++;
  for (const s of t.downs) {
    downs[s]++;
    votes[s]++;
  }
  for (const s of t.ups) votes[s]++;
  if (t.revealed && t.revealed !== cardId(t.number, t.suit)) {
    bluffs = bluffs.slice();
    (bluffs as number[])[t.seat]++;
  }
  return { downs, votes, bluffs, plays };
}

/** Per seat, from the public history: how often it voted down, and how often its turned cards were bluffs. */
export function profile(view: BollocksView): { downRate: number[]; bluffRate: number[] } {
  const { downs, votes, bluffs, plays } = counts(view);
  return {
    downRate: downs.map((d, s) => rate(d, votes[s], 1, 10)),
    bluffRate: bluffs.map((b, s) => rate(b, plays[s], 0.2, 10)),
  };
}

/** Cards this seat knows are in no other hand: its own, its face-down centre cards, the turned ones. */
function placed(view: BollocksView): Set<string> {
  const known = new Set(view.hand);
  for (const c of view.centre) if (c.card !== null) known.add(c.card);
  return known;
}

/** Cards lying face up in the centre: everyone knows nobody holds them. */
function faceUp(view: BollocksView): Set<string> {
  const up = new Set<string>();
  for (const c of view.centre) if (c.up && c.card !== null) up.add(c.card);
  return up;
}

/** Per card, the seat believed declaring it since the last reshuffle (see `believedSinceReshuffle`). */
export interface Believed {
  get(card: string): Seat | undefined;
  has(card: string): boolean;
  /** The cards believed declared, in card order. */
  cards(): string[];
}

const CARD_INDEX = new Map(CARDS.map((c, i) => [c, i]));
const NOBODY = -1;
const NONE_BELIEVED = new Int8Array(CARDS.length).fill(NOBODY);

/**
 * Per history entry, each card's believed declarer up to and including that entry, worked
 * out once per entry as `counts` are (a backward scan per decision made `sharp`, and the
 * searches that play it out, quadratic in a game's length). Never changed once made.
 */
const believedAt = new WeakMap<Turn, Int8Array>();

function believedAfter(by: Int8Array, t: Turn): Int8Array {
  if (t.skip) return by;
  // A reshuffle during a turn's draws sent its own card, with the rest, to the draw pile.
  if (t.reshuffled > 0) return NONE_BELIEVED;
  if (t.downs.length > 0) return by;
  const card = CARD_INDEX.get(cardId(t.number, t.suit)) as number;
  if (by[card] === t.seat) return by;
  const next = by.slice();
  next[card] = t.seat;
  return next;
}

/**
 * Per card, the seat that declared it and was believed since the last reshuffle (the
 * latest, if several): if that was true the card lies face down in the centre, so whoever
 * declares it again is lying.
 */
export function believedSinceReshuffle(view: BollocksView): Believed {
  return new BelievedCards(foldedUpTo(view.history, believedAt, () => NONE_BELIEVED, believedAfter));
}

// A class, not closures: this runs for every move of every playout, and its methods are made once.
class BelievedCards implements Believed {
  constructor(private readonly by: Int8Array) {}

  get(card: string): Seat | undefined {
    const i = CARD_INDEX.get(card);
    return i === undefined || this.by[i] === NOBODY ? undefined : this.by[i];
  }

  has(card: string): boolean {
    return this.get(card) !== undefined;
  }

  cards(): string[] {
    return CARDS.filter((_, i) => this.by[i] !== NOBODY);
  }
}

/** Risks within this much of the safest count as equally safe: the choice among them is random, so it tells nothing. */
const RISK_TIE = 0.02;

/**
 * Counts cards and reads habits: votes down when a declared card cannot be where the
 * player says (it is in this hand or face up, or another seat was believed declaring it
 * since the last reshuffle), on every last card (a wrong down vote there costs 2 cards and
 * the game is over anyway; a missed bluff loses it), or when that player's record makes a
 * bluff likelier than the 2 cards a wrong down vote costs. Bluffs instead of skipping,
 * with the card it needs least, declaring at random one of the safest cards that nobody
 * can see is elsewhere.
 */
export const sharp: BollocksBot = ownMoves((view, _legal, rng) => {
  const me = view.seat as Seat;
  const { downRate, bluffRate } = profile(view);
  const known = placed(view);
  const believed = believedSinceReshuffle(view);
  if (view.phase === 'vote') {
    const p = view.pending as NonNullable<BollocksView['pending']>;
    const id = cardId(p.number, p.suit);
    if (known.has(id)) return DOWN;
    if (view.handSizes[p.seat] === 0) return DOWN;
    const before = believed.get(id);
    if (before !== undefined && before !== me) return DOWN;
    return bluffRate[p.seat] > 2 / 3 ? DOWN : UP;
  }
  const unknown = 104 - known.size;
  const up = faceUp(view);
  // The chance the table votes down a declaration of `card`: some seat holds it, or doubts by habit.
  const risk = (declared: string): number => {
    // Face up, or declared and believed since the reshuffle: anyone counting knows it is a lie.
    if (up.has(declared) || believed.has(declared)) return 1;
    let safe = 1;
    for (let s = 0; s < view.players; s++) {
      if (s === me) continue;
      const holds = known.has(declared) ? 0 : view.handSizes[s] / Math.max(unknown, 1);
      safe *= 1 - Math.max(holds, downRate[s]);
    }
    return 1 - safe;
  };
  const active = view.active;
  const truths = active ? view.hand.filter((c) => matches(faceOf(c) as Declared, active)) : view.hand;
  if (truths.length > 0) {
    // Keep the true cards that match most of the hand; play the one that matches least.
    return truly(leastNeeded(truths)[0]);
  }
  // No match: bluff with the card it needs least, declaring one of the safest matching cards.
  const risks = declarationsAfter(active).map((d) => ({ d, r: risk(cardId(d.number, d.suit)) }));
  const bestRisk = Math.min(...risks.map((x) => x.r));
  const last = view.hand.length === 1;
  // A bluff sheds one card and risks two (and a card for each believer); a skip tells the table.
  if (bestRisk < 0.4 || (last && bestRisk < 0.7)) {
    const best = rng.pick(risks.filter((x) => x.r <= bestRisk + RISK_TIE)).d;
    return { type: 'play', card: leastNeeded(view.hand)[0], number: best.number, suit: best.suit };
  }
  return SKIP;
});

/** Cards sorted from least to most useful: a card is useful by how many others in hand it matches. */
function leastNeeded(cards: readonly string[]): string[] {
  const faces = cards.map((c) => faceOf(c) as Declared);
  // Each card's links counted once (not in the sort's every comparison); a copy of the same card is no link.
  const links = faces.map((face, i) => {
    let n = 0;
    for (let j = 0; j < cards.length; j++) if (cards[j] !== cards[i] && matches(faces[j], face)) n++;
    return n;
  });
  return cards
    .map((_, i) => i)
    .sort((a, b) => links[a] - links[b])
    .map((i) => cards[i]);
}

export const bollocksBots = { random, basic, sharp, doubter } as const;
