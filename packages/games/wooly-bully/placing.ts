/**
 * Where tiles may go: landscape placings, characters and the shepherd, each listed once.
 */
import { type Board, cellAt, cellKey, cellX, cellY, frontier, type RegionNode, regionsAround, STEP } from './board.ts';
import { edgeCode, faceOf, type Orientation, orient, placings } from './faces.ts';
import { type Character, type Colour, characterOf, shepherdId, tileOf } from './tiles.ts';

export interface Spot {
  readonly x: number;
  readonly y: number;
}

/** Whether an orientation (packed edges) meets what a group of cells demands. */
const matches = (code: number, g: DemandGroup): boolean => (code & g.mask) === g.value;

/** Frontier cells grouped by what their neighbours demand, so each layout is tested once per group. */
interface DemandGroup {
  /** Bits of the directions that face a neighbour, and the packed edges they demand. */
  readonly mask: number;
  readonly value: number;
  readonly cells: number[];
}
const GROUPS = new WeakMap<Board, readonly DemandGroup[]>();
function demandGroups(board: Board): readonly DemandGroup[] {
  let list = GROUPS.get(board);
  if (!list) {
    const groups = new Map<number, DemandGroup>();
    for (const key of frontier(board)) {
      let mask = 0;
      let value = 0;
      for (let d = 0; d < 4; d++) {
        const n = cellAt(board, key + STEP[d]);
        if (!n) continue;
        mask |= 7 << (3 * d);
        value |= ((n.code >> (3 * ((d + 2) % 4))) & 7) << (3 * d);
      }
      const id = mask * 4096 + value;
      const g = groups.get(id);
      if (g) g.cells.push(key);
      else groups.set(id, { mask, value, cells: [key] });
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
      for (const g of groups) if (matches(o.code, g)) cells.push(...g.cells);
      cells.sort((a, b) => a - b);
      for (const key of cells) out.push({ tile, o, key });
    }
  }
  return out;
}

/**
 * Counts of fitting cells by layout, for counting without listing: cells with one
 * neighbour are tallied by (direction, edge demanded), the rest tested group by group.
 */
interface FitCounter {
  readonly single: Int32Array;
  readonly multi: readonly DemandGroup[];
  readonly memo: Map<number, number>;
}
const COUNTERS = new WeakMap<Board, FitCounter>();
function fitCounter(board: Board): FitCounter {
  let counter = COUNTERS.get(board);
  if (!counter) {
    const single = new Int32Array(32);
    const multi: DemandGroup[] = [];
    for (const g of demandGroups(board)) {
      const d = [0, 1, 2, 3].find((dir) => g.mask === 7 << (3 * dir));
      if (d === undefined) multi.push(g);
      else single[d * 8 + ((g.value >> (3 * d)) & 7)] += g.cells.length;
    }
    counter = { single, multi, memo: new Map() };
    COUNTERS.set(board, counter);
  }
  return counter;
}

/** How many empty cells a layout (packed edges) fits. */
function fitCount(board: Board, code: number): number {
  const counter = fitCounter(board);
  let n = counter.memo.get(code);
  if (n === undefined) {
    n = 0;
    for (let d = 0; d < 4; d++) n += counter.single[d * 8 + ((code >> (3 * d)) & 7)];
    for (const g of counter.multi) if (matches(code, g)) n += g.cells.length;
    counter.memo.set(code, n);
  }
  return n;
}

/** How many distinct landscape placings the tiles have (without listing them). */
export function countLandscapePlacings(board: Board, hand: readonly string[]): number {
  let n = 0;
  for (const tile of hand) for (const o of placings(tile)) n += fitCount(board, o.code);
  return n;
}

/** The i-th landscape placing, counting as `countLandscapePlacings` does (layout by layout). */
export function nthLandscapePlacing(board: Board, hand: readonly string[], i: number): Placing {
  const groups = demandGroups(board);
  let n = i;
  for (const tile of hand)
    for (const o of placings(tile)) {
      const count = fitCount(board, o.code);
      if (n >= count) {
        n -= count;
        continue;
      }
      for (const g of groups) {
        if (!matches(o.code, g)) continue;
        if (n < g.cells.length) return { tile, o, key: g.cells[n] };
        n -= g.cells.length;
      }
    }
  throw new Error('no such placing');
}

/** Whether any of the tiles fits anywhere (cheaper than listing). */
export function anyLandscapeFits(board: Board, hand: readonly string[]): boolean {
  if (hand.length === 0) return false;
  return hand.some((tile) => placings(tile).some((o) => fitCount(board, o.code) > 0));
}

const SHEPHERD_ORIENTATIONS = new Map<Colour, readonly Orientation[]>();
/** The shepherd's face of a colour, in its four rotations (all distinct). */
export function shepherdOrientations(colour: Colour): readonly Orientation[] {
  let list = SHEPHERD_ORIENTATIONS.get(colour);
  if (!list) {
    const face = faceOf(tileOf(shepherdId(colour)).faces[0]);
    list = [0, 1, 2, 3].map((rot) => orient(face, 0, rot));
    SHEPHERD_ORIENTATIONS.set(colour, list);
  }
  return list;
}

/** Empty cells where a layout fits, in ascending order. */
function cellsFor(board: Board, code: number): number[] {
  const out: number[] = [];
  for (const g of demandGroups(board)) if (matches(code, g)) out.push(...g.cells);
  return out.sort((a, b) => a - b);
}

/** How many placings the shepherd has (without listing them). */
export function countShepherdPlacings(board: Board, colour: Colour): number {
  let n = 0;
  for (const o of shepherdOrientations(colour)) n += fitCount(board, o.code);
  return n;
}

export function shepherdPlacings(board: Board, colour: Colour): { rot: number; key: number }[] {
  const out: { rot: number; key: number }[] = [];
  for (const o of shepherdOrientations(colour)) for (const key of cellsFor(board, o.code)) out.push({ rot: o.rot, key });
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
  for (const key of cellsFor(board, edgeCode(rule.edges))) {
    if (regionsAround(board, key, rule.terrain).every((r) => rule.allowedBeside(board.nodes[r]))) out.push(key);
  }
  return out.sort((a, b) => a - b);
}

export const spot = (key: number): Spot => ({ x: cellX(key), y: cellY(key) });
export const keyOf = (s: Spot): number => cellKey(s.x, s.y);
