import { type GameEvent, type Result, type Rng, RuleError, type Seat } from '@parlour/engine';
import { codeOf } from './cards.ts';
import {
  type BisleyMove,
  type BisleyState,
  COLUMNS,
  forEachMove,
  HOME_CODE,
  homeCount,
  keyAfterBuild,
  NO_KING,
  rekey,
  statusOf,
} from './state.ts';

export function actors(state: BisleyState): readonly Seat[] {
  return state.status === 'playing' ? SOLO : NOBODY;
}
const SOLO: readonly Seat[] = Object.freeze([0]);
const NOBODY: readonly Seat[] = Object.freeze([]);

export function legalMoves(state: BisleyState, seat: Seat): BisleyMove[] {
  const moves: BisleyMove[] = [];
  if (seat !== 0 || state.status !== 'playing') return moves;
  forEachMove(state, (move) => {
    moves.push(move);
    return false;
  });
  return moves;
}

export function randomMove(state: BisleyState, seat: Seat, rng: Rng): BisleyMove {
  return rng.pick(legalMoves(state, seat));
}

/** The first move `legalMoves` lists (a position with no move is already lost). */
export function timeout(state: BisleyState, seat: Seat): BisleyMove {
  const [first] = legalMoves(state, seat);
  if (!first) throw new RuleError('game-over', 'The game is over.');
  return first;
}

const isColumn = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0 && (n as number) < COLUMNS;

export function play(state: BisleyState, seat: Seat, move: BisleyMove): { state: BisleyState; events: GameEvent[] } {
  if (state.status !== 'playing') throw new RuleError('game-over', 'The game is over.');
  if (seat !== 0) throw new RuleError('not-your-turn', 'Bisley has one player.');
  if (typeof move !== 'object' || move === null || !isColumn(move.from)) {
    throw new RuleError('bad-move', 'A move names the column to move from (0-12).');
  }
  const column = state.columns[move.from];
  if (column.length === 0) throw new RuleError('illegal-move', `Column ${move.from + 1} is empty.`);
  const card = column[column.length - 1];
  const suit = (card / 13) | 0;
  const rank = (card % 13) + 1;
  const columns = state.columns.slice();
  columns[move.from] = column.slice(0, -1);

  let next: BisleyState;
  let event: GameEvent;
  if (move.type === 'foundation') {
    if (move.pile === 'ace') {
      if (rank !== state.aces[suit] + 1)
        throw new RuleError('illegal-move', `${codeOf(card)} does not go on its ace foundation yet.`);
      const aces = state.aces.slice();
      aces[suit] = rank;
      next = { ...state, columns, aces };
    } else if (move.pile === 'king') {
      if (rank !== state.kings[suit] - 1) {
        const why =
          state.kings[suit] === NO_KING
            ? 'only its king can start a king foundation'
            : 'it does not go on its king foundation yet';
        throw new RuleError('illegal-move', `${codeOf(card)}: ${why}.`);
      }
      const kings = state.kings.slice();
      kings[suit] = rank;
      next = { ...state, columns, kings };
    } else {
      throw new RuleError('bad-move', "A foundation move names its pile: 'ace' or 'king'.");
    }
    // The tableau now holds fewer cards than every one seen before, so none can recur.
    next = { ...next, seen: [rekey(state.seen[state.seen.length - 1], card, HOME_CODE)] };
    event = { type: 'foundation', to: 'all', card: codeOf(card), from: move.from, pile: move.pile };
  } else if (move.type === 'build') {
    if (!isColumn(move.to) || move.to === move.from)
      throw new RuleError('bad-move', 'A build names another column to move onto (0-12).');
    const target = state.columns[move.to];
    if (target.length === 0) throw new RuleError('illegal-move', `Column ${move.to + 1} is empty; spaces are never filled.`);
    const onto = target[target.length - 1];
    if (((onto / 13) | 0) !== suit || Math.abs((onto % 13) + 1 - rank) !== 1) {
      throw new RuleError('illegal-move', `${codeOf(card)} does not go on ${codeOf(onto)}: same suit, one rank up or down.`);
    }
    const key = keyAfterBuild(state.columns, state.seen[state.seen.length - 1], move.from, move.to);
    if (state.seen.includes(key)) throw new RuleError('illegal-move', 'That would repeat an earlier position.');
    columns[move.to] = [...target, card];
    next = { ...state, columns, seen: [...state.seen, key] };
    event = { type: 'build', to: 'all', card: codeOf(card), from: move.from, onto: move.to };
  } else {
    throw new RuleError('bad-move', "A move's type is 'foundation' or 'build'.");
  }
  next = { ...next, moves: state.moves + 1 };
  next = { ...next, status: statusOf(next) };
  return { state: next, events: [event] };
}

export function result(state: BisleyState): Result | null {
  if (state.status === 'playing') return null;
  return {
    places: [1],
    scores: [homeCount(state)],
    outcome: state.status,
    details: { moves: state.moves },
  };
}
