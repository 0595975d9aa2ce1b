/** The turn: place, character, reveal, quit, end; draws, passes and the end of the game. */
import { type GameEvent, type Rng, RuleError, requireActor, type Seat } from '@parlour/engine';
import { type Board, cellAt, cellKey, coverCharacter, fits, placeTile, touching } from './board.ts';
import { faceOf, orient, placingNamed } from './faces.ts';
import { type WoolyBullyMove, woolyBullyMoveSchema } from './moves.ts';
import {
  anyLandscapeFits,
  characterCells,
  countLandscapePlacings,
  countShepherdPlacings,
  landscapePlacings,
  nthLandscapePlacing,
  shepherdOrientations,
  shepherdPlacings,
  spot,
} from './placing.ts';
import { bonusOnOffer, isOut, type LogEntry, NEW_TURN, type WoolyBullyState } from './state.ts';
import { characterOf, tileOf } from './tiles.ts';

export function actors(state: WoolyBullyState): Seat[] {
  return state.over ? [] : [state.current];
}

/** Landscape placements allowed this turn: one, and one more once the colour is revealed. */
const allowance = (state: WoolyBullyState): number => (state.turn.revealed ? 2 : 1);

function canEnd(state: WoolyBullyState, seat: Seat): boolean {
  return state.turn.placed > 0 || !anyLandscapeFits(state.board, state.hands[seat]);
}

export function legalMoves(state: WoolyBullyState, seat: Seat): WoolyBullyMove[] {
  if (state.over || seat !== state.current) return [];
  const moves: WoolyBullyMove[] = [];
  const hand = state.hands[seat];
  if (state.turn.placed < allowance(state)) {
    for (const p of landscapePlacings(state.board, hand))
      moves.push({ type: 'place', tile: p.tile, face: p.o.face, rot: p.o.rot, ...spot(p.key) });
  }
  if (!state.turn.character) {
    for (const tile of hand) {
      const character = characterOf(tile);
      if (character)
        for (const key of characterCells(state.board, character)) moves.push({ type: 'character', tile, ...spot(key) });
    }
  }
  if (!state.revealed[seat]) {
    for (const p of shepherdPlacings(state.board, state.colours[seat]))
      moves.push({ type: 'reveal', rot: p.rot, ...spot(p.key) });
  }
  if (canEnd(state, seat)) moves.push({ type: 'end' });
  moves.push({ type: 'quit' });
  return moves;
}

/** Whether the player on turn has made no move of it yet (a turn is up to five moves). */
export function turnStart(state: WoolyBullyState): boolean {
  const t = state.turn;
  return t.placed === 0 && !t.character && !t.revealed && !t.any;
}

/** `end` if it is legal, else the first placement listed. */
export function timeout(state: WoolyBullyState, seat: Seat): WoolyBullyMove {
  if (canEnd(state, seat)) return { type: 'end' };
  const p = landscapePlacings(state.board, state.hands[seat])[0];
  return { type: 'place', tile: p.tile, face: p.o.face, rot: p.o.rot, ...spot(p.key) };
}

function illegal(message: string): never {
  throw new RuleError('illegal-move', message);
}

interface Step {
  state: WoolyBullyState;
  events: GameEvent[];
}

/** Draws `n` tiles (or what is left) into the seat's hand after a placement at `key`. */
function afterPlacement(
  state: WoolyBullyState,
  seat: Seat,
  move: WoolyBullyMove,
  board: Board,
  key: number,
  hand: readonly string[],
  turn: Partial<typeof NEW_TURN>,
): Step {
  const n = Math.min(touching(board, key), state.bag.length);
  const drawn = state.bag.slice(0, n);
  const hands = state.hands.map((h, s) => (s === seat ? [...hand, ...drawn] : h));
  const box = state.options.aquatic && (move.type === 'character' || move.type === 'reveal') ? seat : state.box;
  const next: WoolyBullyState = {
    ...state,
    board,
    hands,
    bag: state.bag.slice(n),
    box,
    turn: { ...state.turn, ...turn, any: true },
    idle: [],
    log: [...state.log, { seat, move, drew: n }],
  };
  const events: GameEvent[] = [
    { type: move.type, to: 'all', seat, move, drew: n },
    ...(n > 0 ? [{ type: 'drawn', to: [seat], tiles: drawn }] : []),
  ];
  return { state: next, events };
}

function placeLandscape(state: WoolyBullyState, seat: Seat, move: Extract<WoolyBullyMove, { type: 'place' }>): Step {
  const hand = state.hands[seat];
  if (state.turn.placed >= allowance(state))
    illegal(state.turn.revealed ? 'You have made both placements of this turn.' : 'You have placed your tile this turn.');
  if (!hand.includes(move.tile)) illegal('That tile is not in your hand.');
  const o = placingNamed(move.tile, move.face, move.rot);
  if (!o) illegal('That face cannot be laid that way: name a placement by its first face and lowest rotation.');
  const key = cellKey(move.x, move.y);
  if (!fits(state.board, o.edges, key)) illegal('The tile must touch a placed tile and match every edge it faces.');
  const board = placeTile(state.board, move.tile, o, key);
  return afterPlacement(
    state,
    seat,
    move,
    board,
    key,
    hand.filter((t) => t !== move.tile),
    { placed: state.turn.placed + 1 },
  );
}

function placeCharacter(state: WoolyBullyState, seat: Seat, move: Extract<WoolyBullyMove, { type: 'character' }>): Step {
  const hand = state.hands[seat];
  if (state.turn.character) illegal('You have already played a character this turn.');
  if (!hand.includes(move.tile)) illegal('That tile is not in your hand.');
  const character = characterOf(move.tile);
  if (!character) illegal('That tile is not a character.');
  const key = cellKey(move.x, move.y);
  if (!characterCells(state.board, character).includes(key)) illegal(`The ${character} cannot go there.`);
  const board = cellAt(state.board, key)
    ? coverCharacter(state.board, key, move.tile)
    : placeTile(state.board, move.tile, orient(faceOf(character), 0, 0), key);
  return afterPlacement(
    state,
    seat,
    move,
    board,
    key,
    hand.filter((t) => t !== move.tile),
    { character: true },
  );
}

function reveal(state: WoolyBullyState, seat: Seat, move: Extract<WoolyBullyMove, { type: 'reveal' }>): Step {
  if (state.revealed[seat]) illegal('You have already revealed your colour.');
  const o = shepherdOrientations(state.colours[seat])[move.rot];
  const key = cellKey(move.x, move.y);
  if (!fits(state.board, o.edges, key)) illegal('Your shepherd must touch a placed tile and match every edge it faces.');
  const board = placeTile(state.board, tileOf(`shepherd-${state.colours[seat]}`).id, o, key);
  const step = afterPlacement(state, seat, move, board, key, state.hands[seat], { revealed: true });
  return { ...step, state: { ...step.state, revealed: state.revealed.map((r, s) => r || s === seat) } };
}

/** The next seat still in after `seat`, clockwise. */
function nextSeat(state: WoolyBullyState, seat: Seat): Seat {
  for (let i = 1; i <= state.players; i++) {
    const s = (seat + i) % state.players;
    if (!isOut(state, s)) return s;
  }
  return seat;
}

/** Over when everyone has quit, or everyone still in has passed with the bag empty since the last placement. */
function closeTurn(state: WoolyBullyState, seat: Seat, events: GameEvent[]): Step {
  const stillIn = Array.from({ length: state.players }, (_, s) => s).filter((s) => !isOut(state, s));
  const over = stillIn.length === 0 || stillIn.every((s) => state.idle.includes(s));
  const next: WoolyBullyState = over
    ? { ...state, over: true, turn: NEW_TURN }
    : { ...state, current: nextSeat(state, seat), turn: NEW_TURN };
  if (over) events.push({ type: 'over', to: 'all', colours: state.colours });
  return { state: next, events };
}

function end(state: WoolyBullyState, seat: Seat): Step {
  if (!canEnd(state, seat)) illegal('You must place a tile first: one of yours fits.');
  if (state.turn.any) {
    const log: LogEntry = { seat, move: { type: 'end' }, drew: 0 };
    return closeTurn({ ...state, log: [...state.log, log] }, seat, [{ type: 'end', to: 'all', seat, drew: 0 }]);
  }
  // A pass: draw one while the bag lasts; once it is empty the pass counts towards the end.
  const n = Math.min(1, state.bag.length);
  const drawn = state.bag.slice(0, n);
  const next: WoolyBullyState = {
    ...state,
    hands: state.hands.map((h, s) => (s === seat ? [...h, ...drawn] : h)),
    bag: state.bag.slice(n),
    idle: n === 0 && !state.idle.includes(seat) ? [...state.idle, seat] : state.idle,
    log: [...state.log, { seat, move: { type: 'end' }, drew: n }],
  };
  const events: GameEvent[] = [
    { type: 'pass', to: 'all', seat, drew: n },
    ...(n > 0 ? [{ type: 'drawn', to: [seat], tiles: drawn }] : []),
  ];
  return closeTurn(next, seat, events);
}

function quit(state: WoolyBullyState, seat: Seat): Step {
  const bonus = bonusOnOffer(state.players, state.quits.length);
  const next: WoolyBullyState = {
    ...state,
    hands: state.hands.map((h, s) => (s === seat ? [] : h)),
    discarded: state.discarded.map((d, s) => (s === seat ? [...d, ...state.hands[seat]] : d)),
    quits: [...state.quits, { seat, bonus }],
    idle: state.idle.filter((s) => s !== seat),
    log: [...state.log, { seat, move: { type: 'quit' }, drew: 0 }],
  };
  return closeTurn(next, seat, [{ type: 'quit', to: 'all', seat, bonus }]);
}

export function play(state: WoolyBullyState, seat: Seat, raw: WoolyBullyMove): Step {
  requireActor(actors(state), seat);
  const parsed = woolyBullyMoveSchema.safeParse(raw);
  if (!parsed.success) throw new RuleError('bad-move', `Malformed move: ${parsed.error.issues[0].message}`);
  const move = parsed.data;
  switch (move.type) {
    case 'place':
      return placeLandscape(state, seat, move);
    case 'character':
      return placeCharacter(state, seat, move);
    case 'reveal':
      return reveal(state, seat, move);
    case 'end':
      return end(state, seat);
    case 'quit':
      return quit(state, seat);
  }
}

/**
 * A uniformly random legal move: the moves of each kind are counted, one index drawn,
 * and only that move built (listing every placement costs more than playing one).
 */
export function randomMove(state: WoolyBullyState, seat: Seat, rng: Rng): WoolyBullyMove {
  const hand = state.hands[seat];
  const places = state.turn.placed < allowance(state) ? countLandscapePlacings(state.board, hand) : 0;
  const rest: WoolyBullyMove[] = [];
  if (!state.turn.character) {
    for (const tile of hand) {
      const character = characterOf(tile);
      if (character)
        for (const key of characterCells(state.board, character)) rest.push({ type: 'character', tile, ...spot(key) });
    }
  }
  const reveals = state.revealed[seat] ? 0 : countShepherdPlacings(state.board, state.colours[seat]);
  if (canEnd(state, seat)) rest.push({ type: 'end' });
  rest.push({ type: 'quit' });
  const i = rng.int(places + reveals + rest.length);
  if (i >= places + reveals) return rest[i - places - reveals];
  if (i >= places) {
    const p = shepherdPlacings(state.board, state.colours[seat])[i - places];
    return { type: 'reveal', rot: p.rot, ...spot(p.key) };
  }
  const p = nthLandscapePlacing(state.board, hand, i);
  return { type: 'place', tile: p.tile, face: p.o.face, rot: p.o.rot, ...spot(p.key) };
}
