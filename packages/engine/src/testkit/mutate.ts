import type { Rng } from '../rng.ts';

/** Junk that no game accepts as a move. */
export const JUNK_MOVES: readonly unknown[] = [
  null,
  undefined,
  0,
  42,
  -1,
  Number.NaN,
  '',
  'move',
  true,
  [],
  [1, 2],
  {},
  { type: 'no-such-move' },
  { type: 42 },
  { type: null },
  { type: ['place'] },
  { type: '__proto__' },
  { type: 'constructor' },
  { type: 'toString' },
];

/**
 * Small mutations of a legal move: each field bumped, replaced by another kind of value,
 * or removed; array entries dropped, duplicated or replaced. Some mutants may be legal
 * moves themselves; the kit checks those are accepted and the rest refused.
 */
export function mutants(move: unknown, rng: Rng): unknown[] {
  const out: unknown[] = [];
  const alternatives = (v: unknown): unknown[] => {
    const alts: unknown[] = [null, 'x', -1, 1e9, 1.5, {}, [], true];
    if (typeof v === 'number') alts.push(v + 1, v - 1, v + 2 + rng.int(10), -v - 1);
    if (typeof v === 'string') alts.push(`${v}x`, v.slice(1), v.toLowerCase() === v ? v.toUpperCase() : v.toLowerCase());
    if (typeof v === 'boolean') alts.push(!v);
    return alts;
  };
  const walk = (value: unknown, rebuild: (v: unknown) => unknown, depth: number): void => {
    if (depth > 4) return;
    if (Array.isArray(value)) {
      value.forEach((item, i) => {
        out.push(rebuild(value.filter((_, j) => j !== i)));
        out.push(rebuild([...value, item]));
        for (const alt of alternatives(item)) out.push(rebuild(value.map((x, j) => (j === i ? alt : x))));
        walk(item, (v) => rebuild(value.map((x, j) => (j === i ? v : x))), depth + 1);
      });
    } else if (value !== null && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      for (const key of Object.keys(record)) {
        const { [key]: _, ...rest } = record;
        out.push(rebuild(rest));
        for (const alt of alternatives(record[key])) out.push(rebuild({ ...record, [key]: alt }));
        walk(record[key], (v) => rebuild({ ...record, [key]: v }), depth + 1);
      }
    }
  };
  walk(move, (v) => v, 0);
  return out;
}
