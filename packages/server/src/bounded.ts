/** Deletes the oldest key of a Map or Set (both keep insertion order): the bound of a cache. */
export function dropOldest<K>(m: { keys(): IterableIterator<K>; delete(key: K): boolean }): void {
  const oldest = m.keys().next();
  if (!oldest.done) m.delete(oldest.value);
}
