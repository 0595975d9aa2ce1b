import { createRng, type Seat } from '@parlour/engine';
import { refusalOf } from '@parlour/engine/testkit';
import { describe, expect, it } from 'vitest';
import { position, top } from './fixture.ts';
import { bully } from './game.ts';
import { CELLS_OF, NEIGHBOURS, OWNER } from './grid.ts';
import type { BullyMove } from './moves.ts';
import { type BullyState, maxMoves, REMEMBERED, UP } from './state.ts';

/*
 * The grid, by cell (row x 5 + column); seat 0 owns the even squares:
 *    0(0)  1(1)  2(0)  3(1)  4(0)
 *    5(1)  6(0)  7(1)  8(0)  9(1)
 *   10(0) 11(1) 12(0) 13(1) 14(0)
 *   15(1) 16(0) 17(1) 18(0) 19(1)
 */

function go(state: BullyState, ...moves: [Seat, BullyMove][]): BullyState {
  let s = state;
  for (const [seat, move] of moves) s = bully.play(s, seat, move).state;
  return s;
}

function refused(state: BullyState, seat: Seat, move: unknown, code = 'illegal-move'): void {
  expect(
    refusalOf(() => bully.play(state, seat, move as BullyMove)),
    JSON.stringify(move),
  ).toBe(code);
}

const opts = bully.options.defaults;

describe('bully: the grid', () => {
  it('is checkered 5 x 4: ten cells each, every neighbour the other seat’s', () => {
    expect(CELLS_OF[0]).toHaveLength(10);
    expect(CELLS_OF[1]).toHaveLength(10);
    expect(OWNER[0]).toBe(0);
    expect(OWNER[1]).toBe(1);
    expect(OWNER[5]).toBe(1);
    expect(OWNER[6]).toBe(0);
    for (let c = 0; c < 20; c++) for (const n of NEIGHBOURS[c]) expect(OWNER[n]).toBe(1 - OWNER[c]);
    expect(NEIGHBOURS[0]).toEqual([1, 5]);
    expect(NEIGHBOURS[12]).toEqual([7, 11, 13, 17]);
  });
});

describe('bully: set-up', () => {
  it('deals 5 face down onto each own cell and keeps 4 back, each deck on its own cells', () => {
    const s = bully.setup(2, opts, 'deal');
    expect(s.phase).toBe('place');
    for (let c = 0; c < 20; c++) {
      expect(s.piles[c]).toHaveLength(5);
      for (const id of s.piles[c]) expect(id.endsWith(`.${OWNER[c]}`)).toBe(true);
    }
    expect(s.extras.map((e) => e.length)).toEqual([4, 4]);
    expect(bully.actors(s)).toEqual([0, 1]);
    const v = bully.view(s, 0);
    expect(v.cells.every((c) => c.card === null && c.height === 5)).toBe(true);
    expect(JSON.stringify(v)).not.toMatch(/\.[01]"/);
  });

  it('keeps the first placing hidden until both are in, then stacks the extras in the order given', () => {
    const s0 = bully.setup(2, opts, 'place');
    const s1 = go(s0, [0, { type: 'place', piles: [0, 0, 2, 0] }]);
    expect(bully.actors(s1)).toEqual([1]);
    expect(bully.view(s1, 1).placed).toEqual([true, false]);
    expect(bully.view(s1, 1).placement).toBeNull();
    expect(bully.view(s1, 0).placement).toEqual({ type: 'place', piles: [0, 0, 2, 0] });
    const { events } = bully.play(s1, 1, { type: 'quick' });
    const s2 = go(s1, [1, { type: 'quick' }]);
    expect(events.find((e) => e.type === 'placing')?.to).toEqual([1]);
    expect(s2.phase).toBe('initiate');
    expect(s2.piles[0]).toEqual([...s0.piles[0], s0.extras[0][0], s0.extras[0][1], s0.extras[0][3]]);
    expect(s2.piles[2]).toEqual([...s0.piles[2], s0.extras[0][2]]);
    expect(CELLS_OF[1].reduce((n, c) => n + s2.piles[c].length, 0)).toBe(54);
    refused(s0, 0, { type: 'place', piles: [1, 0, 0, 0] });
    refused(s0, 0, { type: 'place', piles: [0, 0, 0] });
    refused(s1, 0, { type: 'quick' }, 'not-your-turn');
  });

  it('offers the quick set-up option, and takes the first initiator from the seed', () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 12; i++) {
      const s = bully.setup(2, { ...opts, quickSetup: true }, `q${i}`);
      expect(s.phase).toBe('initiate');
      expect(s.piles.reduce((n, p) => n + p.length, 0)).toBe(108);
      expect(bully.setup(2, { ...opts, quickSetup: true }, `q${i}`)).toEqual(s);
      firsts.add(s.initiator);
    }
    expect([...firsts].sort()).toEqual([0, 1]);
  });
});

describe('bully: a bout', () => {
  // Seat 0 initiates from 6 (K) next to 1, 5, 7 (seat 1); 11 is depleted.
  const start = () => position({ piles: { 6: '4 K', 1: '9', 5: '3 5', 7: 'Q', 0: '8', 12: '2', 18: 'A' } });

  it('initiates only next to a non-empty opponent pile, and responding is compulsory next to it', () => {
    const s = start();
    const initiations = bully.legalMoves(s, 0).map((m) => (m as { cell: number }).cell);
    expect(initiations).toEqual([0, 6, 12]);
    refused(s, 0, { type: 'initiate', cell: 18 });
    refused(s, 0, { type: 'initiate', cell: 1 });
    refused(s, 1, { type: 'initiate', cell: 1 }, 'not-your-turn');
    const r = go(s, [0, { type: 'initiate', cell: 6 }]);
    expect(r.faces[6]).toBe(UP);
    expect(bully.actors(r)).toEqual([1]);
    expect(bully.legalMoves(r, 1)).toEqual([
      { type: 'respond', cell: 1 },
      { type: 'respond', cell: 5 },
      { type: 'respond', cell: 7 },
    ]);
    refused(r, 1, { type: 'respond', cell: 3 });
  });

  it('lets the higher card win and take the loser’s card', () => {
    const s = go(start(), [0, { type: 'initiate', cell: 6 }], [1, { type: 'respond', cell: 5 }]);
    expect(s.captured[0]).toEqual(['5S.1']);
    expect(s.piles[5]).toEqual(['3S.1']);
    expect(s.phase).toBe('settle');
    expect(bully.actors(s)).toEqual([0]);
    // The initiator won, so the responder initiates next: no keeping it exposed.
    expect(bully.legalMoves(s, 0)).toEqual([
      { type: 'down' },
      { type: 'relocate', to: 2 },
      { type: 'relocate', to: 4 },
      { type: 'relocate', to: 8 },
      { type: 'relocate', to: 10 },
      { type: 'relocate', to: 14 },
      { type: 'relocate', to: 16 },
    ]);
    refused(s, 0, { type: 'keep' });
    refused(s, 0, { type: 'relocate', to: 12 });
  });

  it('turns the winning card down (remembered) or relocates it, and the other player initiates next', () => {
    const played = go(start(), [0, { type: 'initiate', cell: 6 }], [1, { type: 'respond', cell: 1 }]);
    const down = go(played, [0, { type: 'down' }]);
    expect(down.faces[6]).toBe(REMEMBERED);
    expect(down.initiator).toBe(1);
    expect(bully.view(down, 1).cells[6]).toMatchObject({ face: 'remembered', card: 'KS.0', height: 2 });
    const moved = go(played, [0, { type: 'relocate', to: 16 }]);
    expect(moved.piles[16]).toEqual(['KS.0']);
    expect(moved.piles[6]).toEqual(['4S.0']);
    expect(moved.faces[16]).toBe(REMEMBERED);
    expect(bully.view(moved, 1).cells[6].card).toBeNull();
    expect(moved.initiator).toBe(1);
  });

  it('lets a winning responder keep the card exposed, and then initiate with it (the tap)', () => {
    // Seat 1 answers 0's 3 with a queen at 7 and will initiate next.
    const s = position({ piles: { 2: '3', 6: '5', 7: '9 Q', 8: '4', 17: '6', 12: '8' }, initiator: 0 });
    const won = go(s, [0, { type: 'initiate', cell: 2 }], [1, { type: 'respond', cell: 7 }]);
    expect(bully.legalMoves(won, 1).at(-1)).toEqual({ type: 'keep' });
    const kept = go(won, [1, { type: 'keep' }]);
    expect(kept.faces[7]).toBe(UP);
    expect(kept.initiator).toBe(1);
    expect(bully.legalMoves(kept, 1)).toEqual([{ type: 'initiate', cell: 7 }]);
    refused(kept, 1, { type: 'initiate', cell: 17 });
    const tapped = go(kept, [1, { type: 'initiate', cell: 7 }]);
    expect(tapped.recent.at(-1)).toMatchObject({ type: 'initiate', card: 'QS.1' });
  });

  it('alternates initiators whoever wins', () => {
    const s = position({ piles: { 6: 'K K', 7: '3 3' }, initiator: 0 });
    const a = go(s, [0, { type: 'initiate', cell: 6 }], [1, { type: 'respond', cell: 7 }], [0, { type: 'down' }]);
    expect(a.initiator).toBe(1);
    expect(bully.actors(a)).toEqual([1]);
    const b = go(a, [1, { type: 'initiate', cell: 7 }], [0, { type: 'respond', cell: 6 }]);
    expect(b.phase).toBe('over');
    expect(b.winner).toBe(0);
  });

  it('allows only choices that leave a play on the grid', () => {
    // 0's ace at 6 beats 1's last card at 7; 1 still has a card at 19, whose neighbours 14, 18 are empty.
    const s = position({ piles: { 6: 'A', 7: '4', 19: '5', 0: '3' }, initiator: 0 });
    const won = go(s, [0, { type: 'initiate', cell: 6 }], [1, { type: 'respond', cell: 7 }]);
    expect(bully.legalMoves(won, 0)).toEqual([
      { type: 'relocate', to: 14 },
      { type: 'relocate', to: 18 },
    ]);
  });
});

describe('bully: ties', () => {
  // 0 initiates 6 (7) against 7 (7): a tie; then 8 (K) next to 9 (4) and 13 (9) and 7 (used).
  const tied = () =>
    go(
      position({ piles: { 6: '7', 7: '7', 8: 'K', 9: '4', 13: '9', 0: '5', 1: '6' }, initiator: 0 }),
      [0, { type: 'initiate', cell: 6 }],
      [1, { type: 'respond', cell: 7 }],
    );

  it('has the initiator break it from another pile next to an unused opponent pile, answered from an unused pile', () => {
    const s = tied();
    expect(s.bout?.tied).toBe(true);
    expect(bully.actors(s)).toEqual([0]);
    expect(bully.legalMoves(s, 0)).toEqual([
      { type: 'initiate', cell: 0 },
      { type: 'initiate', cell: 8 },
    ]);
    refused(s, 0, { type: 'initiate', cell: 6 });
    const r = go(s, [0, { type: 'initiate', cell: 8 }]);
    expect(bully.legalMoves(r, 1)).toEqual([
      { type: 'respond', cell: 9 },
      { type: 'respond', cell: 13 },
    ]);
  });

  it('gives the winner all the loser’s exposed cards; the winner settles each own card, keeping none', () => {
    const s = go(tied(), [0, { type: 'initiate', cell: 8 }], [1, { type: 'respond', cell: 13 }]);
    expect(s.captured[0]).toEqual(['7S.1', '9S.1']);
    expect(s.piles[7]).toEqual([]);
    expect(s.bout?.settle).toEqual([6, 8]);
    // The tied 7 first: down or to any depleted cell of seat 0.
    expect(bully.legalMoves(s, 0)).toContainEqual({ type: 'relocate', to: 12 });
    const a = go(s, [0, { type: 'relocate', to: 12 }]);
    expect(a.piles[6]).toEqual([]);
    // The winning king last; cell 6, emptied in this bout, may take it; never kept exposed.
    const last = bully.legalMoves(a, 0);
    expect(last).toContainEqual({ type: 'relocate', to: 6 });
    expect(last).not.toContainEqual({ type: 'keep' });
    const b = go(a, [0, { type: 'relocate', to: 6 }]);
    expect(b.piles[6]).toEqual(['KS.0']);
    expect(b.initiator).toBe(1);
    expect(b.faces[6]).toBe(REMEMBERED);
    expect(b.faces[12]).toBe(REMEMBERED);
  });

  it('repeats while it ties', () => {
    const s = go(tied(), [0, { type: 'initiate', cell: 0 }], [1, { type: 'respond', cell: 1 }]);
    // 5 vs 6: seat 1 wins and takes both exposed cards of seat 0.
    expect(s.captured[1]).toEqual(['7S.0', '5S.0']);
    const t = go(
      position({ piles: { 6: '7', 7: '7', 0: '5', 1: '5', 2: 'Q', 3: '2' }, initiator: 0 }),
      [0, { type: 'initiate', cell: 6 }],
      [1, { type: 'respond', cell: 7 }],
      [0, { type: 'initiate', cell: 0 }],
      [1, { type: 'respond', cell: 1 }],
    );
    expect(t.phase).toBe('initiate');
    expect(bully.legalMoves(t, 0)).toEqual([{ type: 'initiate', cell: 2 }]);
  });

  it('makes the initiator relocate a tie-breaker next to an unused opponent pile when no pile can break it (section 6)', () => {
    // After 6 vs 7 tie, seat 0's other pile 18 touches no unused opponent pile; 1's pile at 3 is unused.
    const s = go(
      position({ piles: { 6: '7', 7: '7', 18: '3 J', 3: '10' }, initiator: 0 }),
      [0, { type: 'initiate', cell: 6 }],
      [1, { type: 'respond', cell: 7 }],
    );
    expect(bully.legalMoves(s, 0)).toEqual([
      { type: 'challenge', from: 18, to: 2 },
      { type: 'challenge', from: 18, to: 4 },
      { type: 'challenge', from: 18, to: 8 },
    ]);
    const c = go(s, [0, { type: 'challenge', from: 18, to: 4 }]);
    expect(c.piles[4]).toEqual(['JS.0']);
    expect(c.piles[18]).toEqual(['3S.0']);
    expect(c.faces[4]).toBe(UP);
    expect(bully.legalMoves(c, 1)).toEqual([{ type: 'respond', cell: 3 }]);
    const w = go(c, [1, { type: 'respond', cell: 3 }]);
    expect(w.captured[0]).toEqual(['7S.1', '10S.1']);
  });

  it('discards both sets of tied cards, for nobody, when no tie-breaker can be made', () => {
    const s = go(
      position({ piles: { 6: '9 7', 7: '2 7', 0: 'Q' }, initiator: 0 }),
      [0, { type: 'initiate', cell: 6 }],
      [1, { type: 'respond', cell: 7 }],
    );
    expect(s.discarded).toEqual(['7S.0', '7S.1']);
    expect(s.captured).toEqual([[], []]);
    expect(s.piles[6]).toEqual(['9S.0']);
    expect(s.initiator).toBe(1);
    expect(s.bout).toBeNull();
    expect(s.phase).toBe('initiate');
  });
});

describe('bully: relocation limits', () => {
  it('relocates only to the mover’s own depleted cells', () => {
    const s = go(
      position({ piles: { 6: 'K', 7: '3 3', 8: '4', 11: '5' }, initiator: 0 }),
      [0, { type: 'initiate', cell: 6 }],
      [1, { type: 'respond', cell: 7 }],
    );
    refused(s, 0, { type: 'relocate', to: 8 }); // on top of a pile
    refused(s, 0, { type: 'relocate', to: 1 }); // an opponent's depleted cell
    refused(s, 0, { type: 'relocate', to: 20 }); // outside the grid
    refused(s, 0, { type: 'relocate', to: -1 });
    expect(() => go(s, [0, { type: 'relocate', to: 0 }])).not.toThrow();
  });
});

describe('bully: forced relocation and the end', () => {
  it('forces the winner to relocate the winning card next to an opponent pile when no play remains', () => {
    const s = go(
      position({ piles: { 6: 'K', 7: '3', 19: '8' }, initiator: 0 }),
      [0, { type: 'initiate', cell: 6 }],
      [1, { type: 'respond', cell: 7 }],
    );
    expect(bully.legalMoves(s, 0)).toEqual([
      { type: 'relocate', to: 14 },
      { type: 'relocate', to: 18 },
    ]);
    const r = go(s, [0, { type: 'relocate', to: 18 }]);
    expect(bully.legalMoves(r, 1)).toEqual([{ type: 'initiate', cell: 19 }]);
  });

  it('after a bout with no winner and no play, has the next initiator relocate a top card and initiate with it', () => {
    const s = go(
      position({ piles: { 6: '4 7', 7: '7', 19: '9' }, initiator: 0 }),
      [0, { type: 'initiate', cell: 6 }],
      [1, { type: 'respond', cell: 7 }],
    );
    // Seat 0 has no unused pile: no tie-breaker, both sevens discarded; 6 and 19 touch nothing.
    expect(s.discarded).toHaveLength(2);
    expect(bully.actors(s)).toEqual([1]);
    const moves = bully.legalMoves(s, 1);
    expect(moves).toEqual([
      { type: 'challenge', from: 19, to: 1 },
      { type: 'challenge', from: 19, to: 5 },
      { type: 'challenge', from: 19, to: 7 },
      { type: 'challenge', from: 19, to: 11 },
    ]);
    const c = go(s, [1, { type: 'challenge', from: 19, to: 5 }]);
    expect(c.faces[5]).toBe(UP);
    expect(bully.legalMoves(c, 0)).toEqual([{ type: 'respond', cell: 6 }]);
  });

  it('ends the moment a player has no cards left: that player loses', () => {
    const s = go(
      position({ piles: { 6: 'K', 7: '3', 0: '5' }, initiator: 0 }),
      [0, { type: 'initiate', cell: 6 }],
      [1, { type: 'respond', cell: 7 }],
    );
    expect(s.phase).toBe('over');
    expect(bully.actors(s)).toEqual([]);
    expect(bully.result(s)).toMatchObject({ places: [1, 2], scores: [2, 0] });
    refused(s, 0, { type: 'down' }, 'game-over');
  });

  it('is a draw when both run out at once', () => {
    const s = go(
      position({ piles: { 6: '7', 7: '7' }, initiator: 0 }),
      [0, { type: 'initiate', cell: 6 }],
      [1, { type: 'respond', cell: 7 }],
    );
    expect(s.discarded).toEqual(['7S.0', '7S.1']);
    expect(bully.result(s)).toMatchObject({ places: [1, 1], scores: [0, 0] });
  });

  it('ends within its bound: at most three moves per card removed', () => {
    expect(maxMoves()).toBe(326);
    const rng = createRng('bound');
    let longest = 0;
    for (let g = 0; g < 30; g++) {
      let s = bully.setup(2, opts, `b${g}`);
      let n = 0;
      while (bully.actors(s).length) {
        const seat = bully.actors(s)[0];
        s = bully.play(s, seat, bully.randomMove?.(s, seat, rng) as BullyMove).state;
        n++;
      }
      longest = Math.max(longest, n);
      const removed = 108 - s.piles.reduce((k, p) => k + p.length, 0);
      expect(n).toBeLessThanOrEqual(2 + 3 * removed);
    }
    expect(longest).toBeLessThanOrEqual(maxMoves());
  });
});

describe('bully: penalties', () => {
  it('has no penalty step: an opponent’s pile cannot be touched and every move is final', () => {
    const s = position({ piles: { 6: 'K', 7: '3' }, initiator: 0 });
    refused(s, 0, { type: 'initiate', cell: 7 });
    refused(s, 1, { type: 'respond', cell: 7 }, 'not-your-turn');
    const after = go(s, [0, { type: 'initiate', cell: 6 }]);
    refused(after, 0, { type: 'initiate', cell: 6 }, 'not-your-turn');
  });
});

describe('bully: when a clock runs out', () => {
  it('plays the first listed move: quick at set-up; by index; face down before relocations before keep', () => {
    const s = bully.setup(2, opts, 'clock');
    expect(bully.timeout(s, 1)).toEqual({ type: 'quick' });
    expect(bully.legalMoves(s, 0)[0]).toEqual({ type: 'quick' });
    expect(bully.legalMoves(s, 0)[1]).toEqual({ type: 'place', piles: [0, 0, 0, 0] });
    expect(bully.legalMoves(s, 0)).toHaveLength(10001);
    const p = position({ piles: { 2: '3', 6: '5', 7: '9 Q', 8: '4', 17: '6', 12: '8' }, initiator: 0 });
    expect(bully.timeout(p, 0)).toEqual({ type: 'initiate', cell: 2 });
    const won = go(p, [0, { type: 'initiate', cell: 2 }]);
    expect(bully.timeout(won, 1)).toEqual({ type: 'respond', cell: 7 });
    const settle = go(won, [1, { type: 'respond', cell: 7 }]);
    const listed = bully.legalMoves(settle, 1).map((m) => m.type);
    expect(listed[0]).toBe('down');
    expect(listed.at(-1)).toBe('keep');
    expect(listed.indexOf('relocate')).toBeGreaterThan(0);
    expect(bully.timeout(settle, 1)).toEqual({ type: 'down' });
  });
});

describe('bully: what each player knows', () => {
  it('shows pile heights, exposed cards, remembered faces and captures to both seats and spectators alike', () => {
    const s = go(position({ piles: { 6: '4 K', 7: 'Q', 1: '2 9', 0: '5' }, initiator: 0 }), [0, { type: 'initiate', cell: 6 }]);
    for (const seat of [0, 1, null]) {
      const v = bully.view(s, seat);
      expect(v.seat).toBe(seat);
      expect(v.cells[6]).toEqual({ owner: 0, height: 2, face: 'up', card: 'KS.0' });
      expect(v.cells[1]).toEqual({ owner: 1, height: 2, face: 'down', card: null });
    }
    const later = go(s, [1, { type: 'respond', cell: 7 }], [0, { type: 'down' }]);
    const v = bully.view(later, 1);
    expect(v.cells[6]).toEqual({ owner: 0, height: 2, face: 'remembered', card: 'KS.0' });
    expect(v.captured).toEqual([['QS.1'], []]);
    expect(v.log.map((bout) => bout.map((e) => e.type))).toEqual([['initiate', 'respond', 'capture', 'down']]);
    expect(v.recent).toEqual([]);
    const { seat: _a, ...spectator } = bully.view(later, null);
    const { seat: _b, ...player } = bully.view(later, 0);
    expect(spectator).toEqual(player);
  });

  it('carries remembered faces whether or not the memory aid is on; the option tells the client to show them', () => {
    const base = go(
      position({ piles: { 6: '4 K', 7: 'Q 3' } }),
      [0, { type: 'initiate', cell: 6 }],
      [1, { type: 'respond', cell: 7 }],
    );
    const withAid = { ...base, options: { ...base.options, memoryAid: true } };
    const after = go(withAid, [0, { type: 'down' }]);
    expect(bully.view(after, 1).options.memoryAid).toBe(true);
    expect(bully.view(after, 1).cells[6].card).toBe(top(after, 6));
    expect(bully.view(go(base, [0, { type: 'down' }]), 1).cells[6].card).toBe('KS.0');
  });
});
