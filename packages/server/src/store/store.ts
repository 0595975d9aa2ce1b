import type SQLite from 'better-sqlite3';
import { type CompiledQuery, type Kysely, sql, type Transaction } from 'kysely';
import { Accounts } from './accounts.ts';
import { ChatLines } from './chat.ts';
import { Availability } from './outage.ts';
import { type NamedQuery, pgAppender } from './pg-append.ts';
import { Results } from './results.ts';
import {
  flag,
  type MoveRow,
  type SeatRow,
  seatColumns,
  seatOf,
  type TableRow,
  type TableUpdate,
  tableColumns,
  tableOf,
} from './rows.ts';
import type { Database, TableStatus, TablesTable } from './schema.ts';
import { sqliteAppender } from './sqlite-append.ts';
import { isUniqueViolation } from './unique.ts';

export type { RatingRow } from './results.ts';
export type { MoveRow, SeatRow, TableRow, TableUpdate } from './rows.ts';
export type { TableStatus } from './schema.ts';

/**
 * The store: the truth of the server. Every node reads and writes through it; memory is
 * only a cache. One implementation over Kysely serves both SQLite and PostgreSQL.
 *
 * The store itself keeps a table's life: its row, its seats, its log and when it is due.
 * Users and sessions, results and ratings, and chat have their own parts.
 */
export class Store {
  readonly accounts: Accounts;
  readonly results: Results;
  readonly chat: ChatLines;
  /** SQLite only: the group commit of appends, as prepared statements. */
  private readonly sqliteAppend: ((entry: MoveRow, update: TableUpdate, seats: SeatRow[]) => Promise<boolean>) | null = null;
  /** PostgreSQL only: the group commit of appends that change no seat. */
  private readonly pgAppend: ((entry: MoveRow, update: TableUpdate) => Promise<boolean>) | null = null;

  constructor(
    readonly db: Kysely<Database>,
    readonly dialect: 'sqlite' | 'postgres',
    private readonly onClose: () => Promise<void>,
    sqlite?: SQLite.Database,
    /** Whether the store answers now (SQLite always does: it is a file). */
    readonly availability: Availability = new Availability(async () => {}),
    /** PostgreSQL: named statements on the store's pool, for appends and the reads a move may need. */
    private readonly pgQuery?: NamedQuery,
  ) {
    this.accounts = new Accounts(db);
    this.results = new Results(db);
    this.chat = new ChatLines(db);
    if (sqlite) this.sqliteAppend = sqliteAppender(db, sqlite);
    if (pgQuery) this.pgAppend = pgAppender(pgQuery);
  }

  close(): Promise<void> {
    return this.onClose();
  }

  // --- tables and seats

  async createTable(row: TableRow, seats: SeatRow[]): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx.insertInto('tables').values(tableColumns(row)).execute();
      await tx.insertInto('seats').values(seats.map(seatColumns)).execute();
    });
  }

  async getTable(id: string): Promise<TableRow | undefined> {
    const [row] = await this.hot('parlour_table', this.db.selectFrom('tables').selectAll().where('id', '=', id));
    return row && tableOf(row);
  }

  async seatsOf(tableId: string): Promise<SeatRow[]> {
    const rows = await this.hot(
      'parlour_seats',
      this.db.selectFrom('seats').selectAll().where('table_id', '=', tableId).orderBy('seat'),
    );
    return rows.map(seatOf);
  }

  /**
   * A read a move may need (a node that lost a seq race catches up with three of them), run
   * on PostgreSQL as a named statement, so that it is planned once per connection rather
   * than at every call; `name` must always go with the same query text.
   */
  private async hot<R>(name: string, query: { compile(): CompiledQuery<R>; execute(): Promise<R[]> }): Promise<R[]> {
    if (!this.pgQuery) return query.execute();
    const { sql: text, parameters } = query.compile();
    return (await this.pgQuery({ name, text, values: [...parameters] })).rows as R[];
  }

  /** Public tables of these statuses, plus every table the user sits at. */
  async listTables(userId: string, statuses: TableStatus[], game: string | null, limit = 200): Promise<TableRow[]> {
    if (statuses.length === 0) return [];
    let q = this.db
      .selectFrom('tables')
      .selectAll()
      .where('status', 'in', statuses)
      .where((eb) =>
        eb.or([eb('private', '=', 0), eb('id', 'in', eb.selectFrom('seats').select('table_id').where('user_id', '=', userId))]),
      );
    if (game) q = q.where('game', '=', game);
    const rows = await q.orderBy('created_at', 'desc').limit(limit).execute();
    return rows.map(tableOf);
  }

  /**
   * Open and playing tables of these games that the user made or still plays a seat at
   * (a seat given to a bot no longer counts), for the per-user table limits.
   */
  async activeTables(userId: string, games: string[]): Promise<number> {
    if (games.length === 0) return 0;
    const row = await this.db
      .selectFrom('tables')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('status', 'in', ['open', 'playing'])
      .where('game', 'in', games)
      .where((eb) =>
        eb.or([
          eb('created_by', '=', userId),
          eb('id', 'in', eb.selectFrom('seats').select('table_id').where('user_id', '=', userId).where('replaced', '=', 0)),
        ]),
      )
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * A table's status, its row locked to the end of the transaction on PostgreSQL (SQLite
   * has one writer): a seat change and a start made on two nodes at once go one after the
   * other, each seeing what the other wrote.
   */
  private async lockedStatus(tx: Transaction<Database>, tableId: string): Promise<TableStatus | undefined> {
    const read = tx.selectFrom('tables').select('status').where('id', '=', tableId);
    return (await (this.dialect === 'postgres' ? read.forUpdate() : read).executeTakeFirst())?.status;
  }

  /**
   * Seat changes before the start (join, leave), guarded by the table still having the
   * status expected and the seat still holding `expectUser` (null: open). False when
   * either changed since the caller read them (another node took the seat or started the
   * table a moment ago): nothing is written, and the caller reads the table again.
   */
  async updateSeat(tableId: string, seat: SeatRow, expectStatus: TableStatus, expectUser: string | null): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      if ((await this.lockedStatus(tx, tableId)) !== expectStatus) return false;
      if ((await writeSeat(tx, tableId, seat, expectUser)) !== 1) return false;
      await tx.updateTable('tables').set({ updated_at: Date.now() }).where('id', '=', tableId).execute();
      return true;
    });
  }

  /**
   * Opens play: status, clock and the first due time, only if the table is still open and
   * no seat is (a seat given up on another node since the caller read them).
   */
  async startTable(
    tableId: string,
    clock: string | null,
    dueAt: number | null,
    at: number,
    status: 'playing' | 'over' = 'playing',
  ): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      if ((await this.lockedStatus(tx, tableId)) !== 'open') return false;
      const open = await tx
        .selectFrom('seats')
        .select('seat')
        .where('table_id', '=', tableId)
        .where('kind', '=', 'open')
        .executeTakeFirst();
      if (open) return false;
      await tx.updateTable('tables').set({ status, clock, due_at: dueAt, updated_at: at }).where('id', '=', tableId).execute();
      return true;
    });
  }

  async setSeatsDuringPlay(tableId: string, seats: SeatRow[]): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      for (const s of seats) await writeSeat(tx, tableId, s);
    });
  }

  // --- the log

  /**
   * Appends one log entry and updates the table row, in one transaction. Returns false
   * when the (table, seq) key is already taken: another node got there first.
   */
  async append(entry: MoveRow, update: TableUpdate, seats: SeatRow[] = []): Promise<boolean> {
    try {
      // SQLite: the appends of one event-loop turn in one commit (see sqlite-append.ts).
      if (this.sqliteAppend) return await this.sqliteAppend(entry, update, seats);
      // PostgreSQL: the moves of one event-loop turn in one statement (see pg-append.ts).
      if (this.pgAppend && seats.length === 0) return await this.pgAppend(entry, update);
      await this.db.transaction().execute(async (tx) => {
        await tx.insertInto('moves').values(entry).execute();
        await this.updateAfterMove(tx, entry.table_id, update);
        for (const s of seats) {
          await tx
            .updateTable('seats')
            .set({ kind: s.kind, bot: s.bot, replaced: flag(s.replaced), timeouts: s.timeouts })
            .where('table_id', '=', s.table_id)
            .where('seat', '=', s.seat)
            .execute();
        }
      });
      return true;
    } catch (e) {
      if (isUniqueViolation(e)) return false;
      throw e;
    }
  }

  private async updateAfterMove(tx: Transaction<Database>, tableId: string, u: TableUpdate): Promise<void> {
    const set: Partial<TablesTable> = { seq: u.seq, due_at: u.due_at, updated_at: Date.now() };
    if (u.status !== undefined) set.status = u.status;
    if (u.clock !== undefined) set.clock = u.clock;
    await tx.updateTable('tables').set(set).where('id', '=', tableId).execute();
  }

  entries(tableId: string): Promise<MoveRow[]> {
    return this.db.selectFrom('moves').selectAll().where('table_id', '=', tableId).orderBy('seq').execute();
  }

  /** The entries after `seq`, in order (what a node that holds the table up to `seq` missed). */
  entriesAfter(tableId: string, seq: number): Promise<MoveRow[]> {
    return this.hot(
      'parlour_entries_after',
      this.db.selectFrom('moves').selectAll().where('table_id', '=', tableId).where('seq', '>', seq).orderBy('seq'),
    );
  }

  // --- due work (bots' turns, clocks)

  /**
   * Claims up to `limit` tables whose due time has passed, so that exactly one node
   * handles each: in the statement that reads them (`FOR UPDATE SKIP LOCKED` on
   * PostgreSQL; SQLite has one writer), their due time becomes the claim's lease, `until`.
   * The move's commit sets the next due time; a claimer that dies before it leaves the
   * table due again at `until`, for any node to take over.
   */
  async claimDue(now: number, limit: number, until: number): Promise<{ id: string }[]> {
    if (this.dialect === 'postgres') {
      const r = await sql<{ id: string }>`
        UPDATE tables SET due_at = ${until}
        WHERE id IN (
          SELECT id FROM tables WHERE due_at IS NOT NULL AND due_at <= ${now}
          ORDER BY due_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        RETURNING id`.execute(this.db);
      return r.rows.map((row) => ({ id: row.id }));
    }
    return this.db.transaction().execute(async (tx) => {
      const rows = await tx
        .selectFrom('tables')
        .select(['id', 'due_at'])
        .where('due_at', 'is not', null)
        .where('due_at', '<=', now)
        .orderBy('due_at')
        .limit(limit)
        .execute();
      if (rows.length > 0) {
        await tx
          .updateTable('tables')
          .set({ due_at: until })
          .where(
            'id',
            'in',
            rows.map((r) => r.id),
          )
          .execute();
      }
      return rows.map((r) => ({ id: r.id }));
    });
  }

  /** Claims one table's due work (a node's own timer) if it is still due at that time; the lease runs to `until`. */
  async claimOne(tableId: string, dueAt: number, until: number): Promise<boolean> {
    const r = await this.db
      .updateTable('tables')
      .set({ due_at: until })
      .where('id', '=', tableId)
      .where('due_at', '=', dueAt)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async setDue(tableId: string, dueAt: number | null): Promise<void> {
    await this.db.updateTable('tables').set({ due_at: dueAt }).where('id', '=', tableId).execute();
  }
}

/**
 * A seat's occupant, bot and timeouts, as changed by a join, a leave or a replacement;
 * with `expectUser`, only if that user (null: nobody) still holds it. Returns the rows changed.
 */
async function writeSeat(tx: Transaction<Database>, tableId: string, s: SeatRow, expectUser?: string | null): Promise<number> {
  let q = tx
    .updateTable('seats')
    .set({ kind: s.kind, user_id: s.user_id, bot: s.bot, replaced: flag(s.replaced), timeouts: s.timeouts })
    .where('table_id', '=', tableId)
    .where('seat', '=', s.seat);
  if (expectUser !== undefined) q = q.where('user_id', expectUser === null ? 'is' : '=', expectUser);
  return Number((await q.executeTakeFirst()).numUpdatedRows);
}
