import type SQLite from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { flag, type MoveRow, type SeatRow, type TableUpdate } from './rows.ts';
import type { Database } from './schema.ts';
import { isUniqueViolation } from './unique.ts';

/** An append waiting for its group commit; `error` is set when its own savepoint failed. */
interface Appending {
  entry: MoveRow;
  update: TableUpdate;
  seats: SeatRow[];
  error?: unknown;
  resolve: (ok: boolean) => void;
  reject: (e: unknown) => void;
}

/**
 * SQLite's group commit: the appends that arrive in one turn of the event loop are
 * committed together, one savepoint each, so one commit serves many moves and a taken key
 * fails only its own entry (answered false: another node got there first). Each promise
 * settles after the commit, so nothing is acknowledged before it is durable.
 */
export function sqliteAppender(
  db: Kysely<Database>,
  sqlite: SQLite.Database,
): (entry: MoveRow, update: TableUpdate, seats: SeatRow[]) => Promise<boolean> {
  const write = preparedAppend(sqlite);
  let appending: Appending[] = [];
  const flush = () => {
    const batch = appending;
    appending = [];
    // Kysely's connection lock keeps this out of any transaction it has open.
    db.connection()
      .execute(async () => write(batch))
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
  };
  return (entry, update, seats) =>
    new Promise<boolean>((resolve, reject) => {
      if (appending.length === 0) setImmediate(flush);
      appending.push({ entry, update, seats, resolve, reject });
    });
}

/**
 * The append of `Store.append` as prepared statements in one better-sqlite3 transaction:
 * the same rows, without building and preparing SQL for every move.
 */
function preparedAppend(db: SQLite.Database): (batch: Appending[]) => void {
  const insert = db.prepare('INSERT INTO moves (table_id, seq, type, seat, move, by, at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const update = db.prepare(
    'UPDATE tables SET seq = ?, due_at = ?, updated_at = ?, status = COALESCE(?, status), clock = CASE WHEN ? THEN ? ELSE clock END WHERE id = ?',
  );
  const seat = db.prepare('UPDATE seats SET kind = ?, bot = ?, replaced = ?, timeouts = ? WHERE table_id = ? AND seat = ?');
  const write = (e: MoveRow, u: TableUpdate, seats: SeatRow[]) => {
    insert.run(e.table_id, e.seq, e.type, e.seat, e.move, e.by, e.at);
    const setClock = u.clock !== undefined ? 1 : 0;
    update.run(u.seq, u.due_at, Date.now(), u.status ?? null, setClock, u.clock ?? null, e.table_id);
    for (const s of seats) seat.run(s.kind, s.bot, flag(s.replaced), s.timeouts, s.table_id, s.seat);
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
        if (!ownFailure(e)) throw e;
        a.error = e;
      }
    }
  });
  // Failures are rare (a taken key), so the batch is tried whole first; if an entry's own
  // row fails it, it is rolled back and tried again entry by entry, each in its own savepoint.
  return (batch) => {
    try {
      all(batch);
    } catch (e) {
      if (!ownFailure(e)) throw e;
      each(batch);
    }
  };
}

/**
 * Whether a failed write failed for its own rows (a constraint: a taken key), which ends
 * only its statement. Anything else (a full disk, an I/O error) may have ended the whole
 * transaction: the entries after it would then commit one by one outside the batch, and
 * the batch's own commit fail, so the batch fails as one and nothing in it is written.
 */
function ownFailure(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT');
}
