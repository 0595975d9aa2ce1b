/**
 * Faces as the rules see them: edges to match, zones that join into regions, and the
 * distinct ways (face, rotation) a tile can lie, each named once.
 */
import { type Character, COLOUR_LETTERS, type FaceSpec, isCharacter, tileOf } from './tiles.ts';

export type Terrain = 'meadow' | 'forest' | 'village' | 'pond';
export type Pattern = 'mono' | '3+1' | '2+2';

/**
 * What an edge shows to its neighbour: V, F, P, '|' for a fence, or the colour letter
 * of an open meadow. Two edges match when their keys are equal.
 */
export type EdgeKey = string;

export interface Zone {
  readonly terrain: Terrain;
  /** Colour letter of a meadow zone, '' otherwise. */
  readonly colour: string;
  /** Edge directions (0 N, 1 E, 2 S, 3 W) at rotation 0. */
  readonly edges: readonly number[];
  readonly sheep: number;
  readonly fish: number;
  readonly character: Character | null;
}

export interface Face {
  readonly spec: FaceSpec;
  readonly pattern: Pattern;
  /** Four edge keys, N E S W. */
  readonly edges: string;
  readonly zones: readonly Zone[];
  /** The zone index of each edge direction. */
  readonly edgeZone: readonly number[];
}

const terrainOf = (ch: string): Terrain => (ch === 'V' ? 'village' : ch === 'F' ? 'forest' : ch === 'P' ? 'pond' : 'meadow');

/** The key an edge letter shows: fences all look alike, open meadows by colour. */
export const edgeKey = (ch: string): EdgeKey =>
  COLOUR_LETTERS.includes(ch) ? ch : COLOUR_LETTERS.includes(ch.toLowerCase()) ? '|' : ch;

const CHARACTER_EDGES: Record<Character, string> = { wolf: 'FFFF', hunter: 'FFFF', fisherman: 'PPPP', guard: 'PPPP' };

/** Parses a face as written in the tables; throws on anything the rules page does not allow. */
export function parseFace(spec: FaceSpec): Face {
  if (isCharacter(spec)) {
    const edges = CHARACTER_EDGES[spec];
    const zone: Zone = { terrain: terrainOf(edges[0]), colour: '', edges: [0, 1, 2, 3], sheep: 0, fish: 0, character: spec };
    return { spec, pattern: 'mono', edges, zones: [zone], edgeZone: [0, 0, 0, 0] };
  }
  if (!/^[kbryKBRYVFP]{4}$/.test(spec)) throw new Error(`bad face ${spec}`);
  // Zones are runs of one terrain (and, for meadows, one colour) round the face.
  const group = (ch: string) => ch.toLowerCase();
  const same = [0, 1, 2, 3].map((d) => group(spec[d]) === group(spec[(d + 1) % 4])); // d joins d+1
  let pattern: Pattern;
  let runs: number[][];
  if (same.every(Boolean)) {
    pattern = 'mono';
    runs = [[0, 1, 2, 3]];
  } else if (same[0] && same[1] && !same[2] && !same[3]) {
    pattern = '3+1';
    runs = [[0, 1, 2], [3]];
  } else if (same[0] && !same[1] && same[2] && !same[3]) {
    pattern = '2+2';
    runs = [
      [0, 1],
      [2, 3],
    ];
  } else {
    throw new Error(`face ${spec} is not mono, 3+1 (N E S + W) or 2+2 (N E + S W)`);
  }
  const zones = runs.map((edges): Zone => {
    const terrain = terrainOf(spec[edges[0]]);
    const n = edges.length;
    if (terrain === 'meadow' && !edges.some((d) => COLOUR_LETTERS.includes(spec[d])))
      throw new Error(`face ${spec}: a meadow zone without an open edge`);
    return {
      terrain,
      colour: terrain === 'meadow' ? group(spec[edges[0]]) : '',
      edges,
      sheep: terrain === 'meadow' ? n : 0,
      fish: terrain === 'pond' ? n - 1 : 0,
      character: null,
    };
  });
  const edgeZone = [0, 1, 2, 3].map((d) => runs.findIndex((r) => r.includes(d)));
  return { spec, pattern, edges: [...spec].map(edgeKey).join(''), zones, edgeZone };
}

const EDGE_CODES = 'VFP|kbry';
/** Edge keys packed three bits per direction (N lowest), so matching is one integer test. */
export function edgeCode(edges: string): number {
  let code = 0;
  for (let d = 0; d < 4; d++) code |= EDGE_CODES.indexOf(edges[d]) << (3 * d);
  return code;
}

/** A face turned clockwise by `rot` quarter turns: the edge now at d was at d - rot. */
export interface Orientation {
  readonly face: 0 | 1;
  readonly rot: number;
  /** Edge keys N E S W after rotation. */
  readonly edges: string;
  /** The same, packed (see edgeCode). */
  readonly code: number;
  /** Zone index of each direction after rotation. */
  readonly edgeZone: readonly number[];
  readonly zones: readonly Zone[];
}

export function orient(face: Face, side: 0 | 1, rot: number): Orientation {
  const from = (d: number) => (d - rot + 4) % 4;
  const edges = [0, 1, 2, 3].map((d) => face.edges[from(d)]).join('');
  return {
    face: side,
    rot,
    edges,
    code: edgeCode(edges),
    edgeZone: [0, 1, 2, 3].map((d) => face.edgeZone[from(d)]),
    zones: face.zones,
  };
}

const layout = (face: Face, rot: number) => [0, 1, 2, 3].map((d) => face.spec[(d - rot + 4) % 4]).join('');

const FACES = new Map<FaceSpec, Face>();
/** The parsed face (cached: faces are immutable data). */
export function faceOf(spec: FaceSpec): Face {
  let face = FACES.get(spec);
  if (!face) {
    face = parseFace(spec);
    FACES.set(spec, face);
  }
  return face;
}

const PLACINGS = new Map<string, readonly Orientation[]>();
/**
 * The distinct landscape placings of a tile: every face that is not a character or '?',
 * every rotation, keeping only the first (lowest face, then lowest rotation) of each
 * edge layout.
 */
export function placings(tileId: string): readonly Orientation[] {
  let list = PLACINGS.get(tileId);
  if (!list) {
    const seen = new Set<string>();
    const out: Orientation[] = [];
    const tile = tileOf(tileId);
    for (const side of [0, 1] as const) {
      const spec = tile.faces[side];
      if (spec === '?' || isCharacter(spec)) continue;
      const face = faceOf(spec);
      for (let rot = 0; rot < 4; rot++) {
        const key = layout(face, rot);
        if (seen.has(key)) continue;
        seen.add(key);
        out.push(orient(face, side, rot));
      }
    }
    list = out;
    PLACINGS.set(tileId, list);
  }
  return list;
}

/** The placing a (face, rotation) name denotes, if that is its one legal name. */
export function placingNamed(tileId: string, face: number, rot: number): Orientation | undefined {
  return placings(tileId).find((o) => o.face === face && o.rot === rot);
}
