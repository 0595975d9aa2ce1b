import { refusalOf } from '@parlour/engine/testkit';
import { describe, expect, it } from 'vitest';
import { codeOf } from './cards.ts';
import { bisley } from './game.ts';
import { advise, autoMove } from './hint.ts';
import type { BisleyMove } from './moves.ts';
import { position } from './position.ts';
import { legalMoves, play, result } from './rules.ts';
import { seenKeys } from './seen.ts';
import { type BisleyState, MOVE_CAP } from './state.ts';
import { view } from './view.ts';

const refusal = (state: BisleyState, move: unknown) => refusalOf(() => play(state, 0, move as BisleyMove));
const columnsOf = (state: BisleyState) => view(state, 0).columns;

describe('the deal', () => {
  it('puts the aces on their foundations, 3 cards under each in columns 1-4 and 4 in columns 5-13', () => {
    const state = bisley.setup(1, bisley.options.defaults, 'deal');
    expect(state.columns.map((c) => c.length)).toEqual([3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4]);
    const cards = state.columns.flat().map(codeOf);
    expect(new Set(cards).size).toBe(48);
    expect(cards.some((c) => c.startsWith('A'))).toBe(false);
    expect(view(state, 0).foundations).toEqual({
      S: { ace: 'AS', king: null },
      H: { ace: 'AH', king: null },
      D: { ace: 'AD', king: null },
      C: { ace: 'AC', king: null },
    });
  });
  it('is fixed by the seed', () => {
    const deal = (seed: string) => bisley.setup(1, bisley.options.defaults, seed).columns;
    expect(deal('7')).toEqual(deal('7'));
    expect(deal('7')).not.toEqual(deal('8'));
  });
  it('is for one player', () => {
    expect(() => bisley.setup(2, bisley.options.defaults, 'x')).toThrow(/1 players/);
  });
});

describe('moves', () => {
  // Column 1 ends 5H; 6H, 4H, 6S and 7H are bottoms elsewhere.
  const start = position([['9C', '5H'], ['6H'], ['4H'], ['6S'], ['7H'], ['QS', 'KD']], { H: { ace: 2 } });

  it.each([
    ['onto the same suit one rank up', { type: 'build', from: 0, to: 1 }, 'accepted'],
    ['onto the same suit one rank down', { type: 'build', from: 0, to: 2 }, 'accepted'],
    ['not onto another suit', { type: 'build', from: 0, to: 3 }, 'illegal-move'],
    ['not two ranks away', { type: 'build', from: 0, to: 4 }, 'illegal-move'],
    ['not onto its own column', { type: 'build', from: 0, to: 0 }, 'bad-move'],
    ['not into a space', { type: 'build', from: 0, to: 8 }, 'illegal-move'],
    ['not from a space', { type: 'build', from: 8, to: 0 }, 'illegal-move'],
    ['not to a foundation out of turn', { type: 'foundation', from: 0, pile: 'ace' }, 'illegal-move'],
    ['the ace foundation takes the next rank', { type: 'foundation', from: 2, pile: 'ace' }, 'illegal-move'],
    ['only a king starts a king foundation', { type: 'foundation', from: 5, pile: 'king' }, 'accepted'],
    ['no king foundation for a queen', { type: 'foundation', from: 1, pile: 'king' }, 'illegal-move'],
    ['no column 14', { type: 'build', from: 13, to: 0 }, 'bad-move'],
    ['no such pile', { type: 'foundation', from: 0, pile: 'queen' }, 'bad-move'],
    ['no moves back from a foundation', { type: 'unfoundation', from: 0 }, 'bad-move'],
  ])('%s', (_name, move, expected) => {
    expect(refusal(start, move)).toBe(expected);
  });

  it('moves only the available (bottom) card of a column', () => {
    const after = play(start, 0, { type: 'build', from: 0, to: 1 }).state;
    expect(columnsOf(after)[0]).toEqual(['9C']);
    expect(columnsOf(after)[1]).toEqual(['6H', '5H']);
  });

  it('lists exactly the moves it accepts', () => {
    const listed = legalMoves(start, 0);
    expect(listed).toEqual([
      { type: 'build', from: 0, to: 2 },
      { type: 'build', from: 0, to: 1 },
      { type: 'build', from: 1, to: 0 },
      { type: 'build', from: 1, to: 4 },
      { type: 'build', from: 2, to: 0 },
      { type: 'build', from: 4, to: 1 },
      { type: 'foundation', from: 5, pile: 'king' },
    ]);
    for (const move of listed) expect(refusal(start, move)).toBe('accepted');
  });
  it('takes a listed move from the one player only', () => {
    const [move] = legalMoves(start, 0);
    expect(() => play(start, 1, move)).toThrow(expect.objectContaining({ code: 'not-your-turn' }));
  });
});

describe('foundations', () => {
  it('build up from the ace in suit', () => {
    const state = position([['2S'], ['3S']]);
    const after = play(play(state, 0, { type: 'foundation', from: 0, pile: 'ace' }).state, 0, {
      type: 'foundation',
      from: 1,
      pile: 'ace',
    }).state;
    expect(view(after, 0).foundations.S.ace).toBe('3S');
  });
  it('build down from a king, which may also stay in the tableau', () => {
    const state = position([['KH'], ['QH'], ['JH']]);
    expect(legalMoves(state, 0)).toContainEqual({ type: 'build', from: 1, to: 0 });
    expect(legalMoves(state, 0)).toContainEqual({ type: 'build', from: 0, to: 1 });
    let s = play(state, 0, { type: 'foundation', from: 0, pile: 'king' }).state;
    s = play(s, 0, { type: 'foundation', from: 1, pile: 'king' }).state;
    s = play(s, 0, { type: 'foundation', from: 2, pile: 'king' }).state;
    expect(view(s, 0).foundations.H.king).toBe('JH');
  });
  it('complete a suit when the two piles meet anywhere (A-6 with K-7)', () => {
    const state = position([['7C']], { S: { ace: 13 }, H: { ace: 13 }, D: { ace: 13 }, C: { ace: 6, king: 8 } });
    expect(legalMoves(state, 0)).toEqual([
      { type: 'foundation', from: 0, pile: 'ace' },
      { type: 'foundation', from: 0, pile: 'king' },
    ]);
    const won = play(state, 0, { type: 'foundation', from: 0, pile: 'king' }).state;
    expect(won.status).toBe('won');
    expect(result(won)).toEqual({ places: [1], scores: [52], outcome: 'won', details: { moves: 1 } });
  });
});

describe('the end', () => {
  it('is lost (stalled) when no move is left', () => {
    const state = position([['9C'], ['5H']]);
    expect(state.status).toBe('lost');
    expect(bisley.actors(state)).toEqual([]);
    // Only the four aces are home.
    expect(result(state)).toMatchObject({ outcome: 'lost', scores: [4] });
  });
  it('refuses every move once over', () => {
    const state = position([['9C'], ['5H']]);
    expect(refusal(state, { type: 'build', from: 0, to: 1 })).toBe('game-over');
  });
  it('ends at the move cap', () => {
    const state = { ...position([['5H'], ['6H'], ['4H']]), moves: MOVE_CAP - 1 };
    expect(play(state, 0, { type: 'build', from: 0, to: 1 }).state.status).toBe('lost');
  });
});

describe('no repeated positions', () => {
  it('stops a card shuttling back to a tableau already seen', () => {
    // 5H between 6H and 4H: onto 4H, then back onto 6H would recreate the deal.
    let state = position([['6H', '5H'], ['4H'], ['9C']]);
    state = play(state, 0, { type: 'build', from: 0, to: 1 }).state;
    expect(columnsOf(state).slice(0, 2)).toEqual([['6H'], ['4H', '5H']]);
    expect(legalMoves(state, 0)).not.toContainEqual({ type: 'build', from: 1, to: 0 });
    expect(refusal(state, { type: 'build', from: 1, to: 0 })).toBe('illegal-move');
  });
  it('forgets nothing that could recur: a foundation move leaves only the new tableau', () => {
    let state = position([['6H', '5H'], ['4H'], ['3H']], { H: { ace: 2 } });
    state = play(state, 0, { type: 'build', from: 0, to: 1 }).state;
    expect(seenKeys(state)).toHaveLength(2);
    state = play(state, 0, { type: 'foundation', from: 2, pile: 'ace' }).state;
    expect(seenKeys(state)).toHaveLength(1);
  });
});

describe('auto-play', () => {
  it('sends home any card that can go, but leaves a king to the player', () => {
    expect(autoMove(position([['KS'], ['2H']]), { autoPlay: true })).toEqual({ type: 'foundation', from: 1, pile: 'ace' });
    expect(autoMove(position([['KS'], ['9H']]), { autoPlay: true })).toBeNull();
    expect(autoMove(position([['2H']]), { autoPlay: false })).toBeNull();
  });
});

describe('advice', () => {
  it('says whether the game can still be won, with a move to play', () => {
    // Every other card is home: the three hearts left can follow.
    const open = position([['2H'], ['4H', '3H']], { S: { ace: 13 }, D: { ace: 13 }, C: { ace: 13 }, H: { king: 5 } });
    expect(advise(open)).toEqual({ move: { type: 'foundation', from: 0, pile: 'ace' }, verdict: 'winnable' });
    // 7H lies over both of its neighbours: lost, but a move is still suggested.
    const dead = position([['6H', '8H', '7H'], ['2H']]);
    expect(advise(dead)).toEqual({ move: { type: 'foundation', from: 1, pile: 'ace' }, verdict: 'unwinnable' });
  });
});
