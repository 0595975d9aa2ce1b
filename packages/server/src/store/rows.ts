import type { Flag, MovesTable, SeatsTable, SessionsTable, TableStatus, TablesTable } from './schema.ts';

/**
 * The rows as the server sees them: the columns of schema.ts with real booleans for the
 * flags. The store converts at its boundary, so nothing past it compares with 0 or 1.
 */
export interface TableRow extends Omit<TablesTable, 'private' | 'rated' | 'autostart'> {
  private: boolean;
  rated: boolean;
  /** Start as soon as every seat is filled. */
  autostart: boolean;
}

export interface SeatRow extends Omit<SeatsTable, 'replaced'> {
  /** A user's seat given to a bot (they left, or timed out): their result no longer counts. */
  replaced: boolean;
}

export interface SessionRow extends Omit<SessionsTable, 'revoked'> {
  revoked: boolean;
}

export type MoveRow = MovesTable;

/** What changes on the table row together with an appended log entry. */
export interface TableUpdate {
  seq: number;
  status?: TableStatus;
  clock?: string | null;
  due_at: number | null;
}

export const flag = (b: boolean): Flag => (b ? 1 : 0);

export const tableOf = (c: TablesTable): TableRow => ({
  ...c,
  private: c.private === 1,
  rated: c.rated === 1,
  autostart: c.autostart === 1,
});

export const tableColumns = (r: TableRow): TablesTable => ({
  ...r,
  private: flag(r.private),
  rated: flag(r.rated),
  autostart: flag(r.autostart),
});

export const seatOf = (c: SeatsTable): SeatRow => ({ ...c, replaced: c.replaced === 1 });

export const seatColumns = (r: SeatRow): SeatsTable => ({ ...r, replaced: flag(r.replaced) });

export const sessionOf = (c: SessionsTable): SessionRow => ({ ...c, revoked: c.revoked === 1 });
