import { type GameEvent, type Result, type Rng, RuleError, requireActor, type Seat } from '@parlour/engine';
import {
  answer,
  believers,
  challengers,
  isClosed,
  isWaiting,
  logged,
  nearestClockwise,
  openWindow,
  placesByCards,
  replaced,
  type Window,
  waiting,
  withCards,
  withoutCards,
} from '../claims/index.ts';
import { nextRank, ORDER, rankOfCard } from './cards.ts';
import type { BluffMove } from './moves.ts';
import { type BluffState, type Claim, type Declaration, declarationCap, pileCards } from './state.ts';

const SOLO: readonly (readonly Seat[])[] = Array.from({ length: 16 }, (_, s) => Object.freeze([s]));
const NOBODY: readonly Seat[] = Object.freeze([]);
const CALL: BluffMove = Object.freeze({ type: 'call' });
const LET_GO: BluffMove = Object.freeze({ type: 'let-go' });
const WINDOW_MOVES: readonly BluffMove[] = Object.freeze([CALL, LET_GO]);

export function actors(state: BluffState): readonly Seat[] {
  if (state.over) return NOBODY;
  if (state.window) return waiting(state.window);
  return SOLO[state.turn];
}

function isActor(state: BluffState, seat: Seat): boolean {
  if (state.over) return false;
  return state.window ? isWaiting(state.window, seat) : seat === state.turn;
}

/** Every legal move; a declaration lists its cards in hand order, 1 to 4 of them. */
export function legalMoves(state: BluffState, seat: Seat): BluffMove[] {
  if (!isActor(state, seat)) return [];
  if (state.window) return WINDOW_MOVES.slice();
  const hand = state.hands[seat];
  const n = hand.length;
  const moves: BluffMove[] = [];
  for (let a = 0; a < n; a++) moves.push({ type: 'declare', cards: [hand[a]] });
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) moves.push({ type: 'declare', cards: [hand[a], hand[b]] });
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      for (let c = b + 1; c < n; c++) moves.push({ type: 'declare', cards: [hand[a], hand[b], hand[c]] });
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      for (let c = b + 1; c < n; c++)
        for (let d = c + 1; d < n; d++) moves.push({ type: 'declare', cards: [hand[a], hand[b], hand[c], hand[d]] });
  return moves;
}

/** Number of ways to choose k of n. */
function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return Math.round(r);
}

/** By hand size n: the number of declarations of 1, 2, 3 and 4 cards, then of all of them. */
const WAYS: readonly (readonly number[])[] = Array.from({ length: 53 }, (_, n) => {
  const ways = [1, 2, 3, 4].map((k) => choose(n, k));
  return [...ways, ways[0] + ways[1] + ways[2] + ways[3]];
});

/** A uniformly random declaration from a hand, without listing a thousand of them. */
export function randomDeclaration(hand: readonly string[], rng: Rng): BluffMove {
  const n = hand.length;
  const ways = WAYS[n];
  // Pick the number of cards in proportion to its number of choices, then a uniform subset.
  let r = rng.int(ways[4]);
  let k = 0;
  while (r >= ways[k]) r -= ways[k++];
  const picked: number[] = [];
  while (picked.length <= k) {
    const i = rng.int(n);
    // Insert in order, or draw again if already picked.
    let at = picked.length;
    while (at > 0 && picked[at - 1] > i) at--;
    if (at > 0 && picked[at - 1] === i) continue;
    for (let m = picked.length; m > at; m--) picked[m] = picked[m - 1];
    picked[at] = i;
  }
  const cards: string[] = [];
  for (let j = 0; j < picked.length; j++) cards.push(hand[picked[j]]);
  return { type: 'declare', cards };
}

/** Call or let it go, at even odds. */
export function randomDecision(rng: Rng): BluffMove {
  return rng.int(2) === 0 ? CALL : LET_GO;
}

export function randomMove(state: BluffState, seat: Seat, rng: Rng): BluffMove {
  if (!isActor(state, seat)) throw new RuleError(state.over ? 'game-over' : 'not-your-turn', 'It is not your turn.');
  return state.window ? randomDecision(rng) : randomDeclaration(state.hands[seat], rng);
}

/** In a call window: let it go. To declare: one card, the first of the current rank, else the first. */
export function timeout(state: BluffState, seat: Seat): BluffMove {
  requireActor(actors(state), seat);
  if (state.window) return LET_GO;
  const hand = state.hands[seat];
  return { type: 'declare', cards: [hand.find((c) => rankOfCard(c) === state.rank) ?? hand[0]] };
}

/** The cards of a declaration, checked against the hand: 1-4 distinct cards in hand order. */
function declaredCards(hand: readonly string[], move: Record<string, unknown>): readonly string[] {
  const cards = move.cards;
  if (!Array.isArray(cards) || Object.keys(move).length !== 2) {
    throw new RuleError('bad-move', 'A declaration lists the cards laid.');
  }
  if (cards.length < 1 || cards.length > 4) throw new RuleError('illegal-move', 'Declare 1, 2, 3 or 4 cards.');
  let last = -1;
  for (const card of cards) {
    // Searching on from the last card makes one pass over the hand.
    const at = hand.indexOf(card, last + 1);
    if (at < 0) {
      if (!hand.includes(card)) throw new RuleError('illegal-move', 'You can only lay cards from your hand.');
      throw new RuleError('illegal-move', 'List the cards in the order of your hand, each once.');
    }
    last = at;
  }
  return cards as string[];
}

export function play(state: BluffState, seat: Seat, move: BluffMove): { state: BluffState; events: GameEvent[] } {
  if (state.over) throw new RuleError('game-over', 'The game is over.');
  if (!isActor(state, seat)) throw new RuleError('not-your-turn', 'It is not your turn.');
  if (typeof move !== 'object' || move === null) throw new RuleError('bad-move', 'A move is an object with a type.');
  const raw = move as unknown as Record<string, unknown>;
  if (state.window) {
    if ((raw.type !== 'call' && raw.type !== 'let-go') || Object.keys(raw).length !== 1) {
      throw new RuleError('illegal-move', 'Call, or let it go.');
    }
    const window = answer(state.window, seat, raw.type === 'call');
    const events: GameEvent[] = [{ type: 'decided', seat, to: 'all' }];
    if (!isClosed(window)) return { state: withWindow(state, window), events };
    return resolve(state, challengers(window), believers(window), events);
  }
  if (raw.type !== 'declare') throw new RuleError('illegal-move', 'It is your turn to declare.');
  return declare(state, seat, declaredCards(state.hands[seat], raw));
}

/** The state with one more decision in. States are spelt out field by field on the hot paths: a spread with overrides is several times slower. */
function withWindow(state: BluffState, window: Window): BluffState {
  const { players, dealer, hands, bullets, pile, rank, turn, claim, declarations, known, history, winner, over, rng } = state;
  return { players, dealer, hands, bullets, pile, rank, turn, claim, window, declarations, known, history, winner, over, rng };
}

function declare(state: BluffState, seat: Seat, cards: readonly string[]): { state: BluffState; events: GameEvent[] } {
  const hands = state.hands.slice();
  hands[seat] = withoutCards(hands[seat], cards);
  const claim = { seat, count: cards.length, rank: state.rank };
  const events: GameEvent[] = [
    { type: 'declare', seat, count: claim.count, rank: claim.rank, to: 'all' },
    { type: 'laid', seat, cards, to: [seat] },
  ];
  const eligible: Seat[] = [];
  for (let s = 0; s < state.players; s++) if (s !== seat && (!state.bullets || state.bullets[s] > 0)) eligible.push(s);
  // With nobody able to call there is no window: the declaration stands at once.
  const window = eligible.length === 0 ? null : openWindow(eligible);
  const { players, dealer, bullets, rank, turn, history, winner, over, rng } = state;
  const next: BluffState = {
    players,
    dealer,
    hands,
    bullets,
    pile: [...state.pile, { seat, cards }],
    rank,
    turn,
    claim,
    window,
    declarations: state.declarations + 1,
    known: forgetHand(state.known, seat),
    history,
    winner,
    over,
    rng,
  };
  return window ? { state: next, events } : resolve(next, [], [], events);
}

/** Once a seat lays cards, nobody can be sure which of its known cards it still holds. */
function forgetHand(known: BluffState['known'], seat: Seat): BluffState['known'] {
  if (known.every((row) => row[seat].length === 0)) return known;
  return known.map((row) => {
    if (row[seat].length === 0) return row;
    const copy = row.slice();
    copy[seat] = [];
    return copy;
  });
}

/** Closes the call window: reveals on a call, hands the pile over, moves the turn on. */
function resolve(
  state: BluffState,
  calls: readonly Seat[],
  letGo: readonly Seat[],
  events: GameEvent[],
): { state: BluffState; events: GameEvent[] } {
  const claim = state.claim as Claim;
  const { players } = state;
  const declarer = claim.seat;
  const after = (declarer + 1) % players;
  let { hands, bullets, pile, known, turn, rank } = state;
  let entry: Declaration;
  if (calls.length === 0) {
    entry = {
      seat: declarer,
      count: claim.count,
      rank: claim.rank,
      calls,
      letGo,
      caller: null,
      revealed: null,
      taker: null,
      taken: 0,
    };
    turn = after;
    rank = nextRank(rank);
  } else {
    const caller = nearestClockwise(calls, declarer, players);
    const revealed = pile[pile.length - 1].cards;
    const truth = revealed.every((c) => rankOfCard(c) === claim.rank);
    const taker = truth ? caller : declarer;
    const taken = pileCards(pile);
    hands = replaced(hands, taker, withCards(hands[taker], taken, ORDER));
    // The caller's bullet is spent; a right call reloads it, so only a wrong one costs.
    if (bullets && truth) bullets = replaced(bullets, caller, bullets[caller] - 1);
    entry = { seat: declarer, count: claim.count, rank: claim.rank, calls, letGo, caller, revealed, taker, taken: taken.length };
    known = learnPickUp(state, taker, revealed);
    pile = [];
    // A caught liar's caller takes the turn at the same rank; otherwise play moves on.
    turn = truth ? after : caller;
    if (truth) rank = nextRank(rank);
  }
  const shed = hands[declarer].length === 0;
  // Spelt out: spreading the entry into the event costs more than the rest of the move.
  const { seat, count, rank: declared, caller, revealed, taker, taken } = entry;
  events.push({ type: 'resolved', seat, count, rank: declared, calls, letGo, caller, revealed, taker, taken, to: 'all' });
  return {
    state: {
      players,
      dealer: state.dealer,
      hands,
      bullets,
      pile,
      rank,
      turn,
      claim: null,
      window: null,
      declarations: state.declarations,
      known,
      history: logged(state.history, entry),
      winner: shed ? declarer : null,
      over: shed || state.declarations >= declarationCap(players),
      rng: state.rng,
    },
    events,
  };
}

/** What each seat learns when `taker` picks up the pile: the revealed cards, and its own laid cards. */
function learnPickUp(state: BluffState, taker: Seat, revealed: readonly string[]): BluffState['known'] {
  // The pile's cards were in no hand, so they never repeat what a seat already knew of the taker.
  return state.known.map((row, viewer) => {
    if (viewer === taker) return row;
    const learnt = row[taker].concat(revealed);
    for (let b = 0; b < state.pile.length - 1; b++) {
      const batch = state.pile[b];
      if (batch.seat === viewer) for (const c of batch.cards) learnt.push(c);
    }
    return replaced(row, taker, learnt);
  });
}

/** Places by cards left: fewer is better, equal counts share (the winner has none). */
export function result(state: BluffState): Result | null {
  if (!state.over) return null;
  const scores = state.hands.map((h) => h.length);
  return {
    places: placesByCards(scores),
    scores,
    details: { winner: state.winner, declarations: state.declarations },
  };
}
