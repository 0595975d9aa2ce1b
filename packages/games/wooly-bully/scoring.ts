/**
 * Scoring: each player's best enclosed field of their colour that borders no infested
 * forest, worth its sheep plus (extension) the fish of the closed, unfished ponds it
 * borders; with waterproof wool, enclosed fields of one colour bordering one pond count
 * as one field.
 */
import { defined, type Result, type Seat } from '@parlour/engine';
import { type Board, borders } from './board.ts';
import type { WoolyBullyOptions } from './options.ts';
import type { WoolyBullyState } from './state.ts';
import { COLOUR_LETTERS, COLOURS, type Colour } from './tiles.ts';

export interface Field {
  /** The region roots it is made of (several only with waterproof wool). */
  readonly regions: readonly number[];
  readonly sheep: number;
  readonly fish: number;
  readonly worth: number;
  /** Tiles spanned (a field never holds two zones of one tile). */
  readonly tiles: number;
}

export const NO_FIELD: Field = { regions: [], sheep: 0, fish: 0, worth: 0, tiles: 0 };

/** Worth first, then tiles spanned. */
export const betterField = (a: Field, b: Field): boolean => a.worth > b.worth || (a.worth === b.worth && a.tiles > b.tiles);

/** Every field that scores, by colour letter: enclosed, and bordering no infested forest. */
export function scoringFields(board: Board, options: WoolyBullyOptions): Map<string, Field[]> {
  const nodes = board.nodes;
  const neighbours = new Map<number, number[]>();
  for (const [a, b] of borders(board)) {
    neighbours.set(a, [...(neighbours.get(a) ?? []), b]);
    neighbours.set(b, [...(neighbours.get(b) ?? []), a]);
  }
  const around = (r: number) => neighbours.get(r) ?? [];
  const enclosed: number[] = [];
  nodes.forEach((n, i) => {
    if (n.p === i && n.terrain === 'meadow' && n.open === 0) enclosed.push(i);
  });
  const infested = (r: number) => around(r).some((o) => nodes[o].terrain === 'forest' && nodes[o].wolves > 0);
  const bonusPonds = (r: number) =>
    around(r).filter((o) => nodes[o].terrain === 'pond' && nodes[o].open === 0 && nodes[o].fishermen === 0);
  // Groups of enclosed fields: each alone, or joined through shared ponds (waterproof wool).
  const group = new Map<number, number>(enclosed.map((r) => [r, r]));
  const top = (r: number): number => {
    let g = r;
    while (group.get(g) !== g) g = defined(group.get(g), `group of ${g}`);
    return g;
  };
  if (options.waterproofWool) {
    const byPond = new Map<string, number>();
    for (const r of enclosed) {
      for (const o of around(r)) {
        if (nodes[o].terrain !== 'pond') continue;
        const id = `${o}:${nodes[r].colour}`;
        const other = byPond.get(id);
        if (other === undefined) byPond.set(id, r);
        else group.set(top(r), top(other));
      }
    }
  }
  const members = new Map<number, number[]>();
  for (const r of enclosed) members.set(top(r), [...(members.get(top(r)) ?? []), r]);
  const out = new Map<string, Field[]>();
  for (const regions of members.values()) {
    if (regions.some(infested)) continue;
    const ponds = new Set(regions.flatMap(bonusPonds));
    const sheep = regions.reduce((s, r) => s + nodes[r].sheep, 0);
    const fish = options.aquatic ? [...ponds].reduce((s, p) => s + nodes[p].fish, 0) : 0;
    const tiles = regions.reduce((s, r) => s + nodes[r].zones, 0);
    const colour = nodes[regions[0]].colour;
    out.set(colour, [...(out.get(colour) ?? []), { regions, sheep, fish, worth: sheep + fish, tiles }]);
  }
  return out;
}

/** The best scoring field of each colour (NO_FIELD where there is none). */
export function bestFields(board: Board, options: WoolyBullyOptions): Record<Colour, Field> {
  const fields = scoringFields(board, options);
  const best = {} as Record<Colour, Field>;
  COLOURS.forEach((colour, i) => {
    let b = NO_FIELD;
    for (const f of fields.get(COLOUR_LETTERS[i]) ?? []) if (betterField(f, b)) b = f;
    best[colour] = b;
  });
  return best;
}

export function quitBonus(state: WoolyBullyState, seat: Seat): number {
  return state.quits.find((q) => q.seat === seat)?.bonus ?? 0;
}

export interface Score {
  readonly score: number;
  readonly field: Field;
  readonly bonus: number;
  readonly box: number;
}

export function scores(state: WoolyBullyState): Score[] {
  const best = bestFields(state.board, state.options);
  return state.colours.map((colour, seat) => {
    const field = best[colour];
    const bonus = quitBonus(state, seat);
    const box = state.box === seat ? -2 : 0;
    return { score: field.worth + bonus + box, field, bonus, box };
  });
}

/** Higher score wins; then the larger best field (tiles spanned); then the place is shared. */
export function result(state: WoolyBullyState): Result | null {
  if (!state.over) return null;
  const all = scores(state);
  const beats = (a: Score, b: Score) => a.score > b.score || (a.score === b.score && a.field.tiles > b.field.tiles);
  return {
    places: all.map((s) => 1 + all.filter((o) => beats(o, s)).length),
    scores: all.map((s) => s.score),
    details: {
      colours: state.colours,
      fields: all.map((s) => ({ sheep: s.field.sheep, fish: s.field.fish, tiles: s.field.tiles })),
      bonuses: all.map((s) => s.bonus),
      box: state.box,
    },
  };
}
