import { defined } from '@parlour/engine';
/**
 * The board: an unbounded grid of placed tiles around the Village Square, with its
 * regions (fields, forests, villages, ponds) kept incrementally in a union-find over
 * zones, each region knowing its open edges so "closed" is known at once. Plain data,
 * never mutated: every placement returns a new board sharing what did not change.
 */
import { faceOf, type Orientation, orient, type Terrain } from './faces.ts';

/** Cells are numbered (y + 128) * 256 + (x + 128); a game never reaches 128 tiles out. */
export const cellKey = (x: number, y: number): number => (y + 128) * 256 + (x + 128);
export const cellX = (key: number): number => (key % 256) - 128;
export const cellY = (key: number): number => Math.floor(key / 256) - 128;
/** Steps to the neighbour in each direction N E S W. */
export const STEP = [-256, 1, 256, -1] as const;
export const opposite = (d: number): number => (d + 2) % 4;

export interface Cell {
  readonly key: number;
  readonly tile: string;
  readonly face: 0 | 1;
  readonly rot: number;
  /** Edge keys N E S W as placed. */
  readonly edges: string;
  /** The same, packed three bits per direction (see edgeCode). */
  readonly code: number;
  /** The zone node of each direction. */
  readonly edgeNode: readonly number[];
  /** The zone nodes of the face, in face order. */
  readonly nodes: readonly number[];
  /** A hunter or guard laid on top of this wolf or fisherman. */
  readonly cover?: string;
}

/** A zone of a placed tile; at a root, also the totals of its region. */
export interface RegionNode {
  /** Parent in the union-find; a root is its own parent. */
  readonly p: number;
  readonly terrain: Terrain;
  readonly colour: string;
  /** Region totals (valid at the root). */
  readonly open: number;
  readonly zones: number;
  readonly sheep: number;
  readonly fish: number;
  /** Uncovered wolves / fishermen. */
  readonly wolves: number;
  readonly fishermen: number;
  /** Hunters / guards, preventive or covering. */
  readonly hunters: number;
  readonly guards: number;
}

export interface Board {
  /** Placed tiles in the order they were laid. */
  readonly cells: readonly Cell[];
  readonly nodes: readonly RegionNode[];
}

/**
 * What is derived from a board's cells: where each tile lies, and what each empty cell
 * beside the board demands of a tile (the edges its neighbours show towards it), tallied
 * by demand so placings are counted without listing them. Boards are immutable, so this is
 * kept beside each board, never in it. A board one placement on takes its parent's over
 * and updates it in place (a game never looks back); a board whose parent's was taken by
 * another child rebuilds its own from its cells.
 */
export interface Surroundings {
  /** Cell key to index in `cells`. */
  readonly index: Map<number, number>;
  /**
   * Empty cells beside the board, each with its demand: the directions that face a
   * neighbour (three bits set per direction) times 4096, plus the edges they demand
   * packed as `edgeCode` does.
   */
  readonly demand: Map<number, number>;
  /** Cells with one neighbour, counted by direction * 8 + edge demanded. */
  readonly single: Int32Array;
  /** Cells with several neighbours, counted by demand. */
  readonly multi: Map<number, number>;
}

/** Whether a layout (packed edges) meets a demand. */
export const meets = (code: number, demand: number): boolean => (code & (demand >> 12)) === (demand & 4095);

const SINGLE_MASKS = [7, 7 << 3, 7 << 6, 7 << 9];

function tally(s: Surroundings, demand: number, by: number): void {
  const d = SINGLE_MASKS.indexOf(demand >> 12);
  if (d >= 0) s.single[d * 8 + ((demand >> (3 * d)) & 7)] += by;
  else {
    const n = (s.multi.get(demand) ?? 0) + by;
    if (n === 0) s.multi.delete(demand);
    else s.multi.set(demand, n);
  }
}

/** Takes in the cell at index i: it leaves the frontier, and its empty neighbours demand its edges. */
function addCell(s: Surroundings, cells: readonly Cell[], i: number): void {
  const cell = cells[i];
  s.index.set(cell.key, i);
  const was = s.demand.get(cell.key);
  if (was !== undefined) {
    tally(s, was, -1);
    s.demand.delete(cell.key);
  }
  for (let d = 0; d < 4; d++) {
    const n = cell.key + STEP[d];
    if (s.index.has(n)) continue;
    const towards = opposite(d);
    const prev = s.demand.get(n);
    if (prev !== undefined) tally(s, prev, -1);
    const next = (prev ?? 0) + (7 << (3 * towards)) * 4096 + (((cell.code >> (3 * d)) & 7) << (3 * towards));
    s.demand.set(n, next);
    tally(s, next, 1);
  }
}

const SURROUNDINGS = new WeakMap<Board, Surroundings>();
/** A board not yet asked for its surroundings: its parent, and whether it has one cell more. */
const HEIR = new WeakMap<Board, { parent: Board; added: boolean }>();

export function surroundings(board: Board): Surroundings {
  let s = SURROUNDINGS.get(board);
  if (s) return s;
  const heir = HEIR.get(board);
  s = heir && SURROUNDINGS.get(heir.parent);
  if (heir && s) {
    SURROUNDINGS.delete(heir.parent);
    if (heir.added) addCell(s, board.cells, board.cells.length - 1);
  } else {
    s = { index: new Map(), demand: new Map(), single: new Int32Array(32), multi: new Map() };
    for (let i = 0; i < board.cells.length; i++) addCell(s, board.cells, i);
  }
  HEIR.delete(board);
  SURROUNDINGS.set(board, s);
  return s;
}

/** The tile at a cell, if any. */
export function cellAt(board: Board, key: number): Cell | undefined {
  const i = surroundings(board).index.get(key);
  return i === undefined ? undefined : board.cells[i];
}

export function find(nodes: readonly RegionNode[], i: number): number {
  let n = i;
  while (nodes[n].p !== n) n = nodes[n].p;
  return n;
}

export function regionOf(board: Board, node: number): RegionNode {
  return board.nodes[find(board.nodes, node)];
}

/** Edge keys the neighbours of an empty cell show towards it ('' where no neighbour). */
export function demands(board: Board, key: number): string[] {
  return STEP.map((step, d) => {
    const n = cellAt(board, key + step);
    return n ? n.edges[opposite(d)] : '';
  });
}

/** Whether edges fit an empty cell: at least one neighbour, every facing edge equal. */
export function fits(board: Board, edges: string, key: number): boolean {
  if (cellAt(board, key)) return false;
  let touching = 0;
  for (let d = 0; d < 4; d++) {
    const n = cellAt(board, key + STEP[d]);
    if (!n) continue;
    if (n.edges[opposite(d)] !== edges[d]) return false;
    touching++;
  }
  return touching > 0;
}

/** Placed tiles touching a cell (orthogonally). */
export function touching(board: Board, key: number): number {
  let n = 0;
  for (const step of STEP) if (cellAt(board, key + step)) n++;
  return n;
}

function union(nodes: RegionNode[], a: number, b: number): void {
  let ra = find(nodes, a);
  let rb = find(nodes, b);
  if (ra === rb) return;
  if (nodes[ra].zones < nodes[rb].zones) [ra, rb] = [rb, ra];
  const x = nodes[ra];
  const y = nodes[rb];
  nodes[ra] = {
    ...x,
    open: x.open + y.open,
    zones: x.zones + y.zones,
    sheep: x.sheep + y.sheep,
    fish: x.fish + y.fish,
    wolves: x.wolves + y.wolves,
    fishermen: x.fishermen + y.fishermen,
    hunters: x.hunters + y.hunters,
    guards: x.guards + y.guards,
  };
  nodes[rb] = { ...y, p: ra };
}

/**
 * Lays a tile (its orientation already checked to fit) and joins its zones to the
 * regions its open edges meet. A fence facing a fence joins nothing.
 */
export function placeTile(board: Board, tile: string, o: Orientation, key: number): Board {
  const nodes = board.nodes.slice();
  const base = nodes.length;
  const neighbours = [0, 1, 2, 3].map((d) => cellAt(board, key + STEP[d]));
  // A zone's edges facing an empty cell are open (a fence never is).
  const open = o.zones.map(() => 0);
  for (let d = 0; d < 4; d++) if (o.edges[d] !== '|' && !neighbours[d]) open[o.edgeZone[d]]++;
  o.zones.forEach((z, i) => {
    nodes.push({
      p: base + i,
      terrain: z.terrain,
      colour: z.colour,
      open: open[i],
      zones: 1,
      sheep: z.sheep,
      fish: z.fish,
      wolves: z.character === 'wolf' ? 1 : 0,
      hunters: z.character === 'hunter' ? 1 : 0,
      fishermen: z.character === 'fisherman' ? 1 : 0,
      guards: z.character === 'guard' ? 1 : 0,
    });
  });
  const edgeNode = o.edgeZone.map((z) => base + z);
  for (let d = 0; d < 4; d++) {
    const n = neighbours[d];
    if (!n || o.edges[d] === '|') continue;
    const theirs = find(nodes, n.edgeNode[opposite(d)]);
    nodes[theirs] = { ...nodes[theirs], open: nodes[theirs].open - 1 };
    union(nodes, edgeNode[d], theirs);
  }
  const cell: Cell = {
    key,
    tile,
    face: o.face,
    rot: o.rot,
    edges: o.edges,
    code: o.code,
    edgeNode,
    nodes: o.zones.map((_, i) => base + i),
  };
  const next: Board = { cells: [...board.cells, cell], nodes };
  HEIR.set(next, { parent: board, added: true });
  return next;
}

/** Lays a hunter on a wolf (or a guard on a fisherman): the one under it no longer counts. */
export function coverCharacter(board: Board, key: number, tile: string): Board {
  const i = defined(surroundings(board).index.get(key), `cell ${key}`);
  const cell = board.cells[i];
  const nodes = board.nodes.slice();
  const r = find(nodes, cell.nodes[0]);
  const root = nodes[r];
  nodes[r] =
    root.terrain === 'forest'
      ? { ...root, wolves: root.wolves - 1, hunters: root.hunters + 1 }
      : { ...root, fishermen: root.fishermen - 1, guards: root.guards + 1 };
  const next: Board = { cells: board.cells.map((c, j) => (j === i ? { ...c, cover: tile } : c)), nodes };
  // The same cells are taken.
  HEIR.set(next, { parent: board, added: false });
  return next;
}

/** The board at the start: the Village Square alone at 0,0. */
export function startBoard(): Board {
  return placeTile({ cells: [], nodes: [] }, 'square', orient(faceOf('VVVV'), 0, 0), cellKey(0, 0));
}

/** The roots of the regions of one terrain met by the edges of an empty cell's neighbours. */
export function regionsAround(board: Board, key: number, terrain: Terrain): number[] {
  const out: number[] = [];
  for (let d = 0; d < 4; d++) {
    const n = cellAt(board, key + STEP[d]);
    if (!n) continue;
    const node = n.edgeNode[opposite(d)];
    if (board.nodes[node].terrain !== terrain) continue;
    const r = find(board.nodes, node);
    if (!out.includes(r)) out.push(r);
  }
  return out;
}

/** Pairs of region roots that share a face (two zones of one placed tile), each pair once. */
export function borders(board: Board): [number, number][] {
  const out: [number, number][] = [];
  const seen = new Set<number>();
  for (const cell of board.cells) {
    if (cell.nodes.length < 2) continue;
    const a = find(board.nodes, cell.nodes[0]);
    const b = find(board.nodes, cell.nodes[1]);
    const id = Math.min(a, b) * 65536 + Math.max(a, b);
    if (a === b || seen.has(id)) continue;
    seen.add(id);
    out.push([a, b]);
  }
  return out;
}
