/**
 * The value, where the code's own invariants say it is there: a clear error naming it
 * when it is not, instead of an `undefined` that fails somewhere later.
 */
export function defined<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing`);
  return value;
}
