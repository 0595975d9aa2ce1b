import { defined } from '@parlour/engine';
/**
 * Where tiles may go: landscape placings, characters and the shepherd, each listed once.
 */
import {
  type Board,
  cellAt,
  cellKey,
  cellX,
  cellY,
  coverCharacter,
  meets,
  placeTile,
  type RegionNode,
  regionsAround,
  surroundings,
} from './board.ts';
import { edgeCode, faceOf, type Orientation, orient, placingNamed, placings } from './faces.ts';
import type { WoolyBullyMove } from './moves.ts';
import { type Character, type Colour, characterOf, shepherdId, tileOf } from './tiles.ts';

export interface Spot {
  readonly x: number;
  readonly y: number;
}

/** Frontier cells grouped by their demand, so each layout is tested once per group. */
interface DemandGroup {
  readonly demand: number;
  readonly cells: number[];
}
const GROUPS = new WeakMap<Board, readonly DemandGroup[]>();
function demandGroups(board: Board): readonly DemandGroup[] {
  let list = GROUPS.get(board);
  if (!list) {
    const groups = new Map<number, DemandGroup>();
    for (const [key, demand] of surroundings(board).demand) {
      const g = groups.get(demand);
      if (g) g.cells.push(key);
      else groups.set(demand, { demand, cells: [key] });
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
      for (const g of groups) if (meets(o.code, g.demand)) cells.push(...g.cells);
      cells.sort((a, b) => a - b);
      for (const key of cells) out.push({ tile, o, key });
    }
  }
  return out;
}

const FIT_COUNTS = new WeakMap<Board, Map<number, number>>();
/** How many empty cells a layout (packed edges) fits: cells with one neighbour by table, the rest by demand. */
function fitCount(board: Board, code: number): number {
  let memo = FIT_COUNTS.get(board);
  if (!memo) {
    memo = new Map();
    FIT_COUNTS.set(board, memo);
  }
  let n = memo.get(code);
  if (n === undefined) {
    const s = surroundings(board);
    n = 0;
    for (let d = 0; d < 4; d++) n += s.single[d * 8 + ((code >> (3 * d)) & 7)];
    for (const [demand, count] of s.multi) if (meets(code, demand)) n += count;
    memo.set(code, n);
  }
  return n;
}

/** How many distinct landscape placings the tiles have (without listing them). */
export function countLandscapePlacings(board: Board, hand: readonly string[]): number {
  let n = 0;
  for (const tile of hand) for (const o of placings(tile)) n += fitCount(board, o.code);
  return n;
}

/** The i-th landscape placing, counting as `countLandscapePlacings` does (layout by layout, cells in order). */
export function nthLandscapePlacing(board: Board, hand: readonly string[], i: number): Placing {
  let n = i;
  for (const tile of hand)
    for (const o of placings(tile)) {
      const count = fitCount(board, o.code);
      if (n < count) return { tile, o, key: cellsFor(board, o.code)[n] };
      n -= count;
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
  for (const [key, demand] of surroundings(board).demand) if (meets(code, demand)) out.push(key);
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

/**
 * The board after a placement of any kind (the shepherd's colour given for a reveal), or
 * null for a move that places nothing. The move is taken as legal.
 */
export function boardAfter(board: Board, move: WoolyBullyMove, shepherd: Colour | null): Board | null {
  switch (move.type) {
    case 'place': {
      const o = placingNamed(move.tile, move.face, move.rot);
      return o ? placeTile(board, move.tile, o, cellKey(move.x, move.y)) : null;
    }
    case 'character': {
      const key = cellKey(move.x, move.y);
      if (cellAt(board, key)) return coverCharacter(board, key, move.tile);
      return placeTile(
        board,
        move.tile,
        orient(faceOf(defined(characterOf(move.tile), `the character of ${move.tile}`)), 0, 0),
        key,
      );
    }
    case 'reveal':
      return (
        shepherd && placeTile(board, shepherdId(shepherd), shepherdOrientations(shepherd)[move.rot], cellKey(move.x, move.y))
      );
    default:
      return null;
  }
}
