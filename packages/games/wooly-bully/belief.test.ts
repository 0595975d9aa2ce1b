/** The belief over who holds which colour: what is public is certain, and feeding one colour gives a player away. */
import { createRng } from '@parlour/engine';
import { describe, expect, it } from 'vitest';
import { believe, evidence } from './belief.ts';
import { basicBot } from './bots.ts';
import { woolyBully as game } from './game.ts';
import type { WoolyBullyMove } from './moves.ts';
import type { WoolyBullyState } from './state.ts';
import { COLOURS, type Colour } from './tiles.ts';

const BASE = { aquatic: false, discard32: false, waterproofWool: false };
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('belief over colour assignments', () => {
  it('knows its own and revealed colours, and shares the rest among the other seats', () => {
    const none = [
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ];
    const b = believe(none, ['red', null, 'blue', null]);
    expect(b[0]).toEqual([0, 0, 1, 0]);
    expect(b[2]).toEqual([0, 1, 0, 0]);
    for (const s of [1, 3]) {
      expect(b[s][COLOURS.indexOf('red')]).toBe(0);
      expect(b[s][COLOURS.indexOf('blue')]).toBe(0);
      expect(b[s][COLOURS.indexOf('black')]).toBeCloseTo(0.5);
      expect(sum(b[s])).toBeCloseTo(1);
    }
    // With two players, the other seat may hold any of the three colours left (two belong to nobody).
    const two = believe(none.slice(0, 2), ['yellow', null]);
    expect(two[1].filter((p) => p > 0)).toHaveLength(3);
  });

  it('a colour one seat surely holds is one the others do not', () => {
    const evidenceFor = [
      [0, 0, 0, 0],
      [9, 0, 0, 0], // seat 1 has fed black hard
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ];
    const b = believe(evidenceFor, ['yellow', null, null, null]);
    expect(b[1][0]).toBeGreaterThan(0.99);
    expect(b[2][0]).toBeLessThan(0.01);
    expect(b[3][0]).toBeLessThan(0.01);
    expect(b[2][1] + b[2][2]).toBeCloseTo(1);
  });

  /** Seat 0's belief of the colour `colour` for `seat`. */
  const belief = (state: WoolyBullyState, seat: number, colour: Colour) => {
    const v = game.view(state, 0);
    return believe(evidence(v.players, v.log, v.colours, v.options), v.colours)[seat][COLOURS.indexOf(colour)];
  };

  it('converges on the colour an opponent keeps feeding, among players placing at random', () => {
    const finals: number[] = [];
    for (let g = 0; g < 20; g++) {
      const rng = createRng(`belief${g}`);
      let state: WoolyBullyState = game.setup(4, BASE, `belief${g}`);
      // Seat 1 feeds a colour seat 0 does not hold, whatever its own; the others place at random.
      const fed = COLOURS.find((c) => c !== state.colours[0]) as Colour;
      expect(belief(state, 1, fed)).toBeCloseTo(1 / 3);
      for (let turn = 0; turn < 60 && !state.over; turn++) {
        const seat = state.current;
        const legal = game.legalMoves(state, seat);
        const places = legal.filter((m) => m.type === 'place');
        const move: WoolyBullyMove =
          seat === 1
            ? basicBot({ ...game.view(state, seat), colour: fed }, legal, rng, { ms: 100 })
            : places.length > 0
              ? rng.pick(places)
              : { type: 'end' };
        state = game.play(state, seat, move).state;
        if (move.type !== 'end') state = game.play(state, seat, { type: 'end' }).state;
      }
      finals.push(belief(state, 1, fed));
    }
    // A feeder whose hand holds none of its colour places anywhere, so a few tables stay unsure.
    expect(sum(finals) / finals.length).toBeGreaterThan(0.75);
    expect(finals.filter((p) => p > 0.5).length).toBeGreaterThanOrEqual(15);
  });

  it('tells every basic bot’s colour within eight of its own turns', () => {
    const found: number[] = [];
    for (let g = 0; g < 10; g++) {
      const rng = createRng(`basic${g}`);
      let state: WoolyBullyState = game.setup(4, BASE, `basic${g}`);
      let rounds = 0;
      while (!state.over && rounds < 8) {
        const seat = state.current;
        state = game.play(state, seat, basicBot(game.view(state, seat), game.legalMoves(state, seat), rng, { ms: 100 })).state;
        if (seat === 0 && state.current !== 0) rounds++;
      }
      for (const s of [1, 2, 3]) found.push(belief(state, s, state.colours[s]));
    }
    expect(Math.min(...found)).toBeGreaterThan(0.5);
    expect(sum(found) / found.length).toBeGreaterThan(0.95);
  });

  it('reads a history the same whether it picks up from an earlier reading or starts afresh', () => {
    const rng = createRng('gathered');
    let state: WoolyBullyState = game.setup(4, { ...BASE, aquatic: true }, 'gathered');
    let checked = 0;
    while (!state.over) {
      const seat = state.current;
      state = game.play(state, seat, basicBot(game.view(state, seat), game.legalMoves(state, seat), rng, { ms: 100 })).state;
      if (state.log.length % 7 !== 0) continue;
      const v = game.view(state, 0);
      const picked = evidence(v.players, v.log, v.colours, v.options);
      const afresh = evidence(v.players, JSON.parse(JSON.stringify(v.log)), v.colours, v.options);
      for (let s = 0; s < 4; s++) for (let c = 0; c < 4; c++) expect(picked[s][c]).toBeCloseTo(afresh[s][c], 9);
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });
});
