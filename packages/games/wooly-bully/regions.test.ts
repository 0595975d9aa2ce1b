/** Regions and scoring on hand-built boards: every enclosure, wolves and hunters, ponds. */
import { describe, expect, it } from 'vitest';
import { type Board, cellKey, coverCharacter, find, fits, placeTile, regionOf, startBoard } from './board.ts';
import { faceOf, orient } from './faces.ts';
import type { WoolyBullyOptions } from './options.ts';
import { characterCells } from './placing.ts';
import { bestFields } from './scoring.ts';
import { characterOf, tileOf } from './tiles.ts';

const BASE: WoolyBullyOptions = { aquatic: false, discard32: false, waterproofWool: false };
const AQUATIC: WoolyBullyOptions = { aquatic: true, discard32: false, waterproofWool: false };

/** Lays a tile's face (or its character) at x, y, checking that it fits. */
function lay(board: Board, tile: string, face: 0 | 1, rot: number, x: number, y: number): Board {
  const o = orient(faceOf(tileOf(tile).faces[face]), face, rot);
  expect(fits(board, o.edges, cellKey(x, y)), `${tile} at ${x},${y}`).toBe(true);
  return placeTile(board, tile, o, cellKey(x, y));
}

/** Lays a first tile anywhere, away from the square, to build a scene from. */
function anchor(board: Board, tile: string, face: 0 | 1, x: number, y: number): Board {
  return placeTile(board, tile, orient(faceOf(tileOf(tile).faces[face]), face, 0), cellKey(x, y));
}

/** A character tile through its own rule (beside its terrain, or covering). */
function character(board: Board, tile: string, x: number, y: number): Board {
  const who = characterOf(tile)!;
  const key = cellKey(x, y);
  expect(characterCells(board, who), `${who} at ${x},${y}`).toContain(key);
  return board.cells.some((c) => c.key === key)
    ? coverCharacter(board, key, tile)
    : placeTile(board, tile, orient(faceOf(who), 0, 0), key);
}

const best = (board: Board, options = BASE) => bestFields(board, options);
const zoneAt = (board: Board, x: number, y: number, zone = 0) =>
  regionOf(board, board.cells.find((c) => c.key === cellKey(x, y))!.nodes[zone]);

describe('enclosures', () => {
  it('closes a field with edge fences', () => {
    let b = lay(startBoard(), 'L53', 0, 0, 0, -1); // VVVk: village round the square, a black meadow edge W
    expect(zoneAt(b, 0, -1, 1).open).toBe(1);
    expect(best(b).black.worth).toBe(0);
    b = lay(b, 'L21', 0, 1, -1, -1); // kKKK turned so its open edge faces E
    expect(best(b).black).toMatchObject({ sheep: 5, worth: 5, tiles: 2 });
  });

  it('closes a field with the fence inside a tile between two meadows', () => {
    let b = lay(startBoard(), 'L45', 1, 0, 0, -1); // VVVr
    b = lay(b, 'L08', 0, 2, -1, -1); // kKKr turned: N fence, E red, S black, W fence
    expect(best(b).red).toMatchObject({ sheep: 2, tiles: 2 });
    expect(best(b).black.worth).toBe(0); // its black meadow still faces an empty cell
  });

  it('closes a field with a forest', () => {
    let b = lay(startBoard(), 'L53', 0, 0, 0, -1); // VVVk
    b = lay(b, 'L29', 1, 1, -1, -1); // kKFF turned: N forest, E black, S fence, W forest
    expect(zoneAt(b, -1, -1, 1).terrain).toBe('forest');
    expect(zoneAt(b, -1, -1, 1).open).toBe(2);
    expect(best(b).black).toMatchObject({ sheep: 3, tiles: 2 });
  });

  it('closes a field with a village', () => {
    let b = lay(startBoard(), 'L49', 0, 0, 1, 0); // kKKV: meadow N E S, village W on the square
    b = lay(b, 'L21', 0, 2, 1, -1); // kKKK open S
    expect(best(b).black).toMatchObject({ sheep: 7, tiles: 2 });
  });

  it('closes a field with a pond', () => {
    let b = lay(startBoard(), 'A17', 1, 0, 0, -1); // PPVV
    b = lay(b, 'A05', 0, 0, 1, -1); // kKKP, its pond on PPVV's pond
    b = lay(b, 'L21', 0, 2, 1, -2); // kKKK open S
    expect(best(b, AQUATIC).black).toMatchObject({ sheep: 7, fish: 0, worth: 7 }); // the pond is still open
  });

  it('joins nothing through two facing fences', () => {
    let b = anchor(startBoard(), 'L21', 0, 20, 0); // kKKK open N
    b = lay(b, 'L26', 0, 0, 21, 0); // kKKK: its W fence faces the other's E fence
    const [left, right] = [b.cells[1], b.cells[2]];
    expect(find(b.nodes, left.nodes[0])).not.toBe(find(b.nodes, right.nodes[0]));
    expect(regionOf(b, left.nodes[0])).toMatchObject({ sheep: 4, open: 1, zones: 1 });
  });
});

/** A forest at 30,0 with a black field south (6 sheep) and a blue one north (6 sheep). */
function forestWithTwoFields(): Board {
  let b = anchor(startBoard(), 'L57', 0, 30, 0); // FFFF
  b = lay(b, 'L31', 1, 2, 30, 1); // kKFF turned: forest N and E, black S, fence W
  b = lay(b, 'L26', 0, 0, 30, 2); // kKKK open N
  b = lay(b, 'L21', 1, 0, 30, -1); // bBFF: blue N, fence E, forest S and W
  b = lay(b, 'L29', 0, 2, 30, -2); // bBBB open S
  return b;
}

describe('wolves and hunters', () => {
  it('a wolf cancels every field bordering its forest; a hunter on it restores them', () => {
    let b = forestWithTwoFields();
    expect(best(b).black.worth).toBe(6);
    expect(best(b).blue.worth).toBe(6);
    b = character(b, 'W1', 31, 0);
    expect(best(b).black.worth).toBe(0);
    expect(best(b).blue.worth).toBe(0);
    // No preventive hunter beside a forest with an uncovered wolf, but one may cover it.
    expect(characterCells(b, 'hunter')).not.toContain(cellKey(29, 0));
    b = character(b, 'H1', 31, 0);
    expect(best(b).black.worth).toBe(6);
    expect(best(b).blue.worth).toBe(6);
    // The forest now holds a hunter: no new wolf.
    expect(characterCells(b, 'wolf')).not.toContain(cellKey(29, 0));
    expect(characterCells(b, 'hunter')).toContain(cellKey(29, 0));
  });

  it('a forest with a preventive hunter stays infested once it merges with a wolf forest', () => {
    let b = anchor(startBoard(), 'L57', 0, 10, 0); // forest A
    b = character(b, 'W1', 11, 0);
    b = anchor(b, 'L57', 1, 13, 0); // forest B
    b = character(b, 'H1', 14, 0);
    b = lay(b, 'L31', 1, 2, 13, 1); // kKFF: forest N, black S
    b = lay(b, 'L26', 0, 0, 13, 2); // kKKK open N
    expect(best(b).black.worth).toBe(6);
    // A wolf may not join the two: B holds a hunter.
    expect(characterCells(b, 'wolf')).not.toContain(cellKey(12, 0));
    b = lay(b, 'L58', 0, 0, 12, 0); // FFFF joins A and B
    expect(zoneAt(b, 13, 0)).toMatchObject({ wolves: 1, hunters: 1 });
    expect(best(b).black.worth).toBe(0);
  });
});

/** PPVV on the square, kKKP beside it, its field closed north: pond open only to the north. */
function pondScene(): Board {
  let b = lay(startBoard(), 'A17', 1, 0, 0, -1); // PPVV
  b = lay(b, 'A05', 0, 0, 1, -1); // kKKP
  return lay(b, 'L21', 0, 2, 1, -2); // kKKK open S
}

describe('ponds, fishermen and guards', () => {
  it('a closed pond gives its fish to the enclosed fields that border it', () => {
    const b = lay(pondScene(), 'A08', 0, 3, 0, -2); // kKKP turned: its pond closes the pond
    expect(zoneAt(b, 0, -1, 0)).toMatchObject({ terrain: 'pond', open: 0, fish: 1 });
    expect(best(b, AQUATIC).black).toMatchObject({ sheep: 7, fish: 1, worth: 8 });
  });

  it('a fisherman empties a pond; a guard on him gives the fish back; a preventive guard forbids him', () => {
    let b = lay(startBoard(), 'A17', 1, 0, 0, -1); // PPVV: its pond open to the north
    b = lay(b, 'A05', 0, 0, 1, -1); // kKKP
    expect(characterCells(b, 'fisherman')).toContain(cellKey(0, -2));
    b = character(b, 'X1', 0, -2);
    expect(zoneAt(b, 0, -1, 0)).toMatchObject({ fishermen: 1 });
    expect(characterCells(b, 'guard')).not.toContain(cellKey(-1, -2)); // no preventive guard beside him
    b = character(b, 'G1', 0, -2);
    expect(zoneAt(b, 0, -1, 0)).toMatchObject({ fishermen: 0, guards: 1 });
    expect(characterCells(b, 'fisherman')).not.toContain(cellKey(-1, -2));
  });

  it('a fished pond gives no fish even when closed, until a guard covers the fisherman', () => {
    // The fisherman's pond at 50,0, closed by four tiles each with a one-edge pond.
    let b = anchor(startBoard(), 'X1', 0, 50, 0);
    b = lay(b, 'A05', 0, 0, 51, 0); // kKKP: pond W
    b = lay(b, 'A08', 0, 3, 50, -1); // kKKP turned: pond S
    b = lay(b, 'A12', 1, 2, 49, 0); // rRRP turned: pond E
    b = lay(b, 'A01', 1, 1, 50, 1); // rRRP turned: pond N
    b = lay(b, 'L21', 0, 2, 51, -1); // kKKK open S closes the field of 51,0
    expect(zoneAt(b, 50, 0)).toMatchObject({ open: 0, fishermen: 1, fish: 0 });
    expect(best(b, AQUATIC).black).toMatchObject({ sheep: 7, fish: 0 });
    b = character(b, 'G1', 50, 0);
    expect(zoneAt(b, 50, 0)).toMatchObject({ open: 0, fishermen: 0, guards: 1 });
    // The same closing on a pond with fish: a fisherman in the closed pond takes them all.
    const closed = lay(pondScene(), 'A08', 0, 3, 0, -2);
    const pond = find(closed.nodes, closed.cells[1].nodes[0]);
    const fished: Board = { ...closed, nodes: closed.nodes.map((n, i) => (i === pond ? { ...n, fishermen: 1 } : n)) };
    expect(best(closed, AQUATIC).black.fish).toBe(1);
    expect(best(fished, AQUATIC).black.fish).toBe(0);
  });

  it('waterproof wool merges the enclosed fields of one colour that border one pond', () => {
    let b = anchor(startBoard(), 'A18', 0, 40, 0); // PPPP
    b = lay(b, 'A04', 0, 0, 40, -1); // kKPP: pond S
    b = lay(b, 'L21', 0, 2, 40, -2); // kKKK open S
    b = lay(b, 'A06', 0, 2, 40, 1); // kKPP turned: pond N
    b = lay(b, 'L26', 0, 0, 40, 2); // kKKK open N
    expect(best(b, AQUATIC).black).toMatchObject({ sheep: 6, tiles: 2 });
    expect(best(b, { ...AQUATIC, waterproofWool: true }).black).toMatchObject({
      sheep: 12,
      tiles: 4,
      regions: [expect.any(Number), expect.any(Number)],
    });
  });
});
