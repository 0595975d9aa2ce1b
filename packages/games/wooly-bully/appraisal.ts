/**
 * How far each colour's fields are along on a board, as the bots weigh it: what each
 * colour's best field is likely worth at the end, and how much each colour has been fed
 * (the measure the belief reads a placement by).
 */
import { type Board, borders } from './board.ts';
import { COLOUR_LETTERS } from './tiles.ts';

export interface Appraisal {
  /** Per colour letter: the likely end worth of its best field. */
  readonly best: Record<string, number>;
  /**
   * Per colour letter: the sheep of its fields, but for fields on an infested forest —
   * how far that colour has been fed. Closing a field is left out: a player closes
   * another's field as readily as their own.
   */
  readonly fed: Record<string, number>;
}

/** Sheep an open field may still gain per open edge (up to three), with the whole bag to come. */
const GROWTH = 2;

/**
 * Every field on the board appraised in one pass; `left` is the share of the tiles still
 * in the bag. A closed field that borders no infested forest is worth its sheep (and, with
 * the extension, the fish of the closed, unfished ponds it borders). An open one is worth
 * its prospects: its sheep plus what its open edges may still bring while the bag is
 * full, discounted for every open edge by the chance it never closes, which grows as the
 * bag empties; little on an infested forest. So early on, closing a growing field cuts
 * its prospects: the bot closes its rivals' fields and leaves its own to grow, and
 * closes its own as the bag runs out.
 */
export function appraise(board: Board, aquatic: boolean, left = 0): Appraisal {
  const nodes = board.nodes;
  const cancelled = new Set<number>();
  const fish = new Map<number, number>();
  for (const [a, b] of borders(board)) {
    for (const [field, other] of [
      [a, b],
      [b, a],
    ]) {
      const o = nodes[other];
      if (nodes[field].terrain !== 'meadow') continue;
      if (o.terrain === 'forest' && o.wolves > 0) cancelled.add(field);
      if (aquatic && o.terrain === 'pond' && o.open === 0 && o.fishermen === 0) fish.set(field, (fish.get(field) ?? 0) + o.fish);
    }
  }
  const best: Record<string, number> = { k: 0, b: 0, r: 0, y: 0 };
  const fed: Record<string, number> = { k: 0, b: 0, r: 0, y: 0 };
  nodes.forEach((n, i) => {
    if (n.p !== i || n.terrain !== 'meadow') return;
    const infested = cancelled.has(i);
    const closed = n.open === 0;
    const v = closed
      ? infested
        ? 0
        : n.sheep + (fish.get(i) ?? 0)
      : (n.sheep + GROWTH * left * Math.min(n.open, 3)) * (0.35 + 0.5 * left) ** n.open * (infested ? 0.3 : 1);
    if (v > best[n.colour]) best[n.colour] = v;
    if (!infested) fed[n.colour] += n.sheep;
  });
  return { best, fed };
}

/** Per colour letter, how much a step from one appraisal to another fed that colour. */
export function helped(before: Appraisal, after: Appraisal): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of COLOUR_LETTERS) out[c] = after.fed[c] - before.fed[c];
  return out;
}
