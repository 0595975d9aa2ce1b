import type { Happened, Live } from './live.ts';

/**
 * The whole event history (every entry from seq 1) of the tables that catch-up asked for
 * lately, kept in memory for at most `max` tables, least recently asked dropped first. A
 * page opened mid-game (`subscribe` with `since: 0`) is served from here: the store's log
 * is replayed once per table, not once per subscribe.
 */
export class Histories {
  private readonly tables = new Map<string, Happened[]>();

  constructor(private readonly max: number) {}

  /** The table's events up to its seq: extended from the entries memory holds, else rebuilt by `replay`. */
  async of(live: Live, replay: () => Promise<Happened[]>): Promise<Happened[]> {
    const id = live.row.id;
    let history: Happened[] | null | undefined = this.tables.get(id);
    this.tables.delete(id);
    if (history) history = extend(history, live);
    if (!history) history = await replay();
    this.tables.set(id, history);
    while (this.tables.size > this.max) this.tables.delete(this.tables.keys().next().value!);
    return history;
  }

  get size(): number {
    return this.tables.size;
  }
}

/** The history brought up to the table's seq from its recent entries, or null where they do not join up. */
function extend(history: Happened[], live: Live): Happened[] | null {
  const last = history.at(-1)?.seq ?? 0;
  if (last === live.row.seq) return history;
  if (last > live.row.seq) return null;
  const missing = live.recent.filter((h) => h.seq > last);
  if (missing[0]?.seq !== last + 1 || missing.at(-1)?.seq !== live.row.seq) return null;
  history.push(...missing);
  return history;
}
