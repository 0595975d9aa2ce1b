/**
 * Patches between two JSON values, for sending a changed view without sending it whole.
 * Views grow (a public history), but from one move to the next only a few fields change
 * and the history only gains entries at its end, so a patch is a handful of operations.
 *
 * An operation names a path (object keys and array indices from the root) and is one of
 * - `{ p, v }`: set the value at p (p = [] replaces the whole value);
 * - `{ p, a }`: append the items a to the array at p;
 * - `{ p, d: 1 }`: delete the key at p.
 * Values are plain JSON: no undefined inside arrays, no cycles.
 */
export type Path = (string | number)[];
export type PatchOp = { p: Path; v: unknown } | { p: Path; a: unknown[] } | { p: Path; d: 1 };

/** Changed elements beyond which an array is sent whole rather than element by element. */
const WHOLE_ARRAY = 4;

/**
 * Arrays that grew into another by appending (see `grew`), each mapped to that one. Keyed by
 * the older array, so a mark holds the newer one alive only while the older is: marks keyed
 * by the newer would hold every older array alive, each holding the one before it.
 */
const grewInto = new WeakMap<readonly unknown[], readonly unknown[]>();

/**
 * Records that `after` holds every element of `before`, the same values in the same places,
 * followed by new ones, and that neither will change: a diff from `before` to `after` is then
 * the appended tail alone, without comparing the elements they share (a view's history of a
 * few hundred entries was walked whole by every listener's diff after every move).
 */
export function grew<T>(before: readonly T[], after: readonly T[]): void {
  grewInto.set(before, after);
}

/** The operations that turn `before` into `after` (empty when they are equal). */
export function diff(before: unknown, after: unknown): PatchOp[] {
  const ops: PatchOp[] = [];
  walk(before, after, [], ops);
  return ops;
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** Whether the object itself has a defined value at key (not its prototype). */
function holds(o: Record<string, unknown>, key: string): boolean {
  return Object.hasOwn(o, key) && o[key] !== undefined;
}

/**
 * `path` is one stack, pushed and popped on the way down and copied only into an
 * operation: a diff runs for every listener of every move, and most of what it walks is
 * unchanged, so it allocates for what changed alone.
 */
function walk(before: unknown, after: unknown, path: Path, ops: PatchOp[]): void {
  // Views share unchanged parts (history entries) by reference, so this check is the common exit.
  if (before === after) return;
  if (Array.isArray(before) && Array.isArray(after)) {
    if (after.length < before.length) {
      ops.push({ p: path.slice(), v: after });
      return;
    }
    // Only a longer array can have grown: the mark is looked up for those alone.
    if (after.length > before.length && grewInto.get(before) === after) {
      ops.push({ p: path.slice(), a: after.slice(before.length) });
      return;
    }
    const mark = ops.length;
    for (let i = 0; i < before.length; i++) {
      if (before[i] === after[i]) continue;
      path.push(i);
      walk(before[i], after[i], path, ops);
      path.pop();
      if (ops.length - mark > WHOLE_ARRAY) {
        ops.length = mark;
        ops.push({ p: path.slice(), v: after });
        return;
      }
    }
    if (after.length > before.length) ops.push({ p: path.slice(), a: after.slice(before.length) });
    return;
  }
  if (isObject(before) && isObject(after)) {
    // Own keys only: `toString` and the like are on every object's prototype, not in the value.
    for (const key in after) {
      const value = after[key];
      if (value === undefined) continue;
      if (!holds(before, key)) ops.push({ p: [...path, key], v: value });
      else if (value !== before[key]) {
        path.push(key);
        walk(before[key], value, path, ops);
        path.pop();
      }
    }
    for (const key in before) {
      if (before[key] !== undefined && !holds(after, key)) ops.push({ p: [...path, key], d: 1 });
    }
    return;
  }
  ops.push({ p: path.slice(), v: after });
}

/**
 * `value` with the operations applied. The input is not changed: every container on a
 * patched path is copied, everything else is shared, so a UI can compare by reference.
 * With `inPlace`, a caller that alone holds `value` has it changed instead (no copies).
 */
export function applyPatch<T>(value: T, ops: readonly PatchOp[], inPlace = false): T {
  let root: unknown = value;
  for (const op of ops) root = applyOne(root, op, 0, inPlace);
  return root as T;
}

function applyOne(node: unknown, op: PatchOp, depth: number, inPlace: boolean): unknown {
  if (depth === op.p.length) {
    if ('v' in op) return op.v;
    if ('a' in op) {
      if (!Array.isArray(node)) throw new Error(`patch: append to a non-array at /${op.p.join('/')}`);
      if (!inPlace) return node.concat(op.a);
      for (const item of op.a) node.push(item);
      return node;
    }
    throw new Error('patch: delete needs a key');
  }
  const key = op.p[depth];
  if (key === '__proto__') throw new Error('patch: __proto__ is not a key');
  if (Array.isArray(node)) {
    if (typeof key !== 'number' || key < 0 || key >= node.length) throw new Error(`patch: no index ${key} at /${op.p.join('/')}`);
    const copy = inPlace ? node : [...node];
    copy[key] = applyOne(node[key], op, depth + 1, inPlace);
    return copy;
  }
  if (!isObject(node)) throw new Error(`patch: no key ${key} at /${op.p.join('/')}`);
  const copy = inPlace ? node : { ...node };
  if ('d' in op && depth === op.p.length - 1) delete copy[key];
  else copy[key] = applyOne(Object.hasOwn(node, key) ? node[key] : undefined, op, depth + 1, inPlace);
  return copy;
}
