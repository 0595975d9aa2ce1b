import {
  type AnyGame,
  canSee,
  type GameEvent,
  parseOptions,
  type Seat,
  type TableEntry,
  type TableState,
  table,
} from '@parlour/engine';
import type { Replay, StateMessage } from '@parlour/protocol';

/** The table after 0, 1, ... n entries of a finished game's record, re-run from its seed. */
export function replayTables(game: AnyGame, replay: Replay): TableState<unknown, unknown>[] {
  if (replay.seed === null) throw new Error('the seed is published only once the game is over');
  const options = parseOptions(game.options, replay.table.options);
  let t = table.openTable(game, replay.table.players, options, replay.seed);
  const tables = [t];
  for (const e of replay.entries) {
    t = table.applyEntry(game, t, entryOf(e));
    tables.push(t);
  }
  return tables;
}

const entryOf = (e: Replay['entries'][number]): TableEntry<unknown> =>
  e.type === 'move' ? { seq: e.seq, type: 'move', seat: e.seat ?? 0, move: e.move } : { seq: e.seq, type: e.type };

/** What `seat` (null: a spectator) saw happen at `step`: its move played again from the step before. */
export function eventsAt(
  game: AnyGame,
  replay: Replay,
  tables: readonly TableState<unknown, unknown>[],
  step: number,
  seat: Seat | null,
): GameEvent[] {
  const entry = replay.entries[step - 1];
  if (entry?.type !== 'move') return [];
  return game.play(table.current(tables[step - 1]), entry.seat ?? 0, entry.move).events.filter((e) => canSee(e, seat));
}

/**
 * The table at `step` as the server would have sent it to `seat` (null: a spectator), with
 * no legal moves: what the live table views draw, read-only, with the events of the step's own move.
 */
export function stateAt(
  game: AnyGame,
  replay: Replay,
  tables: readonly TableState<unknown, unknown>[],
  step: number,
  seat: Seat | null,
): StateMessage {
  const t = tables[step];
  const state = table.current(t);
  const events = eventsAt(game, replay, tables, step, seat);
  const result = game.result(state);
  const last = step === tables.length - 1;
  return {
    type: 'state',
    table: replay.table.id,
    seq: t.seq,
    seat,
    view: game.view(state, seat),
    legal: [],
    actors: [...game.actors(state)],
    events: events as StateMessage['events'],
    clock: null,
    status: last ? 'over' : 'playing',
    result: result && last ? { ...result, places: [...result.places], scores: [...result.scores] } : null,
    canUndo: false,
    canRedo: false,
  };
}
