/** What a seat may know, and a full state imagined from it (for bots). */
import type { Rng, Seat } from '@parlour/engine';
import { type Board, cellKey, cellX, cellY, coverCharacter, placeTile, startBoard } from './board.ts';
import { faceOf, orient } from './faces.ts';
import type { WoolyBullyOptions } from './options.ts';
import { type LogEntry, NEW_TURN, type Quit, type TurnDone, tilesInGame, type WoolyBullyState } from './state.ts';
import { COLOURS, type Colour, tileOf } from './tiles.ts';

export interface PlacedTile {
  readonly x: number;
  readonly y: number;
  readonly tile: string;
  readonly face: 0 | 1;
  readonly rot: number;
  readonly cover?: string;
}

export interface WoolyBullyView {
  /** The viewer; null for a spectator. */
  readonly seat: Seat | null;
  readonly players: number;
  readonly options: WoolyBullyOptions;
  /** The board, cell by cell (the Village Square included). */
  readonly board: readonly PlacedTile[];
  readonly hand: readonly string[] | null;
  readonly colour: Colour | null;
  readonly handSizes: readonly number[];
  readonly bagSize: number;
  /** Each seat's colour once revealed (all of them at the end). */
  readonly colours: readonly (Colour | null)[];
  readonly revealed: readonly boolean[];
  readonly quits: readonly Quit[];
  readonly box: Seat | null;
  readonly current: Seat | null;
  readonly turn: TurnDone;
  readonly idle: readonly Seat[];
  readonly over: boolean;
  /** The public history. */
  readonly log: readonly LogEntry[];
}

export function boardTiles(board: Board): PlacedTile[] {
  return board.cells.map((c) => {
    return { x: cellX(c.key), y: cellY(c.key), tile: c.tile, face: c.face, rot: c.rot, ...(c.cover ? { cover: c.cover } : {}) };
  });
}

/** Rebuilds the board (regions and all) from its tiles. */
export function boardOf(tiles: readonly PlacedTile[]): Board {
  let board = startBoard();
  for (const t of tiles) {
    if (t.tile === 'square') continue;
    const spec = tileOf(t.tile).faces[t.face];
    const key = cellKey(t.x, t.y);
    board = placeTile(board, t.tile, orient(faceOf(spec), t.face, t.rot), key);
    if (t.cover) board = coverCharacter(board, key, t.cover);
  }
  return board;
}

export function view(state: WoolyBullyState, seat: Seat | null): WoolyBullyView {
  return {
    seat,
    players: state.players,
    options: state.options,
    board: boardTiles(state.board),
    hand: seat === null ? null : state.hands[seat],
    colour: seat === null ? null : state.colours[seat],
    handSizes: state.hands.map((h) => h.length),
    bagSize: state.bag.length,
    colours: state.colours.map((c, s) => (state.over || state.revealed[s] || s === seat ? c : null)),
    revealed: state.revealed,
    quits: state.quits,
    box: state.box,
    current: state.over ? null : state.current,
    turn: state.turn,
    idle: state.idle,
    over: state.over,
    log: state.log,
  };
}

/** Colours nobody has shown this seat, shuffled onto the seats it does not know. */
export function imagineColours(known: readonly (Colour | null)[], rng: Rng): Colour[] {
  const free = rng.shuffle(COLOURS.filter((c) => !known.includes(c)));
  return known.map((c) => c ?? (free.pop() as Colour));
}

/** Deals the tiles a seat cannot see into hands and bag of the given sizes; the rest set aside. */
function imagineTiles(
  pool: string[],
  handSizes: readonly number[],
  own: Seat | null,
  ownHand: readonly string[] | null,
  bagSize: number,
  rng: Rng,
): { hands: string[][]; bag: string[]; rest: string[] } {
  rng.shuffle(pool);
  const hands = handSizes.map((n, s) => (s === own && ownHand ? [...ownHand] : pool.splice(0, n)));
  const bag = pool.splice(0, bagSize);
  return { hands, bag, rest: pool };
}

export function sample(v: WoolyBullyView, seat: Seat | null, rng: Rng): WoolyBullyState {
  const board = boardOf(v.board);
  const onBoard = new Set(v.board.map((t) => t.tile));
  for (const t of v.board) if (t.cover) onBoard.add(t.cover);
  const mine = new Set(v.hand ?? []);
  const pool = tilesInGame(v.options).filter((t) => !onBoard.has(t) && !mine.has(t));
  const { hands, bag, rest } = imagineTiles(pool, v.handSizes, seat, v.hand, v.bagSize, rng);
  return {
    players: v.players,
    options: v.options,
    rng: rng.state(),
    colours: imagineColours(v.colours, rng),
    board,
    hands,
    bag,
    removed: rest,
    discarded: hands.map(() => []),
    revealed: v.revealed,
    quits: v.quits,
    box: v.box,
    current: v.current ?? 0,
    turn: v.over ? NEW_TURN : v.turn,
    idle: v.idle,
    over: v.over,
    log: v.log,
  };
}
