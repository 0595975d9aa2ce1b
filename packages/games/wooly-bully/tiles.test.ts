import { describe, expect, it } from 'vitest';
import { faceOf, parseFace, placings } from './faces.ts';
import {
  AQUATIC_TILES,
  BASE_TILES,
  COLOUR_LETTERS,
  type FaceSpec,
  isCharacter,
  REGULAR_AQUATIC_TILES,
  REGULAR_BASE_TILES,
  SHEPHERDS,
  SQUARE,
} from './tiles.ts';

const coloursOf = (face: FaceSpec) => new Set([...face.toLowerCase()].filter((ch) => COLOUR_LETTERS.includes(ch)));

/** A face written with its colours replaced: one colour as c, two as a then b (in edge order). */
function shape(face: FaceSpec): string {
  const colours = [...coloursOf(face)];
  const order = [...face.toLowerCase()].filter((ch) => colours.includes(ch));
  const first = order[0];
  const names = colours.length === 1 ? { [first]: 'c' } : { [first]: 'a', [order.find((c) => c !== first)!]: 'b' };
  return [...face]
    .map((ch) => {
      const n = names[ch.toLowerCase()];
      return n ? (ch === ch.toLowerCase() ? n : n.toUpperCase()) : ch;
    })
    .join('');
}

function count<T>(items: readonly T[]): Map<T, number> {
  const m = new Map<T, number>();
  for (const x of items) m.set(x, (m.get(x) ?? 0) + 1);
  return m;
}

// The rules page's tables: shape, count per colour (for one-colour faces), count in all.
const BASE_TABLE: [string, number | null, number][] = [
  ['cCCC', 3, 12],
  ['ccCC', 3, 12],
  ['cCcC', 2, 8],
  ['cccC', 1, 4],
  ['cccc', 1, 4],
  ['cCFF', 2, 8],
  ['ccFF', 1, 4],
  ['cCCF', 1, 4],
  ['FFFc', 1, 4],
  ['cCVV', 3, 12],
  ['ccVV', 1, 4],
  ['cCCV', 1, 4],
  ['VVVc', 2, 8],
  ['aAbB', null, 12],
  ['aAAb', null, 12],
  ['FFFF', null, 4],
  ['VVVV', null, 4],
];
const AQUATIC_TABLE: [string, number | null, number][] = [
  ['cCPP', 4, 16],
  ['PPPc', 2, 8],
  ['cCCP', 2, 8],
  ['PPFF', null, 4],
  ['PPVV', null, 4],
  ['PPPP', null, 12],
];

function recount(tiles: readonly (readonly [FaceSpec, FaceSpec])[], table: [string, number | null, number][]) {
  const faces = tiles.flat();
  const shapes = count(faces.map(shape));
  expect(new Set(shapes.keys())).toEqual(new Set(table.map((row) => row[0])));
  for (const [s, perColour, all] of table) {
    expect(shapes.get(s), s).toBe(all);
    if (perColour !== null) {
      for (const c of COLOUR_LETTERS)
        expect(faces.filter((f) => shape(f) === s && coloursOf(f).has(c)).length, `${s} ${c}`).toBe(perColour);
    }
  }
}

describe('the tile set', () => {
  it('has the base table, row by row', () => {
    expect(REGULAR_BASE_TILES.length).toBe(60);
    recount(REGULAR_BASE_TILES, BASE_TABLE);
  });

  it('pairs the two-colour faces as the table says: each colour pair twice in 2+2, each ordered pair once in 3+1', () => {
    const faces = REGULAR_BASE_TILES.flat();
    for (const a of COLOUR_LETTERS)
      for (const b of COLOUR_LETTERS) {
        if (a === b) continue;
        expect(faces.filter((f) => f === `${a}${a.toUpperCase()}${a.toUpperCase()}${b}`).length, `${a}${b}`).toBe(1);
        if (a < b) {
          const pair = faces.filter((f) => shape(f) === 'aAbB' && coloursOf(f).has(a) && coloursOf(f).has(b));
          expect(pair.length, `${a}${b}`).toBe(2);
        }
      }
  });

  it('has the aquatic table, row by row', () => {
    expect(REGULAR_AQUATIC_TILES.length).toBe(26);
    recount(REGULAR_AQUATIC_TILES, AQUATIC_TABLE);
  });

  it('puts every colour on 34 regular base faces', () => {
    for (const c of COLOUR_LETTERS) expect(REGULAR_BASE_TILES.flat().filter((f) => coloursOf(f).has(c)).length).toBe(34);
  });

  it('never puts one colour on both faces of a tile', () => {
    for (const [a, b] of [...REGULAR_BASE_TILES, ...REGULAR_AQUATIC_TILES]) {
      expect(
        [...coloursOf(a)].filter((c) => coloursOf(b).has(c)),
        `${a} / ${b}`,
      ).toEqual([]);
    }
  });

  it('never lets village and forest share a face, and parses every face as mono, 3+1 or 2+2', () => {
    for (const tile of [...BASE_TILES, ...AQUATIC_TILES, SQUARE, ...SHEPHERDS]) {
      for (const spec of tile.faces) {
        if (spec === '?') continue;
        const face = parseFace(spec);
        const terrains = face.zones.map((z) => z.terrain);
        expect(terrains.includes('village') && terrains.includes('forest'), spec).toBe(false);
        expect(['mono', '3+1', '2+2']).toContain(face.pattern);
      }
    }
  });

  it('has 68 base tiles with 4 Wolves and 4 Hunters, and 32 aquatic ones with 3 Fishermen and 3 Guards', () => {
    expect(BASE_TILES.length).toBe(68);
    expect(AQUATIC_TILES.length).toBe(32);
    expect(new Set([...BASE_TILES, ...AQUATIC_TILES].map((t) => t.id)).size).toBe(100);
    const characters = count([...BASE_TILES, ...AQUATIC_TILES].map((t) => t.faces[0]).filter(isCharacter));
    expect(Object.fromEntries(characters)).toEqual({ wolf: 4, hunter: 4, fisherman: 3, guard: 3 });
    // Wolf and Hunter backs: one per colour, `c c | |`; Fisherman and Guard backs: mono pond.
    for (const who of ['wolf', 'hunter']) {
      const backs = BASE_TILES.filter((t) => t.faces[0] === who).map((t) => t.faces[1]);
      expect(backs.map(shape)).toEqual(['ccCC', 'ccCC', 'ccCC', 'ccCC']);
      expect(new Set(backs.map((b) => b[0])).size).toBe(4);
    }
    for (const t of AQUATIC_TILES.filter((t) => isCharacter(t.faces[0]))) expect(t.faces[1]).toBe('PPPP');
    expect(SHEPHERDS.map((t) => shape(t.faces[0]))).toEqual(['ccCC', 'ccCC', 'ccCC', 'ccCC']);
    expect(SQUARE.faces).toEqual(['VVVV', 'VVVV']);
  });

  it('counts sheep by meadow edges and fish by pond edges less one; characters show neither', () => {
    expect(faceOf('kKKK').zones.map((z) => z.sheep)).toEqual([4]);
    expect(faceOf('kKKr').zones.map((z) => z.sheep)).toEqual([3, 1]);
    expect(faceOf('kKPP').zones.map((z) => [z.sheep, z.fish])).toEqual([
      [2, 0],
      [0, 1],
    ]);
    expect(faceOf('PPPP').zones[0].fish).toBe(3);
    expect(faceOf('PPPk').zones[0].fish).toBe(2);
    for (const c of ['wolf', 'hunter', 'fisherman', 'guard']) expect(faceOf(c).zones.map((z) => z.sheep + z.fish)).toEqual([0]);
  });

  it('names each distinct layout once: lowest rotation, first face', () => {
    const names = (id: string) => placings(id).map((o) => `${o.face}${o.rot}`);
    expect(names('L57')).toEqual(['00']); // FFFF on both faces
    expect(names('L58')).toEqual(['00', '10']); // FFFF / VVVV
    expect(names('L23')).toEqual(['00', '01', '02', '03', '10', '11', '12', '13']); // FFFy / rrFF
    expect(names('L17')).toEqual(['00', '01', '10', '11', '12', '13']); // yYyY repeats at a half turn
    expect(names('W1')).toEqual(['10', '11', '12', '13']); // the wolf face is not landscape
  });
});
