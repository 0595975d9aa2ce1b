import type { StateMessage } from '@parlour/protocol';
import { dropOldest } from './bounded.ts';
import type { AppliedEntry, CachedTable } from './cached-table.ts';

/** Catch-up answers kept (each up to a few hundred KB for a long game). */
const ANSWERS = 32;

/**
 * The state messages answering `subscribe` lately, by table, seq, status, seats and what
 * was asked: sockets that subscribe again and again to the same table are sent the same
 * message, built and serialised once.
 */
export class Answers {
  private readonly answers = new Map<string, StateMessage>();

  async of(live: CachedTable, asked: string, make: () => Promise<StateMessage>): Promise<StateMessage> {
    const replaced = live.seats.map((s) => s.replaced).join('');
    const key = `${live.row.id}/${live.row.seq}/${live.row.status}/${replaced}/${asked}`;
    let m = this.answers.get(key);
    if (!m) {
      m = await make();
      if (this.answers.size >= ANSWERS) dropOldest(this.answers);
      this.answers.set(key, m);
    }
    return m;
  }
}

/**
 * The whole event history (every entry from seq 1) of the tables that catch-up asked for
 * lately, kept in memory for at most `max` tables, least recently asked dropped first. A
 * page opened mid-game (`subscribe` with `since: 0`) is served from here: the store's log
 * is replayed once per table, not once per subscribe.
 */
export class Histories {
  private readonly tables = new Map<string, AppliedEntry[]>();

  constructor(private readonly max: number) {}

  /** The table's events up to its seq: extended from the entries memory holds, else rebuilt by `replay`. */
  async of(live: CachedTable, replay: () => Promise<AppliedEntry[]>): Promise<AppliedEntry[]> {
    const id = live.row.id;
    let history: AppliedEntry[] | null | undefined = this.tables.get(id);
    this.tables.delete(id);
    if (history) history = extend(history, live);
    if (!history) history = await replay();
    this.tables.set(id, history);
    while (this.tables.size > this.max) dropOldest(this.tables);
    return history;
  }

  get size(): number {
    return this.tables.size;
  }
}

/** The history brought up to the table's seq from its recent entries, or null where they do not join up. */
function extend(history: AppliedEntry[], live: CachedTable): AppliedEntry[] | null {
  const last = history.at(-1)?.seq ?? 0;
  if (last === live.row.seq) return history;
  if (last > live.row.seq) return null;
  const missing = live.recent.filter((h) => h.seq > last);
  if (missing[0]?.seq !== last + 1 || missing.at(-1)?.seq !== live.row.seq) return null;
  history.push(...missing);
  return history;
}
