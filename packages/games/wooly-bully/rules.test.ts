/** The turn, draws, passes, reveal, quits, the end and the result, from the rules page. */
import { parseOptions } from '@parlour/engine';
import { refusalOf } from '@parlour/engine/testkit';
import { describe, expect, it } from 'vitest';
import { cellKey, placeTile, startBoard } from './board.ts';
import { faceOf, orient } from './faces.ts';
import { woolyBully as game } from './game.ts';
import type { WoolyBullyMove } from './moves.ts';
import { woolyBullyOptions } from './options.ts';
import { NEW_TURN, type WoolyBullyState } from './state.ts';
import type { Colour } from './tiles.ts';

const BASE = { aquatic: false, discard32: false, waterproofWool: false };

/** A fresh table with the player on turn given a chosen hand and colour. */
function table(players: number, hand: string[], patch: Partial<WoolyBullyState> = {}, options = BASE): WoolyBullyState {
  const s = game.setup(players, options, 'rules');
  const used = new Set(hand);
  const bag = [...s.bag, ...s.hands.flat()].filter((t) => !used.has(t));
  const hands = s.hands.map((_, seat) => (seat === s.current ? hand : bag.splice(0, 4)));
  return { ...s, hands, bag, ...patch };
}

const play = (s: WoolyBullyState, move: WoolyBullyMove) => game.play(s, s.current, move);
const refused = (s: WoolyBullyState, move: WoolyBullyMove) => refusalOf(() => play(s, move));

// L53: VVVk / bBBB; L21: kKKK / bBFF; L26: kKKK / yYFF; L27: kkkk / yyYY; L13: bbFF / rRRR
const NO_VILLAGE = ['L13', 'L21', 'L26', 'L27'];

describe('a turn', () => {
  it('must place a tile when one fits, once; then may end', () => {
    const s = table(4, ['L53', ...NO_VILLAGE.slice(1)]);
    expect(refused(s, { type: 'end' })).toBe('illegal-move');
    const placed = play(s, { type: 'place', tile: 'L53', face: 0, rot: 0, x: 0, y: -1 }).state;
    expect(placed.turn.placed).toBe(1);
    expect(game.legalMoves(placed, s.current).filter((m) => m.type === 'place')).toEqual([]);
    expect(refused(placed, { type: 'place', tile: 'L21', face: 0, rot: 1, x: -1, y: -1 })).toBe('illegal-move');
    const ended = play(placed, { type: 'end' }).state;
    expect(ended.current).toBe((s.current + 1) % 4);
  });

  it('draws as many tiles as touch the cell played', () => {
    const s = table(4, ['L53', 'L49', 'L39', 'L26']);
    const one = play(s, { type: 'place', tile: 'L53', face: 0, rot: 0, x: 0, y: -1 });
    expect(one.state.hands[s.current].length).toBe(4); // -1 +1
    expect(one.events).toContainEqual(expect.objectContaining({ type: 'place', drew: 1, to: 'all' }));
    expect(one.events.find((e) => e.type === 'drawn')?.to).toEqual([s.current]);
    const again = (st: WoolyBullyState) => ({ ...st, turn: { ...st.turn, placed: 0 } });
    const east = play(again(one.state), { type: 'place', tile: 'L49', face: 0, rot: 0, x: 1, y: 0 }).state; // kKKV
    // A cell touching the tiles at 0,-1 and 1,0 draws two.
    const two = play(again(east), {
      type: 'place',
      tile: 'L39',
      face: 0,
      rot: 3,
      x: 1,
      y: -1,
    });
    expect(two.state.log.at(-1)?.drew).toBe(2);
    expect(two.state.hands[s.current].length).toBe(east.hands[s.current].length + 1);
  });

  it('names each placement once: other rotations of the same layout are refused', () => {
    const s = table(4, ['L58', 'L39', 'L21', 'L26']); // L58: FFFF / VVVV; L39: VVVk / bBbB
    expect(play(s, { type: 'place', tile: 'L58', face: 1, rot: 0, x: 0, y: -1 }).state.turn.placed).toBe(1);
    expect(refused(s, { type: 'place', tile: 'L58', face: 1, rot: 2, x: 0, y: -1 })).toBe('illegal-move');
    const legal = game.legalMoves(s, s.current).filter((m) => m.type === 'place' && m.tile === 'L58');
    expect(legal.length).toBe(4); // VVVV at each side of the square, rotation 0 only
  });

  it('a hand that cannot open the board passes and draws one', () => {
    const s = table(4, NO_VILLAGE);
    expect(game.legalMoves(s, s.current)).toEqual([{ type: 'end' }, { type: 'quit' }]);
    const { state, events } = play(s, { type: 'end' });
    expect(state.hands[s.current].length).toBe(5);
    expect(state.bag.length).toBe(s.bag.length - 1);
    expect(events[0]).toMatchObject({ type: 'pass', drew: 1 });
    expect(state.current).toBe((s.current + 1) % 4);
  });

  it('times out with end when it is legal, else with the first placement listed', () => {
    const s = table(4, ['L53', ...NO_VILLAGE.slice(1)]);
    const first = game.legalMoves(s, s.current)[0];
    expect(game.timeout(s, s.current)).toEqual(first);
    const after = play(s, first).state;
    expect(game.timeout(after, s.current)).toEqual({ type: 'end' });
  });

  it('tells the start of a turn: none after a placement, again after end', () => {
    const s = table(4, ['L53', ...NO_VILLAGE.slice(1)]);
    expect(game.turnStart!(s)).toBe(true);
    const placed = play(s, game.legalMoves(s, s.current)[0]).state;
    expect(game.turnStart!(placed)).toBe(false);
    expect(game.turnStart!(play(placed, { type: 'end' }).state)).toBe(true);
  });
});

describe('characters', () => {
  it('one per turn; a hunter on a wolf covers it and draws for the tiles touching that cell', () => {
    const forest = placeTile(startBoard(), 'L57', orient(faceOf('FFFF'), 0, 0), cellKey(10, 0));
    const s = table(4, ['W1', 'H1', ...NO_VILLAGE.slice(0, 2)], { board: forest });
    const wolf = play(s, { type: 'character', tile: 'W1', x: 11, y: 0 });
    expect(wolf.state.log.at(-1)?.drew).toBe(1);
    expect(refused(wolf.state, { type: 'character', tile: 'H1', x: 11, y: 0 })).toBe('illegal-move');
    expect(refused(s, { type: 'character', tile: 'W1', x: 5, y: 5 })).toBe('illegal-move'); // touches nothing
    const next = { ...wolf.state, turn: NEW_TURN };
    const hunter = play(next, { type: 'character', tile: 'H1', x: 11, y: 0 });
    expect(hunter.state.board.cells.find((c) => c.key === cellKey(11, 0))?.cover).toBe('H1');
    expect(hunter.state.log.at(-1)?.drew).toBe(1);
    expect(hunter.state.board.cells.length).toBe(wolf.state.board.cells.length);
  });
});

describe('reveal', () => {
  it('places the shepherd, draws, and allows one more landscape placement that turn', () => {
    const colour: Colour = 'black';
    const base = table(4, ['L53', 'L39', 'L45', 'L49']);
    const s: WoolyBullyState = {
      ...base,
      colours: base.colours.map((c, i) => (i === base.current ? colour : c === colour ? base.colours[base.current] : c)),
    };
    expect(game.legalMoves(s, s.current).some((m) => m.type === 'reveal')).toBe(false); // nowhere to fit yet
    const a = play(s, { type: 'place', tile: 'L53', face: 0, rot: 0, x: 0, y: -1 }).state; // VVVk: black edge W
    const r = play(a, { type: 'reveal', rot: 0, x: -1, y: -1 });
    expect(r.state.revealed[s.current]).toBe(true);
    expect(r.state.hands[s.current].length).toBe(5);
    expect(r.state.board.cells.at(-1)?.tile).toBe('shepherd-black');
    expect(game.view(r.state, (s.current + 1) % 4).colours[s.current]).toBe('black');
    expect(refused(r.state, { type: 'reveal', rot: 0, x: -1, y: 0 })).toBe('illegal-move');
    const b = play(r.state, { type: 'place', tile: 'L45', face: 1, rot: 1, x: 1, y: 0 }).state; // VVVr: a second placement
    expect(b.turn.placed).toBe(2);
    expect(game.legalMoves(b, s.current).filter((m) => m.type === 'place')).toEqual([]);
  });

  it('hides an unrevealed colour from everyone else', () => {
    const s = table(4, NO_VILLAGE);
    const other = (s.current + 1) % 4;
    expect(game.view(s, other).colours[s.current]).toBeNull();
    expect(game.view(s, null).colours.every((c) => c === null)).toBe(true);
    expect(game.view(s, s.current).colours[s.current]).toBe(s.colours[s.current]);
  });
});

/** Everyone in turn quits, from the player on turn. */
function quitAll(s: WoolyBullyState): WoolyBullyState {
  let state = s;
  while (!state.over) state = play(state, { type: 'quit' }).state;
  return state;
}

describe('quitting and the end', () => {
  it('gives +6, +3, +1 to the first quitters, never to the last one in', () => {
    const four = quitAll(table(4, NO_VILLAGE));
    expect(four.quits.map((q) => q.bonus)).toEqual([6, 3, 1, 0]);
    expect(game.result(four)?.scores.slice().sort()).toEqual([0, 1, 3, 6]);
    expect(quitAll(table(3, NO_VILLAGE)).quits.map((q) => q.bonus)).toEqual([6, 3, 0]);
    expect(quitAll(table(2, NO_VILLAGE)).quits.map((q) => q.bonus)).toEqual([6, 0]);
  });

  it('discards a quitter’s hand unseen and skips their seat', () => {
    const s = table(3, NO_VILLAGE);
    const q = play(s, { type: 'quit' }).state;
    expect(q.hands[s.current]).toEqual([]);
    expect(q.discarded[s.current]).toEqual(NO_VILLAGE);
    expect(game.view(q, (s.current + 1) % 3).handSizes[s.current]).toBe(0);
    let t = q;
    for (let i = 0; i < 2; i++) t = { ...play({ ...t, hands: t.hands.map(() => NO_VILLAGE) }, { type: 'end' }).state };
    expect(t.current).toBe((s.current + 1) % 3);
  });

  it('ends when everyone still in has passed with the bag empty since the last placement; quits do not break the run', () => {
    const s = table(3, NO_VILLAGE, { bag: [] });
    const stuck = { ...s, hands: s.hands.map(() => NO_VILLAGE) };
    const a = play(stuck, { type: 'end' }).state; // pass, bag empty
    expect(a.idle).toEqual([s.current]);
    const b = play(a, { type: 'quit' }).state; // the second quits
    expect(b.over).toBe(false);
    const c = play(b, { type: 'end' }).state; // the third passes: everyone still in has passed
    expect(c.over).toBe(true);
    expect(game.actors(c)).toEqual([]);
    expect(game.result(c)?.scores).toBeDefined();
  });

  it('a placement starts the run again', () => {
    const s = table(2, ['L53', ...NO_VILLAGE.slice(1)], { bag: [] });
    const other = (s.current + 1) % 2;
    const stuck: WoolyBullyState = { ...s, hands: s.hands.map((h, i) => (i === other ? NO_VILLAGE : h)), idle: [other] };
    const placed = play(play(stuck, { type: 'place', tile: 'L53', face: 0, rot: 0, x: 0, y: -1 }).state, { type: 'end' }).state;
    expect(placed.idle).toEqual([]);
    expect(placed.over).toBe(false);
  });
});

describe('scoring and the result', () => {
  it('scores the best enclosed field of each colour; the box costs 2; ties go to the larger field', () => {
    let s = table(2, ['L53', 'L21', 'L27', 'L13']);
    const me = s.current;
    s = { ...s, colours: s.colours.map((_, i) => (i === me ? 'black' : 'red')) };
    s = play(s, { type: 'place', tile: 'L53', face: 0, rot: 0, x: 0, y: -1 }).state;
    s = { ...s, turn: { ...s.turn, placed: 0 } };
    s = play(s, { type: 'place', tile: 'L21', face: 0, rot: 1, x: -1, y: -1 }).state; // closes 5 black sheep
    s = { ...s, over: true };
    expect(game.result(s)).toMatchObject({ scores: me === 0 ? [5, 0] : [0, 5], places: me === 0 ? [1, 2] : [2, 1] });
    expect(game.result({ ...s, box: me })?.scores[me]).toBe(3);
    // Two players at 0 with no field share the place.
    const empty = { ...table(2, NO_VILLAGE), over: true };
    expect(game.result(empty)?.places).toEqual([1, 1]);
  });

  it('reveals every colour at the end', () => {
    const s = quitAll(table(4, NO_VILLAGE));
    expect(game.view(s, null).colours).toEqual(s.colours);
  });
});

describe('the extension', () => {
  it('gives the baaah box to whoever reveals or plays a character', () => {
    const options = { ...BASE, aquatic: true };
    const base = table(4, ['L53', 'L39', 'L45', 'L49'], {}, options);
    const s: WoolyBullyState = {
      ...base,
      colours: base.colours.map((c, i) => (i === base.current ? 'black' : c === 'black' ? base.colours[base.current] : c)),
    };
    const a = play(s, { type: 'place', tile: 'L53', face: 0, rot: 0, x: 0, y: -1 }).state;
    expect(a.box).toBeNull();
    expect(play(a, { type: 'reveal', rot: 0, x: -1, y: -1 }).state.box).toBe(s.current);
  });

  it('refuses its variants without it, with a clear error', () => {
    expect(() => parseOptions(woolyBullyOptions, { discard32: true })).toThrow(/discard32 .*aquatic/);
    expect(() => parseOptions(woolyBullyOptions, { waterproofWool: true })).toThrow(/aquatic/);
    expect(parseOptions(woolyBullyOptions, { aquatic: true, discard32: true })).toMatchObject({ discard32: true });
  });

  it('sets 32 tiles aside with discard32, so the game is as long as the base game', () => {
    const s = game.setup(4, { aquatic: true, discard32: true, waterproofWool: false }, 'd');
    expect(s.removed.length).toBe(32);
    expect(s.bag.length + s.hands.flat().length).toBe(68);
    expect(game.setup(4, { ...BASE, aquatic: true }, 'd').bag.length).toBe(100 - 16);
  });
});
