import { type GameEvent, type Result, type Rng, RuleError, type Seat } from '@parlour/engine';
import { codeOf } from './cards.ts';
import type { BisleyMove } from './moves.ts';
import { buildRecord, repeats, underBottom } from './seen.ts';
import { type BisleyState, COLUMNS, homeCount, movesOf, NO_KING, type Status, statusOf, wasListed } from './state.ts';

export function actors(state: BisleyState): readonly Seat[] {
  return state.status === 'playing' ? SOLO : NOBODY;
}
const SOLO: readonly Seat[] = Object.freeze([0]);
const NOBODY: readonly Seat[] = Object.freeze([]);

export function legalMoves(state: BisleyState, seat: Seat): BisleyMove[] {
  if (seat !== 0 || state.status !== 'playing') return [];
  return movesOf(state).slice();
}

export function randomMove(state: BisleyState, seat: Seat, rng: Rng): BisleyMove {
  // The very list `play` made for this state's status: no copy, no second listing.
  return rng.pick(seat === 0 && state.status === 'playing' ? movesOf(state) : []);
}

/** The first move `legalMoves` lists (a position with no move is already lost). */
export function timeout(state: BisleyState, seat: Seat): BisleyMove {
  const [first] = legalMoves(state, seat);
  if (!first) throw new RuleError('game-over', 'The game is over.');
  return first;
}

const isColumn = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0 && (n as number) < COLUMNS;

export function play(state: BisleyState, seat: Seat, move: BisleyMove): { state: BisleyState; events: GameEvent[] } {
  // A move just listed for this state (a playout's, a bot's) is legal: no need to check it again.
  if (seat !== 0 || !wasListed(state, move)) check(state, seat, move);
  const column = state.columns[move.from];
  const card = column[column.length - 1];
  const suit = (card / 13) | 0;
  const rank = (card % 13) + 1;
  const columns = state.columns.slice();
  columns[move.from] = column.slice(0, -1);
  let { aces, kings } = state;
  let builds: readonly number[];
  let event: GameEvent;
  if (move.type === 'foundation') {
    if (move.pile === 'ace') {
      aces = aces.slice();
      (aces as number[])[suit] = rank;
    } else {
      kings = kings.slice();
      (kings as number[])[suit] = rank;
    }
    // The tableau now holds fewer cards than every one seen before, so none can recur.
    builds = [];
    event = { type: 'foundation', to: 'all', card: codeOf(card), from: move.from, pile: move.pile };
  } else {
    const target = state.columns[move.to];
    const built = target.slice();
    built.push(card);
    columns[move.to] = built;
    const more = state.builds.slice();
    more.push(buildRecord(card, underBottom(column, move.from), target[target.length - 1]));
    builds = more;
    event = { type: 'build', to: 'all', card: codeOf(card), from: move.from, onto: move.to };
  }
  const next: BisleyState = { columns, aces, kings, builds, moves: state.moves + 1, status: 'playing' };
  (next as { status: Status }).status = statusOf(next);
  return { state: next, events: [event] };
}

/** Throws the RuleError that refuses `move`, if any. */
function check(state: BisleyState, seat: Seat, move: BisleyMove): void {
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
  const { aces, kings } = state;
  if (move.type === 'foundation') {
    if (move.pile === 'ace') {
      if (rank !== aces[suit] + 1) throw new RuleError('illegal-move', `${codeOf(card)} does not go on its ace foundation yet.`);
    } else if (move.pile === 'king') {
      if (rank !== kings[suit] - 1) {
        const why =
          kings[suit] === NO_KING ? 'only its king can start a king foundation' : 'it does not go on its king foundation yet';
        throw new RuleError('illegal-move', `${codeOf(card)}: ${why}.`);
      }
    } else {
      throw new RuleError('bad-move', "A foundation move names its pile: 'ace' or 'king'.");
    }
  } else if (move.type === 'build') {
    if (!isColumn(move.to) || move.to === move.from)
      throw new RuleError('bad-move', 'A build names another column to move onto (0-12).');
    const target = state.columns[move.to];
    if (target.length === 0) throw new RuleError('illegal-move', `Column ${move.to + 1} is empty; spaces are never filled.`);
    const onto = target[target.length - 1];
    if (((onto / 13) | 0) !== suit || Math.abs((onto % 13) + 1 - rank) !== 1) {
      throw new RuleError('illegal-move', `${codeOf(card)} does not go on ${codeOf(onto)}: same suit, one rank up or down.`);
    }
    if (repeats(state.builds, card, onto)) throw new RuleError('illegal-move', 'That would repeat an earlier position.');
  } else {
    throw new RuleError('bad-move', "A move's type is 'foundation' or 'build'.");
  }
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
