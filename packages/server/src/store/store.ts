import { defined } from '@parlour/engine';
import type SQLite from 'better-sqlite3';
import { type Kysely, sql, type Transaction } from 'kysely';
import { Availability } from './outage.ts';
import { pgAppender } from './pg-append.ts';
import type { Database, MovesTable, SeatsTable, TablesTable } from './schema.ts';

export type TableRow = TablesTable;
export type SeatRow = SeatsTable;
export type MoveRow = MovesTable;

/** What changes on the table row together with an appended log entry. */
export interface TableUpdate {
  seq: number;
  status?: string;
  clock?: string | null;
  due_at: number | null;
  seed_hash?: string;
}

export interface RatingRow {
  user_id: string;
  name: string;
  guest: boolean;
  game: string;
  mu: number;
  sigma: number;
  games: number;
}

/**
 * The store: the truth of the server. Every node reads and writes through it; memory is
 * only a cache. One implementation over Kysely serves both SQLite and PostgreSQL.
 */
export class Store {
  /** SQLite only: the hot path's prepared statements, run as one synchronous transaction per batch. */
  private fastAppend: ((batch: Appending[]) => void) | null = null;
  /** PostgreSQL only: the group commit of appends that change no seat. */
  private readonly pgAppend: ((entry: MoveRow, update: TableUpdate) => Promise<boolean>) | null = null;
  /** SQLite only: appends waiting for the next group commit. */
  private appending: Appending[] = [];

  constructor(
    readonly db: Kysely<Database>,
    readonly dialect: 'sqlite' | 'postgres',
    private readonly onClose: () => Promise<void>,
    sqlite?: SQLite.Database,
    /** Whether the store answers now (SQLite always does: it is a file). */
    readonly availability: Availability = new Availability(async () => {}),
  ) {
    if (sqlite) this.fastAppend = sqliteAppend(sqlite);
    if (dialect === 'postgres') this.pgAppend = pgAppender(db);
  }

  close(): Promise<void> {
    return this.onClose();
  }

  // --- users and sessions

  async createUser(id: string, name: string, at: number): Promise<void> {
    await this.db.insertInto('users').values({ id, name, name_key: null, password_hash: null, created_at: at }).execute();
  }

  getUser(id: string) {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  userByName(name: string) {
    return this.db.selectFrom('users').selectAll().where('name_key', '=', name.toLowerCase()).executeTakeFirst();
  }

  /** Claims a name for a guest; false when the name is taken (unique key). */
  async claimName(userId: string, name: string, passwordHash: string): Promise<boolean> {
    try {
      const r = await this.db
        .updateTable('users')
        .set({ name, name_key: name.toLowerCase(), password_hash: passwordHash })
        .where('id', '=', userId)
        .where('password_hash', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    } catch (e) {
      if (isUniqueViolation(e)) return false;
      throw e;
    }
  }

  async createSession(id: string, userId: string, at: number): Promise<void> {
    await this.db.insertInto('sessions').values({ id, user_id: userId, created_at: at, last_seen: at, revoked: 0 }).execute();
  }

  liveSession(id: string) {
    return this.db.selectFrom('sessions').selectAll().where('id', '=', id).where('revoked', '=', 0).executeTakeFirst();
  }

  async touchSession(id: string, at: number): Promise<void> {
    await this.db.updateTable('sessions').set({ last_seen: at }).where('id', '=', id).execute();
  }

  sessionsOf(userId: string) {
    return this.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('revoked', '=', 0)
      .orderBy('created_at')
      .execute();
  }

  async revokeSession(id: string, userId: string): Promise<boolean> {
    const r = await this.db
      .updateTable('sessions')
      .set({ revoked: 1 })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  // --- tables

  async createTable(row: TableRow, seats: SeatRow[]): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx.insertInto('tables').values(row).execute();
      await tx.insertInto('seats').values(seats).execute();
    });
  }

  getTable(id: string) {
    return this.db.selectFrom('tables').selectAll().where('id', '=', id).executeTakeFirst();
  }

  seatsOf(tableId: string) {
    return this.db.selectFrom('seats').selectAll().where('table_id', '=', tableId).orderBy('seat').execute();
  }

  /** Public tables of these statuses, plus every table the user sits at. */
  async listTables(userId: string, statuses: string[], game: string | null, limit = 200): Promise<TableRow[]> {
    let q = this.db
      .selectFrom('tables')
      .selectAll()
      .where('status', 'in', statuses)
      .where((eb) =>
        eb.or([eb('private', '=', 0), eb('id', 'in', eb.selectFrom('seats').select('table_id').where('user_id', '=', userId))]),
      );
    if (game) q = q.where('game', '=', game);
    return q.orderBy('created_at', 'desc').limit(limit).execute();
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

  /** Seat changes before the start (join, leave), guarded by the table still being open. */
  async updateSeat(tableId: string, seat: SeatRow, expectStatus: string): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      const t = await tx.selectFrom('tables').select('status').where('id', '=', tableId).executeTakeFirst();
      if (!t || t.status !== expectStatus) return false;
      await tx
        .updateTable('seats')
        .set({ kind: seat.kind, user_id: seat.user_id, bot: seat.bot, replaced: seat.replaced, timeouts: seat.timeouts })
        .where('table_id', '=', tableId)
        .where('seat', '=', seat.seat)
        .execute();
      await tx.updateTable('tables').set({ updated_at: Date.now() }).where('id', '=', tableId).execute();
      return true;
    });
  }

  /** Opens play: status, clock and the first due time, only if the table is still open. */
  async startTable(
    tableId: string,
    clock: string | null,
    dueAt: number | null,
    at: number,
    status: 'playing' | 'over' = 'playing',
  ): Promise<boolean> {
    const r = await this.db
      .updateTable('tables')
      .set({ status, clock, due_at: dueAt, updated_at: at })
      .where('id', '=', tableId)
      .where('status', '=', 'open')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async setSeatsDuringPlay(tableId: string, seats: SeatRow[]): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      for (const s of seats) {
        await tx
          .updateTable('seats')
          .set({ kind: s.kind, user_id: s.user_id, bot: s.bot, replaced: s.replaced, timeouts: s.timeouts })
          .where('table_id', '=', tableId)
          .where('seat', '=', s.seat)
          .execute();
      }
    });
  }

  /**
   * Appends one log entry and updates the table row, in one transaction. Returns false
   * when the (table, seq) key is already taken: another node got there first.
   */
  /**
   * SQLite: the appends that arrive in one turn of the event loop are committed together,
   * one savepoint each, so one commit serves many moves and a taken key fails only its own
   * entry. Each promise settles after the commit, so nothing is acknowledged before it is
   * durable.
   */
  private groupCommit(entry: MoveRow, update: TableUpdate, seats: SeatRow[]): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      if (this.appending.length === 0) setImmediate(() => this.flush());
      this.appending.push({ entry, update, seats, resolve, reject });
    });
  }

  private flush(): void {
    const batch = this.appending;
    this.appending = [];
    const fast = defined(this.fastAppend, 'the SQLite group commit');
    // Kysely's connection lock keeps this out of any transaction it has open.
    this.db
      .connection()
      .execute(async () => fast(batch))
      .then(
        () => {
          for (const a of batch) {
            if (a.error === undefined) a.resolve(true);
            else if (isUniqueViolation(a.error)) a.resolve(false);
            else a.reject(a.error);
          }
        },
        (e) => {
          for (const a of batch) a.reject(e);
        },
      );
  }

  async append(entry: MoveRow, update: TableUpdate, seats: SeatRow[] = []): Promise<boolean> {
    try {
      if (this.fastAppend) return await this.groupCommit(entry, update, seats);
      // PostgreSQL: the moves of one event-loop turn in one statement (see pg-append.ts).
      if (this.pgAppend && seats.length === 0) return await this.pgAppend(entry, update);
      await this.db.transaction().execute(async (tx) => {
        await tx.insertInto('moves').values(entry).execute();
        await this.updateAfterMove(tx, entry.table_id, update);
        for (const s of seats) {
          await tx
            .updateTable('seats')
            .set({ kind: s.kind, bot: s.bot, replaced: s.replaced, timeouts: s.timeouts })
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
    const set: Partial<TableRow> = { seq: u.seq, due_at: u.due_at, updated_at: Date.now() };
    if (u.status !== undefined) set.status = u.status;
    if (u.clock !== undefined) set.clock = u.clock;
    await tx.updateTable('tables').set(set).where('id', '=', tableId).execute();
  }

  entries(tableId: string) {
    return this.db.selectFrom('moves').selectAll().where('table_id', '=', tableId).orderBy('seq').execute();
  }

  /** The entries after `seq`, in order (what a node that holds the table up to `seq` missed). */
  entriesAfter(tableId: string, seq: number) {
    return this.db
      .selectFrom('moves')
      .selectAll()
      .where('table_id', '=', tableId)
      .where('seq', '>', seq)
      .orderBy('seq')
      .execute();
  }

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

  // --- results and ratings

  /**
   * Records a result and the new ratings in one transaction; false if the table already
   * has a result (another node finished it).
   */
  async finish(
    tableId: string,
    result: string,
    at: number,
    rate: (current: Map<string, { mu: number; sigma: number; games: number }>) => Map<string, { mu: number; sigma: number }>,
    game: string,
    userIds: string[],
  ): Promise<boolean> {
    try {
      return await this.db.transaction().execute(async (tx) => {
        await tx.insertInto('results').values({ table_id: tableId, result, finished_at: at }).execute();
        if (userIds.length === 0) return true;
        const rows = await tx
          .selectFrom('ratings')
          .selectAll()
          .where('game', '=', game)
          .where('user_id', 'in', userIds)
          .execute();
        const current = new Map(rows.map((r) => [r.user_id, { mu: r.mu, sigma: r.sigma, games: r.games }]));
        const next = rate(current);
        for (const [userId, r] of next) {
          const games = (current.get(userId)?.games ?? 0) + 1;
          if (current.has(userId)) {
            await tx
              .updateTable('ratings')
              .set({ mu: r.mu, sigma: r.sigma, games })
              .where('user_id', '=', userId)
              .where('game', '=', game)
              .execute();
          } else {
            await tx.insertInto('ratings').values({ user_id: userId, game, mu: r.mu, sigma: r.sigma, games }).execute();
          }
        }
        return true;
      });
    } catch (e) {
      if (isUniqueViolation(e)) return false;
      throw e;
    }
  }

  /** Finished tables whose result is not written (a node stopped between the two commits). */
  async unrecorded(limit = 100): Promise<string[]> {
    const rows = await this.db
      .selectFrom('tables')
      .select('id')
      .where('status', '=', 'over')
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('results').select('table_id').whereRef('results.table_id', '=', 'tables.id'))),
      )
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }

  /** A solo table's result after it was played on out of a dead end and ended again (solo tables are never rated). */
  async reviseResult(tableId: string, result: string, at: number): Promise<void> {
    await this.db.updateTable('results').set({ result, finished_at: at }).where('table_id', '=', tableId).execute();
  }

  async resultOf(tableId: string): Promise<string | null> {
    const r = await this.db.selectFrom('results').select('result').where('table_id', '=', tableId).executeTakeFirst();
    return r?.result ?? null;
  }

  async leaderboard(game: string, limit = 100): Promise<RatingRow[]> {
    const rows = await this.db
      .selectFrom('ratings')
      .innerJoin('users', 'users.id', 'ratings.user_id')
      .select(['ratings.user_id', 'users.name', 'users.password_hash', 'ratings.game', 'mu', 'sigma', 'games'])
      .where('ratings.game', '=', game)
      .orderBy(sql`mu - 3 * sigma`, 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ ...r, guest: r.password_hash === null, mu: Number(r.mu), sigma: Number(r.sigma) }));
  }

  async ratingsOf(userId: string): Promise<RatingRow[]> {
    const rows = await this.db
      .selectFrom('ratings')
      .innerJoin('users', 'users.id', 'ratings.user_id')
      .select(['ratings.user_id', 'users.name', 'users.password_hash', 'ratings.game', 'mu', 'sigma', 'games'])
      .where('ratings.user_id', '=', userId)
      .execute();
    return rows.map((r) => ({ ...r, guest: r.password_hash === null, mu: Number(r.mu), sigma: Number(r.sigma) }));
  }

  // --- chat

  async addChat(row: { id: string; table_id: string; user_id: string; text: string; at: number }): Promise<void> {
    await this.db.insertInto('chat').values(row).execute();
  }

  chatOf(tableId: string, limit = 200) {
    return this.db
      .selectFrom('chat')
      .innerJoin('users', 'users.id', 'chat.user_id')
      .select(['chat.table_id', 'chat.user_id', 'users.name', 'users.password_hash', 'chat.text', 'chat.at'])
      .where('chat.table_id', '=', tableId)
      .orderBy('chat.at', 'desc')
      .limit(limit)
      .execute();
  }
}

/**
 * The append of `Store.append` as prepared statements in one better-sqlite3 transaction:
 * the same rows, without building and preparing SQL for every move.
 */
/** An append waiting for its group commit; `error` is set when its own savepoint failed. */
interface Appending {
  entry: MoveRow;
  update: TableUpdate;
  seats: SeatRow[];
  error?: unknown;
  resolve: (ok: boolean) => void;
  reject: (e: unknown) => void;
}

function sqliteAppend(db: SQLite.Database): (batch: Appending[]) => void {
  const insert = db.prepare('INSERT INTO moves (table_id, seq, type, seat, move, by, at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const update = db.prepare(
    'UPDATE tables SET seq = ?, due_at = ?, updated_at = ?, status = COALESCE(?, status), clock = CASE WHEN ? THEN ? ELSE clock END WHERE id = ?',
  );
  const seat = db.prepare('UPDATE seats SET kind = ?, bot = ?, replaced = ?, timeouts = ? WHERE table_id = ? AND seat = ?');
  const write = (e: MoveRow, u: TableUpdate, seats: SeatRow[]) => {
    insert.run(e.table_id, e.seq, e.type, e.seat, e.move, e.by, e.at);
    const setClock = u.clock !== undefined ? 1 : 0;
    update.run(u.seq, u.due_at, Date.now(), u.status ?? null, setClock, u.clock ?? null, e.table_id);
    for (const s of seats) seat.run(s.kind, s.bot, s.replaced, s.timeouts, s.table_id, s.seat);
  };
  const all = db.transaction((batch: Appending[]) => {
    for (const a of batch) write(a.entry, a.update, a.seats);
  });
  // Called inside the batch's transaction, better-sqlite3 runs this one as a savepoint.
  const one = db.transaction(write);
  const each = db.transaction((batch: Appending[]) => {
    for (const a of batch) {
      try {
        one(a.entry, a.update, a.seats);
      } catch (e) {
        a.error = e;
      }
    }
  });
  // Failures are rare (a taken key), so the batch is tried whole first; if anything in it
  // fails, it is rolled back and tried again entry by entry, each in its own savepoint.
  return (batch) => {
    try {
      all(batch);
    } catch {
      each(batch);
    }
  };
}

function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; message?: string };
  return err.code === '23505' || err.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || err.code === 'SQLITE_CONSTRAINT_UNIQUE';
}
