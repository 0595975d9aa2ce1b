import { createRng, diff, type Game, randomLegalMove, type Seat } from '@parlour/engine';
import { GAMES } from '@parlour/games';
import type { StateMessage } from '@parlour/protocol';
import { describe, expect, it } from 'vitest';
import { type SeatState, serialise, stateMessage, type WireEvents } from './delivery.ts';

/**
 * Every game's states as delivery sends them, each seat's view whole and as a patch, with
 * and without the optional fields, serialised as a socket would and checked against
 * JSON.stringify: what a client parses must not depend on how the server wrote it.
 */
function statesOf(game: Game<unknown, unknown, unknown, unknown>, seed: string): StateMessage[] {
  const rng = createRng(seed);
  const players = game.players.max;
  let state = game.setup(players, game.options.defaults, seed);
  const seats: (Seat | null)[] = [...Array.from({ length: players }, (_, i) => i), null];
  const views = seats.map((s) => game.view(state, s));
  const out: StateMessage[] = [];
  for (let seq = 1; seq <= 60 && game.actors(state).length > 0; seq++) {
    const actors = [...game.actors(state)];
    const seat = rng.pick(actors);
    const played = game.play(state, seat, randomLegalMove(game, state, seat, rng));
    state = played.state;
    const events = played.events as WireEvents;
    const result = game.result(state);
    const clock: StateMessage['clock'] =
      rng.float() < 0.5
        ? null
        : {
            spec: { kind: 'realtime', perMove: 30, reserve: 60 },
            deadline: seq * 1000,
            reserves: seats.map(() => rng.int(9000)),
          };
    for (const [i, s] of seats.entries()) {
      const view = game.view(state, s);
      const base: SeatState = {
        type: 'state',
        table: `t"${seed}\\`,
        seq,
        seat: s,
        view,
        legal: s !== null && game.actors(state).includes(s) ? [...game.legalMoves(state, s)].slice(0, 5) : [],
        legalOmitted: rng.float() < 0.2 ? 1234 : undefined,
        actors: [...game.actors(state)],
        clock,
        status: result ? 'over' : 'playing',
        result: result ? { ...result, places: [...result.places], scores: [...result.scores] } : null,
        canUndo: players === 1 ? rng.float() < 0.5 : undefined,
        canRedo: players === 1 ? rng.float() < 0.5 : undefined,
      };
      const ack = [undefined, seq, `move "${seq}"`][rng.int(3)];
      out.push(stateMessage(base, events, ack));
      out.push(stateMessage(base, events, ack, diff(views[i], view)));
      views[i] = view;
    }
  }
  return out;
}

describe('a state on the wire', () => {
  for (const [id, entry] of Object.entries(GAMES)) {
    it(`is JSON.stringify's text for every ${id} state, however often its parts are shared`, () => {
      const game = entry.game as Game<unknown, unknown, unknown, unknown>;
      for (const seed of ['a', 'b', 'c']) {
        const states = statesOf(game, `${id}-${seed}`);
        expect(states.length).toBeGreaterThan(0);
        // Each state twice in a row: the second time every part is the text last written.
        for (const m of states) {
          expect(serialise(m)).toBe(JSON.stringify(m));
          expect(serialise(m)).toBe(JSON.stringify(m));
        }
      }
    });
  }

  it('writes a part anew for a new object holding other values', () => {
    const base: SeatState = {
      type: 'state',
      table: 't1',
      seq: 1,
      seat: 0,
      view: { hand: ['AS'] },
      legal: [],
      actors: [0],
      clock: null,
      status: 'playing',
      result: null,
    };
    const first = stateMessage(base, [{ type: 'played', seat: 0, to: 'all' }] as WireEvents);
    const second = stateMessage({ ...base, view: { hand: ['KD'] }, actors: [1] }, [
      { type: 'drew', seat: 1, to: 'all' },
    ] as WireEvents);
    expect(JSON.parse(serialise(first))).toEqual(JSON.parse(JSON.stringify(first)));
    expect(JSON.parse(serialise(second))).toEqual({
      ...JSON.parse(JSON.stringify(first)),
      view: { hand: ['KD'] },
      actors: [1],
      events: [{ type: 'drew', seat: 1, to: 'all' }],
    });
  });
});
