/**
 * The tiles as data, exactly as the rules page's tables give them (edges N, E, S, W at
 * rotation 0). A face is written as four edge letters: a lower-case colour letter is an
 * open meadow edge of that colour (k black, b blue, r red, y yellow), its upper-case
 * letter a fenced meadow edge of that colour, V village, F forest, P pond. A character
 * face or the shepherd's hidden back is written by its name.
 */
export const COLOURS = ['black', 'blue', 'red', 'yellow'] as const;
export type Colour = (typeof COLOURS)[number];

/** The letter of each colour in face strings. */
export const COLOUR_LETTERS = 'kbry';

export const CHARACTERS = ['wolf', 'hunter', 'fisherman', 'guard'] as const;
export type Character = (typeof CHARACTERS)[number];

/** A face as written in the tables: four edges, or the name of a character face, or '?'. */
export type FaceSpec = string;

export interface Tile {
  readonly id: string;
  readonly faces: readonly [FaceSpec, FaceSpec];
}

/** The 60 regular base tiles: the faces of the base table, paired so no colour is on both faces. */
export const REGULAR_BASE_TILES: readonly (readonly [FaceSpec, FaceSpec])[] = [
  ['kKrR', 'bByY'],
  ['bBrR', 'kKKy'],
  ['rRRy', 'kKbB'],
  ['bByY', 'kKrR'],
  ['kKbB', 'yYYr'],
  ['kKKb', 'rRyY'],
  ['kKyY', 'bBBr'],
  ['kKKr', 'bBBy'],
  ['kKyY', 'bBrR'],
  ['yYYk', 'rRRb'],
  ['rRRk', 'yYYb'],
  ['bBBk', 'rRyY'],
  ['bbFF', 'rRRR'],
  ['yYYY', 'bBVV'],
  ['VVVy', 'rRVV'],
  ['yYVV', 'rrVV'],
  ['yYyY', 'VVVb'],
  ['yYYY', 'rRrR'],
  ['kkVV', 'rRFF'],
  ['bBVV', 'rRRR'],
  ['kKKK', 'bBFF'],
  ['bbbb', 'rRFF'],
  ['FFFy', 'rrFF'],
  ['kKVV', 'rRrR'],
  ['yYVV', 'rrrR'],
  ['kKKK', 'yYFF'],
  ['kkkk', 'yyYY'],
  ['bbBB', 'kKVV'],
  ['bBBB', 'kKFF'],
  ['rRRR', 'VVVb'],
  ['rrRR', 'kKFF'],
  ['FFFr', 'yYYV'],
  ['kkKK', 'bbBB'],
  ['kKVV', 'yYYF'],
  ['kkKK', 'yYyY'],
  ['FFFb', 'rrRR'],
  ['bbBB', 'yyFF'],
  ['bBVV', 'rRRF'],
  ['VVVk', 'bBbB'],
  ['bBFF', 'FFFk'],
  ['bBBV', 'yYYY'],
  ['bBBB', 'rRVV'],
  ['bbbB', 'rrrr'],
  ['kkFF', 'bBbB'],
  ['VVVy', 'VVVr'],
  ['yyyy', 'VVVr'],
  ['kKKK', 'yyVV'],
  ['kKKF', 'rrRR'],
  ['kKKV', 'yyyY'],
  ['yYVV', 'kKkK'],
  ['yyYY', 'kkKK'],
  ['bbVV', 'kKkK'],
  ['VVVk', 'bBBB'],
  ['kkkK', 'rRVV'],
  ['yYFF', 'rRRV'],
  ['bBBF', 'yyYY'],
  ['FFFF', 'FFFF'],
  ['FFFF', 'VVVV'],
  ['VVVV', 'VVVV'],
  ['FFFF', 'VVVV'],
];

/** The 26 regular tiles of the aquatic extension. */
export const REGULAR_AQUATIC_TILES: readonly (readonly [FaceSpec, FaceSpec])[] = [
  ['yYPP', 'rRRP'],
  ['bBPP', 'PPPk'],
  ['PPPb', 'PPPr'],
  ['kKPP', 'bBPP'],
  ['kKKP', 'PPPr'],
  ['kKPP', 'bBPP'],
  ['yYPP', 'PPPk'],
  ['kKKP', 'PPPb'],
  ['yYYP', 'rRPP'],
  ['bBPP', 'rRPP'],
  ['yYPP', 'kKPP'],
  ['PPPy', 'rRRP'],
  ['PPPy', 'bBBP'],
  ['yYPP', 'kKPP'],
  ['yYYP', 'rRPP'],
  ['bBBP', 'rRPP'],
  ['PPPP', 'PPVV'],
  ['PPPP', 'PPPP'],
  ['PPPP', 'PPFF'],
  ['PPPP', 'PPPP'],
  ['PPVV', 'PPFF'],
  ['PPPP', 'PPPP'],
  ['PPPP', 'PPPP'],
  ['PPPP', 'PPFF'],
  ['PPVV', 'PPFF'],
  ['PPPP', 'PPVV'],
];

const number = (n: number): string => String(n).padStart(2, '0');
/** The mono meadow back of a shepherd, wolf or hunter: `c c | |`. */
const meadowBack = (letter: string): FaceSpec => `${letter}${letter}${letter.toUpperCase()}${letter.toUpperCase()}`;

/** The 68 landscape tiles of the base game: L01-L60, wolves W1-W4, hunters H1-H4. */
export const BASE_TILES: readonly Tile[] = [
  ...REGULAR_BASE_TILES.map((faces, i) => ({ id: `L${number(i + 1)}`, faces })),
  ...[...COLOUR_LETTERS].map((c, i): Tile => ({ id: `W${i + 1}`, faces: ['wolf', meadowBack(c)] })),
  ...[...COLOUR_LETTERS].map((c, i): Tile => ({ id: `H${i + 1}`, faces: ['hunter', meadowBack(c)] })),
];

/** The 32 tiles of the aquatic extension: A01-A26, fishermen X1-X3, guards G1-G3. */
export const AQUATIC_TILES: readonly Tile[] = [
  ...REGULAR_AQUATIC_TILES.map((faces, i) => ({ id: `A${number(i + 1)}`, faces })),
  ...[1, 2, 3].map((i): Tile => ({ id: `X${i}`, faces: ['fisherman', 'PPPP'] })),
  ...[1, 2, 3].map((i): Tile => ({ id: `G${i}`, faces: ['guard', 'PPPP'] })),
];

export const SQUARE: Tile = { id: 'square', faces: ['VVVV', 'VVVV'] };

export const shepherdId = (colour: Colour): string => `shepherd-${colour}`;

export const SHEPHERDS: readonly Tile[] = COLOURS.map((colour, i) => ({
  id: shepherdId(colour),
  faces: [meadowBack(COLOUR_LETTERS[i]), '?'],
}));

export const TILES: ReadonlyMap<string, Tile> = new Map(
  [...BASE_TILES, ...AQUATIC_TILES, SQUARE, ...SHEPHERDS].map((t) => [t.id, t]),
);

export function tileOf(id: string): Tile {
  const tile = TILES.get(id);
  if (!tile) throw new Error(`no tile ${id}`);
  return tile;
}

export function isCharacter(face: FaceSpec): face is Character {
  return (CHARACTERS as readonly string[]).includes(face);
}

/** The character on a tile's first face, if it is a character tile. */
export function characterOf(id: string): Character | null {
  const tile = TILES.get(id);
  return tile && isCharacter(tile.faces[0]) ? tile.faces[0] : null;
}

export function colourOfLetter(letter: string): Colour {
  return COLOURS[COLOUR_LETTERS.indexOf(letter.toLowerCase())];
}
