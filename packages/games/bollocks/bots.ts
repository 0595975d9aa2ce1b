import type { Bot, Seat } from '@parlour/engine';
import { rate } from '../claims/index.ts';
import { cardId, type Declared, declarationsAfter, faceOf, matches } from './cards.ts';
import type { BollocksMove } from './rules.ts';
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
export const basic: BollocksBot = (view) => {
  if (view.phase === 'play') return honestPlay(view);
  const p = view.pending as NonNullable<BollocksView['pending']>;
  return view.hand.includes(cardId(p.number, p.suit)) ? DOWN : UP;
};

/** Plays like `basic`, and votes down on every other play whatever it holds. */
export const doubter: BollocksBot = (view) => {
  if (view.phase === 'play') return honestPlay(view);
  return view.turns % 2 === 0 ? DOWN : UP;
};

/** Per seat, from the public history: how often it voted down, and how often its turned cards were bluffs. */
function profile(view: BollocksView): { downRate: number[]; bluffRate: number[] } {
  const downs = new Array(view.players).fill(0);
  const votes = new Array(view.players).fill(0);
  const bluffs = new Array(view.players).fill(0);
  const plays = new Array(view.players).fill(0);
  for (const t of view.history) {
    if (t.skip) continue;
    plays[t.seat]++;
    for (const s of t.downs) downs[s]++;
    for (const s of t.downs) votes[s]++;
    for (const s of t.ups) votes[s]++;
    if (t.revealed && t.revealed !== cardId(t.number, t.suit)) bluffs[t.seat]++;
  }
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

/**
 * Counts cards and reads habits: votes down when a declared card cannot be where the
 * player says (it is in this hand or face up) or when that player's record makes a
 * bluff likelier than the 2 cards a wrong down vote costs; bluffs instead of skipping,
 * declaring a card it knows nobody else holds, with the card it needs least.
 */
export const sharp: BollocksBot = (view) => {
  const me = view.seat as Seat;
  const { downRate, bluffRate } = profile(view);
  const known = placed(view);
  if (view.phase === 'vote') {
    const p = view.pending as NonNullable<BollocksView['pending']>;
    if (known.has(cardId(p.number, p.suit))) return DOWN;
    const lie = bluffRate[p.seat];
    // A wrong down vote costs 2; a missed bluff 1, or the game when it was the last card.
    const threshold = view.handSizes[p.seat] === 0 ? 0.15 : 2 / 3;
    return lie > threshold ? DOWN : UP;
  }
  const unknown = 104 - known.size;
  // The chance the table votes down a declaration of `card`: some seat holds it, or doubts by habit.
  const risk = (declared: string): number => {
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
  const spare = leastNeeded(view.hand);
  if (truths.length > 0) {
    // Keep the true cards that match most of the hand; play the one that matches least.
    return truly(leastNeeded(truths)[0]);
  }
  // No match: bluff with the card it needs least, declaring the safest matching card.
  let best: Declared | null = null;
  let bestRisk = 1;
  for (const d of declarationsAfter(active)) {
    const r = risk(cardId(d.number, d.suit));
    if (r < bestRisk) {
      bestRisk = r;
      best = d;
    }
  }
  const last = view.hand.length === 1;
  // A bluff sheds one card and risks two (and a card for each believer); a skip tells the table.
  if (best && (bestRisk < 0.4 || (last && bestRisk < 0.7))) {
    return { type: 'play', card: spare[0], number: best.number, suit: best.suit };
  }
  return SKIP;
};

/** Cards sorted from least to most useful: a card is useful by how many others in hand it matches. */
function leastNeeded(cards: readonly string[]): string[] {
  const links = (card: string): number => {
    const face = faceOf(card) as Declared;
    let n = 0;
    for (const c of cards) if (c !== card && matches(faceOf(c) as Declared, face)) n++;
    return n;
  };
  return [...cards].sort((a, b) => links(a) - links(b));
}

export const bollocksBots = { random, basic, sharp, doubter } as const;
