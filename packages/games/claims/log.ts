import { grew } from '@parlour/engine';

/**
 * The public history as an append-only log kept newest first, each link pointing at the
 * earlier log: adding an entry is O(1) and successive states share their past (a game
 * copying a 400-entry array at every declaration would spend its time there). Plain
 * JSON all the same; views hand it out as an array, oldest first.
 */
export interface Log<T> {
  readonly last: T;
  readonly before: Log<T> | null;
  readonly length: number;
}

export function logged<T>(log: Log<T> | null, entry: T): Log<T> {
  return { last: entry, before: log, length: (log?.length ?? 0) + 1 };
}

/**
 * The entries oldest first, made once per log and shared by every view of the
 * same state (a table of four makes several views of each state); not to be modified.
 */
const listed = new WeakMap<object, readonly unknown[]>();

export function entries<T>(log: Log<T> | null): readonly T[] {
  if (log === null) return EMPTY;
  const known = listed.get(log);
  if (known) return known as readonly T[];
  const before = log.before;
  const earlier = before && listed.get(before);
  let out: T[];
  if (before && earlier) {
    // The usual case: the log grew by one entry since it was last listed.
    out = (earlier as T[]).slice();
    out.push(log.last);
    // A listener's patch from the last listing is then this entry alone (see grew).
    grew(earlier, out);
    // Only the newest listing is kept: older logs stay reachable through `before`, and
    // keeping a listing for each would hold every prefix of the history (quadratic memory).
    listed.delete(before);
  } else {
    out = new Array(log.length);
    for (let at: Log<T> | null = log, i = out.length - 1; at; at = at.before, i--) out[i] = at.last;
  }
  listed.set(log, out);
  return out;
}

const EMPTY: readonly never[] = Object.freeze([]);

/** The log rebuilt from entries oldest first (for a state imagined from a view). */
export function logOf<T>(items: readonly T[]): Log<T> | null {
  let log: Log<T> | null = null;
  for (const item of items) log = logged(log, item);
  return log;
}

/**
 * A running total over a listed history, up to and including its last entry: `step` folds
 * each entry into the total of those before it. Entries are shared by every state and view
 * that follows, so each is folded once (`memo` keeps each entry's total) and a later call
 * resumes from the newest entry already folded (a refold per decision made the bots, and
 * the searches that play them out, quadratic in the length of a game).
 */
export function foldedUpTo<E extends object, T>(
  history: readonly E[],
  memo: WeakMap<E, T>,
  start: () => T,
  step: (total: T, entry: E) => T,
): T {
  let from = history.length;
  let total: T | undefined;
  while (from > 0 && total === undefined) {
    total = memo.get(history[from - 1]);
    if (total === undefined) from--;
  }
  if (total === undefined) total = start();
  for (let i = from; i < history.length; i++) {
    total = step(total, history[i]);
    memo.set(history[i], total);
  }
  return total;
}
