import { refusalOf } from '@parlour/engine/testkit';
import { describe, expect, it } from 'vitest';
import type { Declared } from './cards.ts';
import { bollocks } from './game.ts';
import type { BollocksMove } from './moves.ts';
import type { BollocksState, CentreCard } from './state.ts';
import { view } from './view.ts';

/** A table set up by hand (hands in card order); the draw pile's top is its last card. */
function table(
  hands: string[][],
  at: { turn?: number; active?: Declared | null; drawPile?: string[]; centre?: CentreCard[]; turns?: number } = {},
): BollocksState {
  return {
    ...bollocks.setup(hands.length, {}, 'rules'),
    hands,
    turn: at.turn ?? 0,
    active: at.active ?? null,
    drawPile: at.drawPile ?? ['A-stars', '2-stars', '3-stars', '4-stars', '5-stars', '6-stars'],
    centre: at.centre ?? [],
    turns: at.turns ?? 0,
  };
}

function run(state: BollocksState, ...moves: [number, BollocksMove][]): BollocksState {
  return moves.reduce((s, [seat, move]) => bollocks.play(s, seat, move).state, state);
}

const lay = (card: string, number: string, suit: string) => ({ type: 'play', card, number, suit }) as BollocksMove;
const skip: BollocksMove = { type: 'skip' };
const up: BollocksMove = { type: 'vote', thumbs: 'up' };
const down: BollocksMove = { type: 'vote', thumbs: 'down' };
const sevenOfCrowns: Declared = { number: '7', suit: 'crowns' };

const outcome = (state: BollocksState, seat: number, move: unknown) =>
  refusalOf(() => bollocks.play(state, seat, move as BollocksMove));

describe('bollocks: the deck and the deal', () => {
  it.each([
    [2, 12],
    [3, 12],
    [4, 12],
    [5, 11],
    [6, 11],
    [7, 10],
    [8, 10],
    [9, 9],
    [10, 9],
  ])('%i players get %i cards each; the rest is the draw pile', (players, size) => {
    const s = bollocks.setup(players, {}, `deal${players}`);
    expect(s.hands.map((h) => h.length)).toEqual(Array(players).fill(size));
    expect(s.drawPile.length).toBe(104 - players * size);
    expect(new Set([...s.hands.flat(), ...s.drawPile]).size).toBe(104);
    expect(s.active).toBe(null);
  });
});

describe('bollocks: declaring', () => {
  const hand = [['3-hearts', '7-rainbows', 'K-shields'], ['2-clubs'], ['9-stars']];
  it.each([
    ['a free first declaration', null, lay('3-hearts', 'Q', 'stars'), 'accepted'],
    ['the same number', sevenOfCrowns, lay('3-hearts', '7', 'hearts'), 'accepted'],
    ['the same suit', sevenOfCrowns, lay('K-shields', '3', 'crowns'), 'accepted'],
    ['the very card, truly', sevenOfCrowns, lay('7-rainbows', '7', 'rainbows'), 'accepted'],
    ['neither number nor suit', sevenOfCrowns, lay('3-hearts', '3', 'hearts'), 'illegal-move'],
    ['a card not in hand', sevenOfCrowns, lay('7-crowns', '7', 'crowns'), 'illegal-move'],
    ['a suit not in the deck', null, lay('3-hearts', '3', 'moons'), 'illegal-move'],
    ['skipping while holding a match', sevenOfCrowns, skip, 'illegal-move'],
    ['skipping with no active card', null, skip, 'illegal-move'],
  ])('%s', (_, active, move, expected) => {
    expect(outcome(table(hand, { active }), 0, move)).toBe(expected);
  });

  it('a skip is allowed without a card of the number or the suit', () => {
    const s = table([['3-hearts', 'K-shields'], ['2-clubs'], ['9-stars']], { active: sevenOfCrowns });
    expect(bollocks.legalMoves(s, 0)).toContainEqual(skip);
    expect(run(s, [0, skip]).turn).toBe(1);
  });

  it('a full round of skips clears the active card: the next declaration is free', () => {
    const s = table([['3-hearts'], ['2-clubs'], ['9-stars']], { active: sevenOfCrowns });
    const twice = run(s, [0, skip], [1, skip]);
    expect(twice.active).toEqual(sevenOfCrowns);
    const round = run(twice, [2, skip]);
    expect([round.active, round.turn]).toEqual([null, 0]);
    expect(outcome(round, 0, lay('3-hearts', 'A', 'spades'))).toBe('accepted');
  });
});

describe('bollocks: the vote', () => {
  const hands = [['3-hearts', '7-crowns', 'K-shields'], ['2-clubs'], ['9-stars'], ['J-hearts']];
  const played = (card: string) => run(table(hands, { active: sevenOfCrowns }), [0, lay(card, '7', 'crowns')]);

  it('all other players vote at once; votes stay hidden until all are in', () => {
    const s = played('7-crowns');
    expect(bollocks.actors(s)).toEqual([1, 2, 3]);
    const t = run(s, [2, down]);
    expect(view(t, 1)).toEqual(view(run(s, [2, up]), 1));
    expect(view(t, 1).waiting).toEqual([1, 3]);
    expect(view(t, 2).vote).toBe('down');
  });

  it('all up: the card stays face down and the declaration is the active card', () => {
    const s = run(played('K-shields'), [1, up], [2, up], [3, up]);
    expect([s.active, s.turn, s.centre]).toEqual([sevenOfCrowns, 1, [{ seat: 0, card: 'K-shields', up: false }]]);
    expect(view(s, 1).centre).toEqual([{ seat: 0, card: null, up: false }]);
  });

  it('down on the truth: every down-voter draws 2, nobody else draws', () => {
    const s = run(played('7-crowns'), [1, down], [2, up], [3, down]);
    expect(s.hands.map((h) => h.length)).toEqual([2, 3, 1, 3]);
    expect(view(s, 2).history[0]).toMatchObject({ revealed: '7-crowns', downs: [1, 3], ups: [2] });
    expect(s.active).toEqual(sevenOfCrowns);
  });

  it('down on a bluff: the player draws 2, every up-voter 1, down-voters nothing', () => {
    const s = run(played('3-hearts'), [1, down], [2, up], [3, up]);
    expect(s.hands.map((h) => h.length)).toEqual([4, 1, 2, 2]);
    // The declared card, not the revealed one, is the card to match.
    expect(s.active).toEqual(sevenOfCrowns);
    expect(view(s, 1).centre).toEqual([{ seat: 0, card: '3-hearts', up: true }]);
  });

  it('penalties are drawn clockwise from the player who laid the card, each taking the whole count', () => {
    const s = run(
      table([['3-hearts'], ['2-clubs'], ['9-stars'], ['J-hearts']], { turn: 2, active: sevenOfCrowns }),
      [2, lay('9-stars', '7', 'stars')],
      [0, up],
      [1, down],
      [3, up],
    );
    // Seat 2 bluffed: it draws 6 and 5 of stars, then seat 3 draws 4, then seat 0 draws 3.
    expect(s.hands).toEqual([['3-hearts', '3-stars'], ['2-clubs'], ['5-stars', '6-stars'], ['J-hearts', '4-stars']]);
    expect(view(s, null).history[0]).toMatchObject({
      draws: [
        { seat: 2, count: 2 },
        { seat: 3, count: 1 },
        { seat: 0, count: 1 },
      ],
    });
  });

  it('an empty draw pile is rebuilt from every centre card; the active card stays', () => {
    const centre = [
      { seat: 1, card: 'Q-stars', up: false },
      { seat: 3, card: 'A-rainbows', up: true },
    ];
    const s = run(
      table([['3-hearts', '4-hearts'], ['2-clubs'], ['9-stars'], ['J-hearts']], {
        active: sevenOfCrowns,
        drawPile: ['5-spades'],
        centre,
      }),
      [0, lay('3-hearts', '7', 'hearts')],
      [1, up],
      [2, down],
      [3, up],
    );
    // 5 cards owed (2 + 1 + 1 + ... ) from 1 + 3 centre cards: the last draw is forgiven.
    expect(s.hands.map((h) => h.length)).toEqual([3, 2, 1, 2]);
    expect(s.centre).toEqual([]);
    expect(s.drawPile).toEqual([]);
    expect(s.active).toEqual({ number: '7', suit: 'hearts' });
    expect(view(s, null).history[0]).toMatchObject({ reshuffled: 3 });
    expect(new Set(s.hands.flat()).size).toBe(8);
  });
});

describe('bollocks: the last card', () => {
  const hands = [['7-crowns'], ['2-clubs', '3-clubs'], ['9-stars', '3-diamonds', '4-diamonds']];
  it.each([
    ['all up', '7-crowns', [up, up], 0, [0, 2, 3], [1, 2, 3]],
    ['down on the truth, after the penalties', '7-crowns', [down, up], 0, [0, 4, 3], [1, 3, 2]],
  ])('%s: the player wins', (_, card, votes, winner, sizes, places) => {
    const s = run(table(hands, { active: sevenOfCrowns }), [0, lay(card, '7', 'crowns')], [1, votes[0]], [2, votes[1]]);
    expect([s.winner, bollocks.actors(s), s.hands.map((h) => h.length)]).toEqual([winner, [], sizes]);
    expect(bollocks.result(s)?.places).toEqual(places);
  });

  it('a bluff caught on the last card: draw 2 and play on', () => {
    const s = run(
      table([['5-hearts'], ['2-clubs'], ['9-stars']], { active: sevenOfCrowns }),
      [0, lay('5-hearts', '7', 'crowns')],
      [1, down],
      [2, up],
    );
    expect([s.winner, s.hands[0].length, bollocks.actors(s)]).toEqual([null, 2, [1]]);
  });
});

describe('bollocks: the end and the clock', () => {
  it('ends after 100 turns per player, once the last has resolved, placed by cards in hand', () => {
    const s = table([['3-hearts', '4-hearts'], ['2-clubs'], ['9-stars', 'J-hearts']], { turns: 299 });
    const laid = run(s, [0, lay('3-hearts', '3', 'hearts')]);
    expect(bollocks.actors(laid)).toEqual([1, 2]);
    const done = run(laid, [1, up], [2, up]);
    expect(bollocks.actors(done)).toEqual([]);
    expect(bollocks.result(done)?.places).toEqual([1, 1, 3]);
  });

  it('on a clock: a voter votes up; a player skips if allowed, else lays the first match truly', () => {
    const s = table([['3-hearts', '7-rainbows', 'K-crowns'], ['2-clubs'], ['9-stars']], { active: sevenOfCrowns });
    expect(bollocks.timeout(s, 0)).toEqual(lay('7-rainbows', '7', 'rainbows'));
    expect(bollocks.timeout({ ...s, active: null }, 0)).toEqual(lay('3-hearts', '3', 'hearts'));
    expect(bollocks.timeout({ ...s, hands: [['3-hearts'], ['2-clubs'], ['9-stars']] }, 0)).toEqual(skip);
    expect(bollocks.timeout(run(s, [0, lay('3-hearts', '7', 'hearts')]), 2)).toEqual(up);
  });
});
