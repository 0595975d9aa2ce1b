import { type ReplayEntry, type TableStatus, tableStatus } from '@parlour/protocol';

/**
 * The rows of the store, as Kysely sees them: the columns as both databases hold them.
 * Times are epoch milliseconds. Flags are integer columns holding 0 or 1 (SQLite has no
 * booleans); the store hands them out as booleans (see rows.ts).
 */

/** A flag column. */
export type Flag = 0 | 1;

/** The statuses a table row holds are the protocol's (one list for the store and the wire). */
export type { TableStatus };

const TABLE_STATUSES: ReadonlySet<string> = new Set(tableStatus.options);

export const isTableStatus = (s: string): s is TableStatus => TABLE_STATUSES.has(s);

/** Who sits in a seat: nobody yet, a user, a bot. A user's seat given to a bot stays `human`, `replaced`. */
export type SeatKind = 'open' | 'human' | 'bot';

/** A log entry: a move, or (solo tables) undo, redo and restart. */
export type EntryType = ReplayEntry['type'];

/** Who made a log entry: a user, a bot, the clock's timeout move, the game's auto-play (Bisley). */
export type EntryAuthor = ReplayEntry['by'];

export interface UsersTable {
  id: string;
  name: string;
  /** Lower-cased claimed name, unique; null for guests. */
  name_key: string | null;
  password_hash: string | null;
  created_at: number;
}

export interface SessionsTable {
  /** sha256 of the cookie token: a leaked table reveals no usable session. */
  id: string;
  user_id: string;
  created_at: number;
  last_seen: number;
  revoked: Flag;
}

export interface TablesTable {
  id: string;
  game: string;
  players: number;
  options: string;
  seed: string;
  seed_hash: string;
  status: TableStatus;
  private: Flag;
  invite: string | null;
  rated: Flag;
  /** Start as soon as every seat is filled. */
  autostart: Flag;
  clock_spec: string;
  /** The running clock (JSON), null before the start. */
  clock: string | null;
  seq: number;
  /** When the scheduler must look at this table (a bot's turn, a clock running out). */
  due_at: number | null;
  created_by: string;
  created_at: number;
  updated_at: number;
}

export interface SeatsTable {
  table_id: string;
  seat: number;
  kind: SeatKind;
  user_id: string | null;
  bot: string | null;
  replaced: Flag;
  /** Timeouts in a row; a seat that keeps timing out is given to a bot. */
  timeouts: number;
}

export interface MovesTable {
  table_id: string;
  seq: number;
  type: EntryType;
  seat: number | null;
  move: string | null;
  by: EntryAuthor;
  at: number;
}

export interface ResultsTable {
  table_id: string;
  result: string;
  finished_at: number;
}

export interface RatingsTable {
  user_id: string;
  game: string;
  mu: number;
  sigma: number;
  games: number;
}

export interface ChatTable {
  id: string;
  table_id: string;
  user_id: string;
  text: string;
  at: number;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  tables: TablesTable;
  seats: SeatsTable;
  moves: MovesTable;
  results: ResultsTable;
  ratings: RatingsTable;
  chat: ChatTable;
}
