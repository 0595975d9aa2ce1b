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

/** The entries oldest first. */
export function entries<T>(log: Log<T> | null): T[] {
  const out: T[] = new Array(log?.length ?? 0);
  for (let at = log, i = out.length - 1; at; at = at.before, i--) out[i] = at.last;
  return out;
}

/** The log rebuilt from entries oldest first (for a state imagined from a view). */
export function logOf<T>(items: readonly T[]): Log<T> | null {
  let log: Log<T> | null = null;
  for (const item of items) log = logged(log, item);
  return log;
}
