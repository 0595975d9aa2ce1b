/**
 * A Wooly Bully tile face as the client draws it. Edges go N, E, S, W: `V` village,
 * `F` forest, `P` pond, `m0`..`m3` open meadow of a sheep colour, `f0`..`f3` the same
 * meadow with a fence along the edge. Zones: in `2+2` N+E and S+W form the two zones; in
 * `3+1` N+E+S and W.
 */
export type Edge = 'V' | 'F' | 'P' | `m${SheepColour}` | `f${SheepColour}`;
export type SheepColour = 0 | 1 | 2 | 3;
export type Pattern = 'mono' | '3+1' | '2+2';
export type Character = 'wolf' | 'hunter' | 'fisherman' | 'guard' | 'shepherd' | 'square';

export interface TileFace {
  readonly edges: readonly [Edge, Edge, Edge, Edge];
  readonly pattern: Pattern;
  readonly character?: Character;
}

export type Terrain = 'village' | 'forest' | 'pond' | 'meadow';

export const terrainOf = (edge: Edge): Terrain =>
  edge === 'V' ? 'village' : edge === 'F' ? 'forest' : edge === 'P' ? 'pond' : 'meadow';

export const colourOf = (edge: Edge): SheepColour | null => (edge.length === 2 ? (Number(edge[1]) as SheepColour) : null);

export const isFenced = (edge: Edge): boolean => edge[0] === 'f';

/** What makes two neighbouring edges one zone: the same terrain, and for meadows the same colour. */
const groupOf = (edge: Edge): string => (edge.length === 2 ? `m${edge[1]}` : edge);

/**
 * The zones of a face as runs of edge indices (0 N, 1 E, 2 S, 3 W) round the tile, read
 * from the edges themselves so any rotation draws right.
 */
export function zonesOf(edges: readonly Edge[]): number[][] {
  const joins = [0, 1, 2, 3].map((d) => groupOf(edges[d]) === groupOf(edges[(d + 1) % 4]));
  if (joins.every(Boolean)) return [[0, 1, 2, 3]];
  const start = (joins.indexOf(false) + 1) % 4;
  const runs: number[][] = [];
  for (let k = 0; k < 4; k++) {
    const d = (start + k) % 4;
    if (k === 0 || !joins[(d + 3) % 4]) runs.push([d]);
    else runs[runs.length - 1].push(d);
  }
  return runs.sort((a, b) => Math.min(...a) - Math.min(...b));
}

/** Kept for faces written with a pattern at rotation 0 (N+E | S+W, N+E+S | W). */
export function zones(pattern: Pattern): number[][] {
  if (pattern === 'mono') return [[0, 1, 2, 3]];
  if (pattern === '3+1') return [[0, 1, 2], [3]];
  return [
    [0, 1],
    [2, 3],
  ];
}

const LETTERS = 'kbry';
const CHARACTER_EDGES: Record<string, Edge> = { wolf: 'F', hunter: 'F', fisherman: 'P', guard: 'P' };

/**
 * A face as the games write it: four letters N E S W (`kbry` open meadow of black, blue,
 * red, yellow; upper case the same with a fence; V, F, P), or a character's name. Null
 * for the hidden face of a shepherd ("?").
 */
export function faceFromSpec(spec: string, character?: Character): TileFace | null {
  if (spec in CHARACTER_EDGES) {
    const e = CHARACTER_EDGES[spec];
    return { edges: [e, e, e, e], pattern: 'mono', character: spec as Character };
  }
  if (spec.length !== 4) return null;
  const edges = [...spec].map((ch): Edge => {
    const i = LETTERS.indexOf(ch.toLowerCase());
    if (i < 0) return ch as Edge;
    return `${ch === LETTERS[i] ? 'm' : 'f'}${i as SheepColour}`;
  }) as [Edge, Edge, Edge, Edge];
  const count = zonesOf(edges).length;
  return {
    edges,
    pattern: count === 1 ? 'mono' : zonesOf(edges).some((z) => z.length === 3) ? '3+1' : '2+2',
    ...(character ? { character } : {}),
  };
}

/** Rotating a quarter turn clockwise moves each edge one place on: N goes to E. */
export function rotate(edges: readonly [Edge, Edge, Edge, Edge], quarterTurns: number): [Edge, Edge, Edge, Edge] {
  const r = ((quarterTurns % 4) + 4) % 4;
  return [0, 1, 2, 3].map((i) => edges[(i - r + 4) % 4]) as [Edge, Edge, Edge, Edge];
}

/** Sheep colours: black, blue, red, yellow, each also told apart by its pattern (Okabe-Ito inks). */
export const SHEEP = [
  { ink: '#1b1b1f', pattern: 'solid' },
  { ink: '#0072b2', pattern: 'stripes' },
  { ink: '#d55e00', pattern: 'dots' },
  { ink: '#e6c300', pattern: 'checks' },
] as const;

export const SHEEP_NAMES = {
  en: ['black', 'blue', 'red', 'yellow'],
  ms: ['hitam', 'biru', 'merah', 'kuning'],
  fr: ['noir', 'bleu', 'rouge', 'jaune'],
} as const;

const TERRAIN_NAMES = {
  en: { village: 'village', forest: 'forest', pond: 'pond', meadow: 'meadow' },
  ms: { village: 'kampung', forest: 'hutan', pond: 'kolam', meadow: 'padang' },
  fr: { village: 'village', forest: 'forêt', pond: 'étang', meadow: 'prairie' },
} as const;

const CHARACTER_NAMES = {
  en: {
    wolf: 'wolf',
    hunter: 'hunter',
    fisherman: 'fisherman',
    guard: 'fishing guard',
    shepherd: 'shepherd',
    square: 'village square',
  },
  ms: {
    wolf: 'serigala',
    hunter: 'pemburu',
    fisherman: 'nelayan',
    guard: 'pengawal perikanan',
    shepherd: 'gembala',
    square: 'dataran kampung',
  },
  fr: {
    wolf: 'loup',
    hunter: 'chasseur',
    fisherman: 'pêcheur',
    guard: 'garde-pêche',
    shepherd: 'berger',
    square: 'place du village',
  },
} as const;

/** "Tile: meadow (blue, 2 sheep), forest" — what a screen reader says for a face. */
export function tileName(face: TileFace, lang: 'en' | 'ms' | 'fr'): string {
  const parts = zonesOf(face.edges).map((zone) => {
    const edge = face.edges[zone[0]];
    const terrain = TERRAIN_NAMES[lang][terrainOf(edge)];
    const colour = colourOf(edge);
    return colour === null ? terrain : `${terrain} (${SHEEP_NAMES[lang][colour]}, ${zone.length})`;
  });
  if (face.character) parts.unshift(CHARACTER_NAMES[lang][face.character]);
  return parts.join(', ');
}
