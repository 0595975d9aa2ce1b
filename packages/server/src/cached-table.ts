import { type AnyGame, type GameEvent, parseOptions, type Seat, type TableEntry, type TableState, table } from '@parlour/engine';
import { findGame, type GameEntry } from '@parlour/games';
import type { ClockSpec, ReplayEntry } from '@parlour/protocol';
import type { Clock } from './clock.ts';
import type { MoveRow, SeatRow, TableRow } from './store/store.ts';

/**
 * Entries each table keeps in memory with their events: enough for a reconnect after a blip
 * and for a move sent at an older seq in a simultaneous decision (a few entries back, see
 * `checkSeq` in moves.ts). A client further behind is caught up from the table's whole
 * history (`catchUp` in listeners.ts). Every table keeps them alive, about 200 bytes each
 * (docs/operations.md, "The anchor's own load").
 */
export const RECENT = 16;

/** What one log entry did: who, and the events it caused (for reconnects and fan-out). */
export interface AppliedEntry {
  seq: number;
  seat: Seat | null;
  type: ReplayEntry['type'];
  events: GameEvent[];
  /** A move the clock made for a seat out of time (its events are marked so on the wire). */
  timeout?: true;
}

/**
 * A table in memory: the store's rows plus the game state they replay to. The store is
 * the truth; a CachedTable is a cache that any node can rebuild from seed + log.
 */
export interface CachedTable {
  row: TableRow;
  seats: SeatRow[];
  entry: GameEntry;
  game: AnyGame;
  options: unknown;
  spec: ClockSpec;
  clock: Clock | null;
  /** The engine's table state (a cursor over effective moves): undo/redo/restart on solo tables. */
  tableState: TableState<unknown, unknown>;
  recent: AppliedEntry[];
}

export const isSolo = (game: AnyGame): boolean => game.players.max === 1;
export const stateOf = (live: CachedTable): unknown => table.current(live.tableState);

/** A log entry, with who made it where known. */
export type AttributedEntry = TableEntry<unknown> & { by?: ReplayEntry['by'] };

export function attributedEntryOfRow(row: MoveRow): AttributedEntry {
  const { by } = row;
  if (row.type === 'move') return { seq: row.seq, type: 'move', seat: row.seat ?? 0, move: JSON.parse(row.move ?? 'null'), by };
  return { seq: row.seq, type: row.type, by };
}

/** Builds a CachedTable from the store's rows, replaying the log; `keep` entries are kept in `recent`. */
export function cachedTableOf(row: TableRow, seats: SeatRow[], moves: MoveRow[], keep = RECENT): CachedTable {
  const entry = findGame(row.game);
  if (!entry) throw new Error(`table ${row.id}: unknown game ${row.game}`);
  const options = parseOptions(entry.game.options, JSON.parse(row.options));
  const live: CachedTable = {
    row: { ...row, seq: 0 },
    seats,
    entry,
    game: entry.game,
    options,
    spec: JSON.parse(row.clock_spec),
    clock: row.clock ? JSON.parse(row.clock) : null,
    tableState: table.openTable(entry.game, row.players, options, row.seed),
    recent: [],
  };
  for (const m of moves) apply(live, attributedEntryOfRow(m), undefined, keep);
  // The log may hold entries committed after the row was read: its seq is the truth.
  live.row = { ...row, seq: live.tableState.seq };
  return live;
}

/**
 * The next table after an entry, with the events it causes; throws the game's RuleError
 * for an illegal move. Pure: `live` is not changed.
 */
export function next(
  live: CachedTable,
  e: TableEntry<unknown>,
): { tableState: TableState<unknown, unknown>; events: GameEvent[] } {
  if (e.type === 'move') {
    const played = live.game.play(stateOf(live), e.seat, e.move);
    const tableState: TableState<unknown, unknown> = {
      seq: e.seq,
      states: isSolo(live.game) ? [...live.tableState.states, played.state] : [played.state],
      moves: isSolo(live.game) ? [...live.tableState.moves, { seat: e.seat, move: e.move }] : [],
      undone: [],
    };
    return { tableState, events: played.events };
  }
  return { tableState: table.applyEntry(live.game, live.tableState, e), events: [] };
}

/** Applies an entry to the cache (used on replay and after a commit). */
export function apply(
  live: CachedTable,
  e: AttributedEntry,
  done?: { tableState: TableState<unknown, unknown>; events: GameEvent[] },
  keep = RECENT,
): AppliedEntry {
  const result = done ?? next(live, e);
  live.tableState = result.tableState;
  if (live.row.seq !== e.seq) live.row = { ...live.row, seq: e.seq };
  const happened: AppliedEntry = { seq: e.seq, seat: e.type === 'move' ? e.seat : null, type: e.type, events: result.events };
  if (e.by === 'timeout') happened.timeout = true;
  live.recent.push(happened);
  if (live.recent.length > keep) live.recent.splice(0, live.recent.length - keep);
  return happened;
}

/** The seats with those changed put in place; the same array when none changed (most moves). */
export function withChanged(seats: SeatRow[], changed: readonly SeatRow[]): SeatRow[] {
  return changed.length === 0 ? seats : seats.map((x) => changed.find((c) => c.seat === x.seat) ?? x);
}

/** Seats played by a bot now: bot seats and humans replaced by one. */
export const botSeat = (s: SeatRow): boolean => s.kind === 'bot' || s.replaced;
