import type { Game, Seat } from './game.ts';

/**
 * A table's move list with a cursor, for single-player tables: undo, redo and restart
 * are kept here, never by the game. Every entry has its own `seq`, so a log of entries
 * replays to the same table; the game state is built from the effective moves (those
 * not undone).
 */
export type TableEntry<M> =
  | { seq: number; type: 'move'; seat: Seat; move: M }
  | { seq: number; type: 'undo' }
  | { seq: number; type: 'redo' }
  | { seq: number; type: 'restart' };

export interface TableState<S, M> {
  readonly seq: number;
  /** States after 0, 1, ... effective moves; the last is the current state. */
  readonly states: readonly S[];
  /** The effective moves, in order. */
  readonly moves: readonly { seat: Seat; move: M }[];
  /** Moves undone, most recently undone last; a new move clears them. */
  readonly undone: readonly { seat: Seat; move: M }[];
}

export function openTable<S, M, O>(game: Game<S, M, unknown, O>, players: number, options: O, seed: string): TableState<S, M> {
  return { seq: 0, states: [game.setup(players, options, seed)], moves: [], undone: [] };
}

export function current<S, M>(table: TableState<S, M>): S {
  return table.states[table.states.length - 1];
}

export const canUndo = (table: TableState<unknown, unknown>): boolean => table.moves.length > 0;
export const canRedo = (table: TableState<unknown, unknown>): boolean => table.undone.length > 0;

/** Plays a move (throwing the game's RuleError if it is illegal); clears the redo list. */
export function move<S, M>(game: Game<S, M, unknown, unknown>, table: TableState<S, M>, seat: Seat, m: M): TableState<S, M> {
  const next = game.play(current(table), seat, m).state;
  return { seq: table.seq + 1, states: [...table.states, next], moves: [...table.moves, { seat, move: m }], undone: [] };
}

export function undo<S, M>(table: TableState<S, M>): TableState<S, M> {
  if (!canUndo(table)) throw new Error('Nothing to undo.');
  const last = table.moves[table.moves.length - 1];
  return {
    seq: table.seq + 1,
    states: table.states.slice(0, -1),
    moves: table.moves.slice(0, -1),
    undone: [...table.undone, last],
  };
}

export function redo<S, M>(game: Game<S, M, unknown, unknown>, table: TableState<S, M>): TableState<S, M> {
  if (!canRedo(table)) throw new Error('Nothing to redo.');
  const again = table.undone[table.undone.length - 1];
  const next = game.play(current(table), again.seat, again.move).state;
  return {
    seq: table.seq + 1,
    states: [...table.states, next],
    moves: [...table.moves, again],
    undone: table.undone.slice(0, -1),
  };
}

/** Back to the deal; the moves made can be redone one by one. */
export function restart<S, M>(table: TableState<S, M>): TableState<S, M> {
  return {
    seq: table.seq + 1,
    states: table.states.slice(0, 1),
    moves: [],
    undone: [...table.undone, ...[...table.moves].reverse()],
  };
}

/** Applies one logged entry; `entry.seq` must be the next sequence number. */
export function applyEntry<S, M>(
  game: Game<S, M, unknown, unknown>,
  table: TableState<S, M>,
  entry: TableEntry<M>,
): TableState<S, M> {
  if (entry.seq !== table.seq + 1) throw new Error(`entry seq ${entry.seq} does not follow ${table.seq}`);
  switch (entry.type) {
    case 'move':
      return move(game, table, entry.seat, entry.move);
    case 'undo':
      return undo(table);
    case 'redo':
      return redo(game, table);
    case 'restart':
      return restart(table);
  }
}

/** Rebuilds a table from its log. */
export function replayTable<S, M, O>(
  game: Game<S, M, unknown, O>,
  players: number,
  options: O,
  seed: string,
  log: readonly TableEntry<M>[],
): TableState<S, M> {
  let table = openTable(game, players, options, seed);
  for (const entry of log) table = applyEntry(game, table, entry);
  return table;
}
