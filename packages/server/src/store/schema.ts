/** The rows of the store, as Kysely sees them. Times are epoch milliseconds; flags are 0/1. */
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
  revoked: number;
}

export interface TablesTable {
  id: string;
  game: string;
  players: number;
  options: string;
  seed: string;
  seed_hash: string;
  status: string;
  private: number;
  invite: string | null;
  rated: number;
  /** Start as soon as every seat is filled. */
  autostart: number;
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
  kind: string;
  user_id: string | null;
  bot: string | null;
  replaced: number;
  /** Timeouts in a row; a seat that keeps timing out is given to a bot. */
  timeouts: number;
}

export interface MovesTable {
  table_id: string;
  seq: number;
  type: string;
  seat: number | null;
  move: string | null;
  by: string;
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
