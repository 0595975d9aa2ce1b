import { type GameEvent, type Result, type Rng, RuleError, requireActor, rngFrom, type Seat } from '@parlour/engine';
import {
  answer,
  believers,
  challengers,
  isClosed,
  isWaiting,
  logged,
  openWindow,
  placesByCards,
  replaced,
  type Window,
  waiting,
  withCards,
} from '../claims/index.ts';
import { cardId, type Declared, declarationsAfter, faceOf, matches, NUMBERS, ORDER, SUITS } from './cards.ts';
import type { BollocksMove } from './moves.ts';
import { type BollocksState, type CentreCard, type Pending, type Turn, turnCap } from './state.ts';

const SOLO: readonly (readonly Seat[])[] = Array.from({ length: 16 }, (_, s) => Object.freeze([s]));
const NOBODY: readonly Seat[] = Object.freeze([]);
const SKIP: BollocksMove = Object.freeze({ type: 'skip' });
const UP: BollocksMove = Object.freeze({ type: 'vote', thumbs: 'up' });
const DOWN: BollocksMove = Object.freeze({ type: 'vote', thumbs: 'down' });

export function actors(state: BollocksState): readonly Seat[] {
  if (state.over) return NOBODY;
  if (state.vote) return waiting(state.vote);
  return SOLO[state.turn];
}

function isActor(state: BollocksState, seat: Seat): boolean {
  if (state.over) return false;
  return state.vote ? isWaiting(state.vote, seat) : seat === state.turn;
}

/** A skip is allowed only against an active card the hand cannot match by number or suit. */
export function maySkip(hand: readonly string[], active: Declared | null): boolean {
  return active !== null && !hand.some((c) => matches(faceOf(c) as Declared, active));
}

/** Every legal move: each card of the hand with each allowed declaration, then skip. */
export function legalMoves(state: BollocksState, seat: Seat): BollocksMove[] {
  if (!isActor(state, seat)) return [];
  if (state.vote) return [UP, DOWN];
  const hand = state.hands[seat];
  const declarations = declarationsAfter(state.active);
  const moves: BollocksMove[] = [];
  for (const card of hand) for (const d of declarations) moves.push({ type: 'play', card, number: d.number, suit: d.suit });
  if (maySkip(hand, state.active)) moves.push(SKIP);
  return moves;
}

export function randomMove(state: BollocksState, seat: Seat, rng: Rng): BollocksMove {
  if (!isActor(state, seat)) throw new RuleError(state.over ? 'game-over' : 'not-your-turn', 'It is not your turn.');
  if (state.vote) return rng.int(2) === 0 ? UP : DOWN;
  const hand = state.hands[seat];
  const declarations = declarationsAfter(state.active);
  const plays = hand.length * declarations.length;
  const r = rng.int(plays + (maySkip(hand, state.active) ? 1 : 0));
  if (r === plays) return SKIP;
  const d = declarations[r % declarations.length];
  return { type: 'play', card: hand[(r / declarations.length) | 0], number: d.number, suit: d.suit };
}

/** A voter votes up; a player skips if allowed, else lays the first matching card and declares it truly. */
export function timeout(state: BollocksState, seat: Seat): BollocksMove {
  requireActor(actors(state), seat);
  if (state.vote) return UP;
  const hand = state.hands[seat];
  const active = state.active;
  if (maySkip(hand, active)) return SKIP;
  const card = active ? (hand.find((c) => matches(faceOf(c) as Declared, active)) as string) : hand[0];
  const face = faceOf(card) as Declared;
  return { type: 'play', card, number: face.number, suit: face.suit };
}

export function play(state: BollocksState, seat: Seat, move: BollocksMove): { state: BollocksState; events: GameEvent[] } {
  if (state.over) throw new RuleError('game-over', 'The game is over.');
  if (!isActor(state, seat)) throw new RuleError('not-your-turn', 'It is not your turn.');
  if (typeof move !== 'object' || move === null) throw new RuleError('bad-move', 'A move is an object with a type.');
  const raw = move as unknown as Record<string, unknown>;
  const keys = Object.keys(raw).length;
  if (state.vote) {
    if (raw.type !== 'vote' || keys !== 2 || (raw.thumbs !== 'up' && raw.thumbs !== 'down')) {
      throw new RuleError('illegal-move', 'Vote thumbs up or thumbs down.');
    }
    const vote = answer(state.vote, seat, raw.thumbs === 'down');
    const events: GameEvent[] = [{ type: 'voted', seat, to: 'all' }];
    if (!isClosed(vote)) return { state: withVote(state, vote), events };
    return resolve(state, challengers(vote), believers(vote), events);
  }
  if (raw.type === 'skip' && keys === 1) return skip(state, seat);
  if (raw.type !== 'play' || keys !== 4) throw new RuleError('illegal-move', 'Play a card and declare it, or skip.');
  return lay(state, seat, raw);
}

/** The state with one more vote in. States are spelt out field by field on the hot paths: a spread with overrides is several times slower. */
function withVote(state: BollocksState, vote: Window): BollocksState {
  const { players, hands, drawPile, centre, active, turn, skips, pending, turns, history, winner, over, rng } = state;
  return { players, hands, drawPile, centre, active, turn, skips, pending, vote, turns, history, winner, over, rng };
}

function skip(state: BollocksState, seat: Seat): { state: BollocksState; events: GameEvent[] } {
  if (!maySkip(state.hands[seat], state.active)) {
    throw new RuleError(
      'illegal-move',
      state.active ? 'You hold a card of that number or suit, so you cannot skip.' : 'With no active card you must play.',
    );
  }
  const { players, hands, drawPile, centre, pending, vote, winner, rng } = state;
  const skips = state.skips + 1;
  const entry: Turn = { seat, skip: true };
  const turns = state.turns + 1;
  return {
    state: {
      players,
      hands,
      drawPile,
      centre,
      // A full round of skips clears the active card: the next declaration is free.
      active: skips === players ? null : state.active,
      turn: (seat + 1) % players,
      skips: skips === players ? 0 : skips,
      pending,
      vote,
      turns,
      history: logged(state.history, entry),
      winner,
      over: turns >= turnCap(players),
      rng,
    },
    events: [{ type: 'skipped', seat, to: 'all' }],
  };
}

function lay(state: BollocksState, seat: Seat, raw: Record<string, unknown>): { state: BollocksState; events: GameEvent[] } {
  const { card, number, suit } = raw;
  const hand = state.hands[seat];
  const at = typeof card === 'string' ? hand.indexOf(card) : -1;
  if (at < 0) throw new RuleError('illegal-move', 'You can only lay a card from your hand.');
  if (!NUMBERS.includes(number as Declared['number']) || !SUITS.includes(suit as Declared['suit'])) {
    throw new RuleError('illegal-move', 'Declare a number (A, 2-10, J, Q, K) and a suit.');
  }
  const declared = { number, suit } as Declared;
  if (state.active && !matches(declared, state.active)) {
    throw new RuleError('illegal-move', 'Your declaration must match the active card by number or suit.');
  }
  const hands = state.hands.slice();
  const rest = hand.slice();
  rest.splice(at, 1);
  hands[seat] = rest;
  const pending: Pending = { seat, number: declared.number, suit: declared.suit };
  const voters: Seat[] = [];
  for (let s = 0; s < state.players; s++) if (s !== seat) voters.push(s);
  const { players, drawPile, active, turn, history, winner, over, rng } = state;
  return {
    state: {
      players,
      hands,
      drawPile,
      centre: [...state.centre, { seat, card: card as string, up: false }],
      active,
      turn,
      skips: 0,
      pending,
      vote: openWindow(voters),
      turns: state.turns + 1,
      history,
      winner,
      over,
      rng,
    },
    events: [
      { type: 'play', seat, number: pending.number, suit: pending.suit, to: 'all' },
      { type: 'laid', seat, card, to: [seat] },
    ],
  };
}

/** Ends the vote: turns the card over on any down vote, draws the penalties, passes the turn. */
function resolve(
  state: BollocksState,
  downs: readonly Seat[],
  ups: readonly Seat[],
  events: GameEvent[],
): { state: BollocksState; events: GameEvent[] } {
  const { players } = state;
  const pending = state.pending as Pending;
  const layer = pending.seat;
  const active: Declared = { number: pending.number, suit: pending.suit };
  let { hands, drawPile, centre, rng } = state;
  let revealed: string | null = null;
  const draws: { seat: Seat; count: number }[] = [];
  let reshuffled = 0;
  let truth = true;
  if (downs.length > 0) {
    const top = centre[centre.length - 1];
    revealed = top.card;
    truth = revealed === cardId(pending.number, pending.suit);
    centre = replaced(centre, centre.length - 1, { seat: top.seat, card: top.card, up: true });
    const owed = new Array<number>(players).fill(0);
    if (truth) for (const s of downs) owed[s] = 2;
    else {
      owed[layer] = 2;
      for (const s of ups) owed[s] = 1;
    }
    let random: Rng | null = null;
    // Clockwise from the player who laid the card, each taking the whole count in turn.
    for (let k = 0; k < players; k++) {
      const seat = (layer + k) % players;
      if (owed[seat] === 0) continue;
      const drawn: string[] = [];
      while (drawn.length < owed[seat]) {
        if (drawPile.length === 0 && centre.length > 0) {
          reshuffled += centre.length;
          random ??= rngFrom(rng);
          drawPile = random.shuffle(centre.map((c: CentreCard) => c.card));
          centre = [];
        }
        if (drawPile.length === 0) break; // The rest of the draws are forgiven.
        // Take from the top as many as are owed and there, in one slice.
        const take = Math.min(owed[seat] - drawn.length, drawPile.length);
        for (let n = 1; n <= take; n++) drawn.push(drawPile[drawPile.length - n]);
        drawPile = drawPile.slice(0, drawPile.length - take);
      }
      if (drawn.length === 0) continue;
      hands = replaced(hands, seat, withCards(hands[seat], drawn, ORDER));
      draws.push({ seat, count: drawn.length });
      events.push({ type: 'drew', seat, cards: drawn, to: [seat] });
    }
    if (random) rng = random.state();
  }
  const { number, suit } = active;
  const entry: Turn = { seat: layer, skip: false, number, suit, downs, ups, revealed, draws, reshuffled };
  // Spelt out: spreading objects into new ones costs more here than the rest of the move.
  events.push({ type: 'resolved', seat: layer, skip: false, number, suit, downs, ups, revealed, draws, reshuffled, to: 'all' });
  const won = truth && hands[layer].length === 0;
  return {
    state: {
      players,
      hands,
      drawPile,
      centre,
      // Whether true or not, the declared card is the one to match.
      active,
      turn: (layer + 1) % players,
      skips: 0,
      pending: null,
      vote: null,
      turns: state.turns,
      history: logged(state.history, entry),
      winner: won ? layer : null,
      over: won || state.turns >= turnCap(players),
      rng,
    },
    events,
  };
}

export function result(state: BollocksState): Result | null {
  if (!state.over) return null;
  const scores = state.hands.map((h) => h.length);
  return { places: placesByCards(scores), scores, details: { winner: state.winner, turns: state.turns } };
}
