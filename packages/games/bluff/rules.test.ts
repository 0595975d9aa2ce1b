import { diff, type Rank } from '@parlour/engine';
import { refusalOf } from '@parlour/engine/testkit';
import { describe, expect, it } from 'vitest';
import { sortHand } from '../claims/index.ts';
import { ORDER } from './cards.ts';
import { bluff } from './game.ts';
import type { BluffMove } from './moves.ts';
import type { BluffState } from './state.ts';
import { view } from './view.ts';

/** A table set up by hand: hands (put in hand order, as the state keeps them), whose turn, the rank, and options. */
function table(
  hands: string[][],
  at: { turn?: number; rank?: Rank; bullets?: number[] | null; declarations?: number } = {},
): BluffState {
  const base = bluff.setup(hands.length, { bullets: false }, 'rules');
  return {
    ...base,
    hands: hands.map((h) => sortHand(h, ORDER)),
    turn: at.turn ?? 0,
    rank: at.rank ?? 'A',
    bullets: at.bullets ?? null,
    declarations: at.declarations ?? 0,
  };
}

/** Plays moves in order, each as [seat, move]. */
function run(state: BluffState, ...moves: [number, BluffMove][]): BluffState {
  return moves.reduce((s, [seat, move]) => bluff.play(s, seat, move).state, state);
}

const declare = (...cards: string[]): BluffMove => ({ type: 'declare', cards });
const call: BluffMove = { type: 'call' };
const letGo: BluffMove = { type: 'let-go' };

const refusal = (state: BluffState, seat: number, move: unknown) => refusalOf(() => bluff.play(state, seat, move as BluffMove));

describe('bluff: the deal', () => {
  it.each([
    [3, [18, 17, 17]],
    [4, [13, 13, 13, 13]],
    [5, [11, 11, 10, 10, 10]],
    [6, [9, 9, 9, 9, 8, 8]],
  ])('deals %i players one card at a time from the seat after the dealer', (players, sizes) => {
    const s = bluff.setup(players, { bullets: false }, `deal${players}`);
    const fromFirst = sizes.map((_, k) => s.hands[(s.dealer + 1 + k) % players].length);
    expect(fromFirst).toEqual(sizes);
    expect(new Set(s.hands.flat()).size).toBe(52);
    expect(s.turn).toBe((s.dealer + 1) % players);
    expect(s.rank).toBe('A');
  });

  it('keeps hands sorted by rank A..K, then suit C, D, H, S', () => {
    const s = run(table([['AS', '3C'], ['2H'], ['AC', 'KD']]), [0, declare('AS')], [1, call], [2, letGo]);
    // The call was wrong (AS is an ace): seat 1 took the pile.
    expect(s.hands[1]).toEqual(['AS', '2H']);
    const t = run(
      table([
        ['AS', '3C'],
        ['2H', '2C', 'AD'],
        ['AC', 'KD'],
      ]),
      [0, declare('3C')],
      [1, call],
      [2, letGo],
    );
    expect(t.hands[0]).toEqual(['AS', '3C']);
  });
});

describe('bluff: declaring', () => {
  const s = table([['AC', 'AD', '2C', '5H', '9S'], ['AS'], ['KD']]);
  it.each([
    ['one card', declare('AC'), 'accepted'],
    ['four cards', declare('AC', 'AD', '2C', '5H'), 'accepted'],
    ['no card', declare(), 'illegal-move'],
    ['five cards', declare('AC', 'AD', '2C', '5H', '9S'), 'illegal-move'],
    ['a card not in hand', declare('AS'), 'illegal-move'],
    ['a card twice', declare('AC', 'AC'), 'illegal-move'],
    ['cards out of hand order', declare('AD', 'AC'), 'illegal-move'],
    ['passing', { type: 'pass' }, 'illegal-move'],
    ['calling out of a window', call, 'illegal-move'],
  ])('%s: %s', (_, move, outcome) => {
    expect(refusal(s, 0, move)).toBe(outcome);
  });

  it('refuses a declaration from a seat whose turn it is not', () => {
    expect(refusal(s, 1, declare('AS'))).toBe('not-your-turn');
  });

  it('lists every 1-4 card choice once, in hand order', () => {
    const moves = bluff.legalMoves(table([['AC', 'AD', '2C', '5H', '9S', 'QD'], ['AS'], ['KD']]), 0);
    expect(moves.length).toBe(6 + 15 + 20 + 15);
    expect(new Set(moves.map((m) => JSON.stringify(m))).size).toBe(moves.length);
  });
});

describe('bluff: the call window', () => {
  const start = table([
    ['AC', 'AD', '3H'],
    ['2C', '9S'],
    ['KD', '4S'],
    ['5C', '6D'],
  ]);

  it('asks every other player at once, and hides their decisions until all are in', () => {
    const s = run(start, [0, declare('AC', 'AD')]);
    expect(bluff.actors(s)).toEqual([1, 2, 3]);
    const t = run(s, [2, call]);
    expect(bluff.actors(t)).toEqual([1, 3]);
    expect(view(t, 1)).toEqual(view(run(s, [2, letGo]), 1));
    expect(view(t, 2).decision).toBe('call');
    expect(view(t, 1).waiting).toEqual([1, 3]);
  });

  it('moves on to the next player and rank when nobody calls', () => {
    const s = run(start, [0, declare('AC')], [1, letGo], [2, letGo], [3, letGo]);
    expect([s.turn, s.rank, s.pile.length, s.hands[0]]).toEqual([1, '2', 1, ['AD', '3H']]);
    expect(view(s, null).history[0]).toMatchObject({ seat: 0, count: 1, rank: 'A', calls: [], letGo: [1, 2, 3] });
  });

  it('shares laid batches between views, so a patch of the next view leaves them out', () => {
    const s = run(start, [0, declare('AC')], [1, letGo], [2, letGo], [3, letGo]);
    const t = run(s, [1, declare('2C')]);
    expect(view(t, 2).pile[0]).toBe(view(s, 3).pile[0]);
    expect(diff(view(s, 2), view(t, 2))).toContainEqual({ p: ['pile'], a: [{ seat: 1, count: 1 }] });
    expect(diff(view(s, 2), view(t, 2)).some((op) => op.p[0] === 'pile' && op.p.length > 1)).toBe(false);
  });

  it('goes from King back to Ace', () => {
    const s = run(table([['KC', 'AD'], ['2C'], ['3C']], { rank: 'K' }), [0, declare('KC')], [1, letGo], [2, letGo]);
    expect(s.rank).toBe('A');
  });

  it('on a lie: the declarer takes the pile, the caller declares the same rank', () => {
    const s = run(start, [0, declare('3H')], [1, letGo], [2, call], [3, letGo]);
    expect([s.turn, s.rank, s.pile.length]).toEqual([2, 'A', 0]);
    expect(s.hands[0]).toEqual(['AC', 'AD', '3H']);
    expect(view(s, 3).history[0]).toMatchObject({ caller: 2, calls: [2], letGo: [1, 3], revealed: ['3H'], taker: 0 });
  });

  it('on the truth: the caller takes the pile, play goes on after the declarer at the next rank', () => {
    const s = run(start, [0, declare('AC', 'AD')], [1, letGo], [2, call], [3, letGo]);
    expect([s.turn, s.rank, s.hands[2]]).toEqual([1, '2', ['AC', 'AD', '4S', 'KD']]);
  });

  it.each([
    [0, [1, 2, 3], 1],
    [0, [2, 3], 2],
    [2, [0, 1, 3], 3],
    [3, [1, 2], 1],
  ])('declarer %i, callers %j: the first caller clockwise is %i', (declarer, callers, first) => {
    const hands = [
      ['AC', '3H'],
      ['2C', '9S'],
      ['KD', '4S'],
      ['5C', '6D'],
    ];
    let s = run(table(hands, { turn: declarer }), [declarer, declare(hands[declarer][1])]);
    for (const seat of [0, 1, 2, 3].filter((x) => x !== declarer)) s = run(s, [seat, callers.includes(seat) ? call : letGo]);
    expect(view(s, null).history[0].caller).toBe(first);
    expect(s.turn).toBe(first);
  });

  it('shows everybody the revealed cards and who took them', () => {
    const s = run(
      start,
      [0, declare('AC')],
      [1, letGo],
      [2, letGo],
      [3, letGo],
      [1, declare('9S')],
      [0, call],
      [2, letGo],
      [3, letGo],
    );
    // Seat 1 lied: it took the pile, which held seat 0's AC (known to seat 0) and the revealed 9S.
    expect(view(s, 0).known[1]).toEqual(['9S', 'AC']);
    expect(view(s, 2).known[1]).toEqual(['9S']);
    expect(view(s, null).known[1]).toEqual(['9S']);
    // Once seat 1 declares again nobody can be sure which of those it still holds.
    const t = run(s, [0, declare('3H')], [1, letGo], [2, letGo], [3, letGo], [1, declare('2C')]);
    expect(view(s, 0).known[1]).toEqual(['9S', 'AC']);
    expect(view(t, 0).known[1]).toEqual([]);
  });
});

describe('bluff: bullets', () => {
  const hands = [
    ['AC', '3H', '7D'],
    ['2C', '9S'],
    ['KD', '4S'],
    ['5C', '6D'],
  ];

  it('a right call reloads the bullet; a wrong call spends it', () => {
    const lie = run(table(hands, { bullets: [3, 3, 3, 3] }), [0, declare('3H')], [1, call], [2, call], [3, letGo]);
    expect(lie.bullets).toEqual([3, 3, 3, 3]);
    const truth = run(table(hands, { bullets: [3, 3, 3, 3] }), [0, declare('AC')], [1, letGo], [2, call], [3, call]);
    // Only the first caller (seat 2) spends a bullet; seat 3 loses nothing.
    expect(truth.bullets).toEqual([3, 3, 2, 3]);
  });

  it('players without bullets are not asked', () => {
    const s = run(table(hands, { bullets: [3, 0, 2, 0] }), [0, declare('AC')]);
    expect(bluff.actors(s)).toEqual([2]);
    expect(bluff.legalMoves(s, 1)).toEqual([]);
  });

  it('with nobody able to call there is no window', () => {
    const s = run(table(hands, { bullets: [3, 0, 0, 0] }), [0, declare('AC')]);
    expect([bluff.actors(s), s.rank]).toEqual([[1], '2']);
  });
});

describe('bluff: the last card', () => {
  const hands = [['AC'], ['2C', '9S'], ['KD', '4S', '3H']];
  it.each([
    ['nobody calls', declare('AC'), [letGo, letGo], 0],
    ['a wrong call', declare('AC'), [call, letGo], 0],
  ])('%s: the declarer wins at once', (_, move, decisions, winner) => {
    const s = run(table(hands), [0, move], [1, decisions[0]], [2, decisions[1]]);
    expect(bluff.actors(s)).toEqual([]);
    expect(s.winner).toBe(winner);
    const r = bluff.result(s);
    // Ruling: a wrong caller still takes the pile before the game ends.
    expect(r?.scores).toEqual([0, decisions[0] === call ? 3 : 2, 3]);
    expect(r?.places).toEqual([1, decisions[0] === call ? 2 : 2, decisions[0] === call ? 2 : 3]);
  });

  it('a right call on the last card: the declarer picks up and plays on', () => {
    const s = run(table([['5C'], ['2C', '9S'], ['KD', '4S', '3H']]), [0, declare('5C')], [1, letGo], [2, call]);
    expect([s.winner, s.hands[0], bluff.actors(s)]).toEqual([null, ['5C'], [2]]);
  });
});

describe('bluff: the end', () => {
  it('places by cards left, equal counts sharing', () => {
    const s = run(
      table([['AC'], ['2C', '9S'], ['KD', '4S'], ['5C', '6D', '7D']]),
      [0, declare('AC')],
      [1, letGo],
      [2, letGo],
      [3, letGo],
    );
    expect(bluff.result(s)?.places).toEqual([1, 2, 2, 4]);
  });

  it('ends after 100 declarations per player once the last has resolved', () => {
    const s = table(
      [
        ['AC', '2D'],
        ['2C', '9S'],
        ['KD', '4S'],
      ],
      { declarations: 299 },
    );
    const declared = run(s, [0, declare('AC')]);
    expect(bluff.actors(declared)).toEqual([1, 2]);
    const done = run(declared, [1, call], [2, letGo]);
    expect(bluff.actors(done)).toEqual([]);
    expect(done.winner).toBe(null);
    expect(bluff.result(done)?.places).toEqual([1, 3, 2]);
  });
});

describe('bluff: when a clock runs out', () => {
  const s = table(
    [
      ['AC', '2D', '5S'],
      ['2C', '9S'],
      ['KD', '4S'],
    ],
    { rank: '2' },
  );
  it('declares the first card of the current rank, else the first card', () => {
    expect(bluff.timeout(s, 0)).toEqual(declare('2D'));
    expect(bluff.timeout({ ...s, rank: '7' }, 0)).toEqual(declare('AC'));
  });
  it('lets it go in a call window', () => {
    expect(bluff.timeout(run(s, [0, declare('AC')]), 1)).toEqual(letGo);
  });
});
