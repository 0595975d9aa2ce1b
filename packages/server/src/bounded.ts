/** Deletes the oldest key of a Map or Set (both keep insertion order): the bound of a cache. */
export function dropOldest<K>(m: { keys(): IterableIterator<K>; delete(key: K): boolean }): void {
  const oldest = m.keys().next();
  if (!oldest.done) m.delete(oldest.value);
}

/**
 * A gate that opens at most once per `ms`: for a failure that repeats with every write or
 * every checkpoint while it lasts (a full disk), logged once a while, not each time.
 */
export function oncePer(ms: number, now: () => number = Date.now): () => boolean {
  let last = -Infinity;
  return () => {
    const t = now();
    if (t - last < ms) return false;
    last = t;
    return true;
  };
}
