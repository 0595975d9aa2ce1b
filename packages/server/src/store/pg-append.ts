import { isOutage } from './outage.ts';
import type { MoveRow, TableUpdate } from './rows.ts';

/**
 * Runs a named statement, which the connection prepares the first time it sees the name,
 * and gives its rows (node-postgres' `pool.query` with a `name`).
 */
export type NamedQuery = (q: { name: string; text: string; values: unknown[] }) => Promise<{ rows: unknown[] }>;

interface Waiting {
  entry: MoveRow;
  update: TableUpdate;
  resolve: (ok: boolean) => void;
  reject: (e: unknown) => void;
}

/** Batch statements in flight at once per node; further appends wait and join the next batch. */
export const APPEND_IN_FLIGHT = 2;
/** Entries per statement at most (a bound on one statement's size and on the rows it locks). */
const BATCH_MAX = 500;

/**
 * PostgreSQL's group commit: appends are written many to one statement, so one commit (one
 * WAL flush) and one round trip serve them all. At most APPEND_IN_FLIGHT statements run at
 * once: the appends that arrive meanwhile wait and go together in the next one, so the
 * busier the node, the larger its batches (one append alone waits for nothing but the end
 * of its event-loop turn). An entry whose `(table, seq)` is taken is skipped (`ON CONFLICT
 * DO NOTHING`) and answered false, as another node got there first; the other entries
 * commit. If the statement fails as a whole (a deadlock with another node's batch, say),
 * each entry is tried again alone, so one failure fails only its own move; an outage fails
 * them all, and the appends waiting. Every append is answered only after its statement
 * committed.
 */
export function pgAppender(query: NamedQuery): (entry: MoveRow, update: TableUpdate) => Promise<boolean> {
  let waiting: Waiting[] = [];
  let inFlight = 0;
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    while (waiting.length > 0 && inFlight < APPEND_IN_FLIGHT) {
      const batch = waiting.length <= BATCH_MAX ? waiting : waiting.slice(0, BATCH_MAX);
      waiting = waiting.length <= BATCH_MAX ? [] : waiting.slice(BATCH_MAX);
      inFlight++;
      appendAll(query, batch)
        .then(
          (written) => {
            for (const w of batch) w.resolve(written.has(`${w.entry.table_id}/${w.entry.seq}`));
          },
          (e) => {
            // Out of reach: this batch fails, and so do those waiting (they would only wait
            // out the store's timeout again).
            if (isOutage(e)) {
              for (const w of [...batch, ...waiting.splice(0)]) w.reject(e);
              return;
            }
            if (batch.length === 1) return batch[0].reject(e);
            for (const w of batch)
              appendAll(query, [w]).then(
                (written) => w.resolve(written.size === 1),
                (err) => w.reject(err),
              );
          },
        )
        .finally(() => {
          inFlight--;
          // What arrived while this statement ran goes now, as one batch.
          if (!scheduled) flush();
        });
    }
  };
  return (entry, update) =>
    new Promise<boolean>((resolve, reject) => {
      waiting.push({ entry, update, resolve, reject });
      if (!scheduled && inFlight < APPEND_IN_FLIGHT) {
        scheduled = true;
        setImmediate(flush);
      }
    });
}

/**
 * The append as one statement whose text never changes: the batch goes as one JSON array
 * of entries, so PostgreSQL parses and plans it once per connection (a named statement)
 * instead of once per batch. Planning was most of its cost (docs/operations.md, "Two
 * nodes' appends, prepared once"); JSON rather than an array per column, because the
 * driver builds array literals in JavaScript, escaping each element, and JSON.stringify is
 * native. An entry whose key is taken is skipped and not returned; the table row is
 * updated only for the entries written.
 */
const APPEND = {
  name: 'parlour_append',
  text: `WITH input AS (
      SELECT * FROM json_to_recordset($1::json)
        AS i (table_id text, seq integer, type text, seat integer, move text, by text, at bigint,
          due_at bigint, status text, set_clock boolean, clock text)),
    appended AS (
      INSERT INTO moves (table_id, seq, type, seat, move, by, at)
      SELECT table_id, seq, type, seat, move, by, at FROM input
      ON CONFLICT DO NOTHING
      RETURNING table_id, seq),
    updated AS (
      UPDATE tables t SET seq = i.seq, due_at = i.due_at, updated_at = $2,
        status = COALESCE(i.status, t.status),
        clock = CASE WHEN i.set_clock THEN i.clock ELSE t.clock END
      FROM input i JOIN appended a ON a.table_id = i.table_id AND a.seq = i.seq
      WHERE t.id = i.table_id
      RETURNING t.id)
    SELECT table_id, seq FROM appended`,
};

/** Writes the batch in one statement; returns the `table/seq` keys written. */
async function appendAll(query: NamedQuery, batch: Waiting[]): Promise<Set<string>> {
  // In one order on every node, so two nodes' batches lock rows in the same order.
  const sorted = [...batch].sort((a, b) => (a.entry.table_id < b.entry.table_id ? -1 : 1));
  const input = sorted.map(({ entry: e, update: u }) => ({
    table_id: e.table_id,
    seq: e.seq,
    type: e.type,
    seat: e.seat,
    move: e.move,
    by: e.by,
    at: e.at,
    due_at: u.due_at,
    status: u.status ?? null,
    set_clock: u.clock !== undefined,
    clock: u.clock ?? null,
  }));
  const r = await query({ ...APPEND, values: [JSON.stringify(input), Date.now()] });
  return new Set((r.rows as { table_id: string; seq: number }[]).map((row) => `${row.table_id}/${Number(row.seq)}`));
}
