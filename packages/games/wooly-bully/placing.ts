/**
 * Where tiles may go: landscape placings, characters and the shepherd, each listed once.
 */
import { type Board, cellKey, cellX, cellY, demands, fits, frontier, type RegionNode, regionsAround } from './board.ts';
import { faceOf, type Orientation, orient, placings } from './faces.ts';
import { type Character, type Colour, characterOf, shepherdId, tileOf } from './tiles.ts';

export interface Spot {
  readonly x: number;
  readonly y: number;
}

const matches = (edges: string, demand: readonly string[]): boolean => demand.every((e, d) => e === '' || e === edges[d]);

/** Frontier cells grouped by what their neighbours demand, so each layout is tested once per group. */
interface DemandGroup {
  readonly demand: readonly string[];
  readonly cells: number[];
}
const GROUPS = new WeakMap<Board, readonly DemandGroup[]>();
function demandGroups(board: Board): readonly DemandGroup[] {
  let list = GROUPS.get(board);
  if (!list) {
    const groups = new Map<string, DemandGroup>();
    for (const key of frontier(board)) {
      const demand = demands(board, key);
      const id = demand.join(',');
      const g = groups.get(id);
      if (g) g.cells.push(key);
      else groups.set(id, { demand, cells: [key] });
    }
    list = [...groups.values()];
    GROUPS.set(board, list);
  }
  return list;
}

export interface Placing {
  readonly tile: string;
  readonly o: Orientation;
  readonly key: number;
}

/** Every distinct landscape placing of the given tiles, in hand order, face, rotation, cell. */
export function landscapePlacings(board: Board, hand: readonly string[]): Placing[] {
  const groups = demandGroups(board);
  const out: Placing[] = [];
  for (const tile of hand) {
    for (const o of placings(tile)) {
      const cells: number[] = [];
      for (const g of groups) if (matches(o.edges, g.demand)) cells.push(...g.cells);
      cells.sort((a, b) => a - b);
      for (const key of cells) out.push({ tile, o, key });
    }
  }
  return out;
}

/** Whether any of the tiles fits anywhere (cheaper than listing). */
export function anyLandscapeFits(board: Board, hand: readonly string[]): boolean {
  if (hand.length === 0) return false;
  const groups = demandGroups(board);
  return hand.some((tile) => placings(tile).some((o) => groups.some((g) => matches(o.edges, g.demand))));
}

/** The shepherd's face of a colour, in its four rotations (all distinct). */
export function shepherdOrientations(colour: Colour): Orientation[] {
  const face = faceOf(tileOf(shepherdId(colour)).faces[0]);
  return [0, 1, 2, 3].map((rot) => orient(face, 0, rot));
}

export function shepherdPlacings(board: Board, colour: Colour): { rot: number; key: number }[] {
  const out: { rot: number; key: number }[] = [];
  const cells = frontier(board);
  for (const o of shepherdOrientations(colour))
    for (const key of cells) if (fits(board, o.edges, key)) out.push({ rot: o.rot, key });
  return out;
}

interface CharacterRule {
  readonly terrain: 'forest' | 'pond';
  readonly edges: string;
  /** Whether it may be laid as a tile next to these regions. */
  readonly allowedBeside: (region: RegionNode) => boolean;
  /** The character it may cover, if any. */
  readonly covers: Character | null;
}

/**
 * A Wolf never goes into a forest holding a Hunter; a Hunter covers an uncovered Wolf, or
 * goes preventively into a forest with no uncovered Wolf. Fisherman and Guard likewise.
 */
export const CHARACTER_RULES: Record<Character, CharacterRule> = {
  wolf: { terrain: 'forest', edges: 'FFFF', allowedBeside: (r) => r.hunters === 0, covers: null },
  hunter: { terrain: 'forest', edges: 'FFFF', allowedBeside: (r) => r.wolves === 0, covers: 'wolf' },
  fisherman: { terrain: 'pond', edges: 'PPPP', allowedBeside: (r) => r.guards === 0, covers: null },
  guard: { terrain: 'pond', edges: 'PPPP', allowedBeside: (r) => r.fishermen === 0, covers: 'fisherman' },
};

/** Cells where a character tile may go: empty cells beside its terrain, or an uncovered one it covers. */
export function characterCells(board: Board, character: Character): number[] {
  const rule = CHARACTER_RULES[character];
  const out: number[] = [];
  if (rule.covers) {
    for (const cell of board.cells)
      if (!cell.cover && cell.face === 0 && characterOf(cell.tile) === rule.covers) out.push(cell.key);
  }
  for (const key of frontier(board)) {
    if (!fits(board, rule.edges, key)) continue;
    if (regionsAround(board, key, rule.terrain).every((r) => rule.allowedBeside(board.nodes[r]))) out.push(key);
  }
  return out.sort((a, b) => a - b);
}

export const spot = (key: number): Spot => ({ x: cellX(key), y: cellY(key) });
export const keyOf = (s: Spot): number => cellKey(s.x, s.y);
