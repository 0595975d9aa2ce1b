import { dropOldest } from './bounded.ts';
import type { MoveRow, SeatRow, TableUpdate } from './store/store.ts';

/** An entry another node committed, as its bus message carries it. */
export interface HeardEntry {
  row: MoveRow;
  update: TableUpdate & { clock: string | null };
  seats: SeatRow[];
}

/** Most entries held for one table; a table further behind than this reloads from the store. */
export const HEARD_PER_TABLE = 32;
/** Most tables with entries held at once (each is drained as soon as its lock is free). */
export const HEARD_TABLES = 10_000;
/**
 * How long a node that lost a seq race waits for the winner's entry on the bus before it
 * reads the store instead. The winner publishes as its commit returns, so the entry is
 * usually already here or a Redis round trip away.
 */
export const RACE_WAIT_MS = 20;

/**
 * The inbox of entries heard from other nodes: a bus message is put here as it arrives,
 * before it waits for its table's lock. Whoever holds the lock next applies what is here:
 * the bus handler, or a move that lost a seq race and so knows the winner's entry is on
 * its way (sync.ts), which then need not read the table again from the store.
 */
export class Heard {
  private readonly entries = new Map<string, Map<number, HeardEntry>>();
  /** The lock holder of a table waiting for one seq (at most one per table). */
  private readonly waiting = new Map<string, { seq: number; wake: () => void }>();

  put(table: string, seq: number, entry: HeardEntry): void {
    let held = this.entries.get(table);
    if (!held) {
      held = new Map();
      this.entries.set(table, held);
      if (this.entries.size > HEARD_TABLES) dropOldest(this.entries);
    }
    held.set(seq, entry);
    if (held.size > HEARD_PER_TABLE) dropOldest(held);
    const w = this.waiting.get(table);
    if (w?.seq === seq) w.wake();
  }

  has(table: string): boolean {
    return this.entries.has(table);
  }

  /**
   * Takes the entries that follow `seq` in order, up to the first gap, and drops those
   * at or before the last taken. `gap`: entries are held beyond one that is missing.
   */
  take(table: string, seq: number): { entries: HeardEntry[]; gap: boolean } {
    const held = this.entries.get(table);
    if (!held) return { entries: [], gap: false };
    const entries: HeardEntry[] = [];
    for (let next = held.get(seq + 1); next; next = held.get(seq + 1)) {
      held.delete(seq + 1);
      entries.push(next);
      seq++;
    }
    for (const s of held.keys()) if (s <= seq) held.delete(s);
    if (held.size === 0) this.entries.delete(table);
    return { entries, gap: held.size > 0 };
  }

  /** Resolves when the entry at `seq` is heard, or after `ms`. */
  waitFor(table: string, seq: number, ms: number): Promise<void> {
    if (this.entries.get(table)?.has(seq)) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        if (this.waiting.get(table) === w) this.waiting.delete(table);
        resolve();
      };
      const timer = setTimeout(done, ms);
      const w = { seq, wake: done };
      this.waiting.set(table, w);
    });
  }
}
