import { describe, expect, it } from 'vitest';
import { orderOf, sortHand, withCards, withoutCards } from './hand.ts';

const order = orderOf(['A', 'B', 'C', 'D', 'E', 'F', 'G']);

describe('hands in deck order', () => {
  it('sorts any cards into deck order', () => {
    expect(sortHand(['F', 'A', 'D'], order)).toEqual(['A', 'D', 'F']);
  });

  it.each([
    [[], ['C'], ['C']],
    [['B', 'E'], [], ['B', 'E']],
    [
      ['B', 'E'],
      ['G', 'A', 'C'],
      ['A', 'B', 'C', 'E', 'G'],
    ],
    [
      ['A', 'B'],
      ['D', 'C'],
      ['A', 'B', 'C', 'D'],
    ],
    [
      ['F', 'G'],
      ['B', 'A'],
      ['A', 'B', 'F', 'G'],
    ],
  ])('adds cards into their places: %j + %j', (hand, cards, expected) => {
    expect(withCards(hand, cards, order)).toEqual(expected);
    expect(withCards(hand, cards, order)).toEqual(sortHand([...hand, ...cards], order));
  });

  it('takes cards out, keeping the order', () => {
    expect(withoutCards(['A', 'C', 'E', 'G'], ['A', 'E'])).toEqual(['C', 'G']);
    expect(withoutCards(['A', 'C', 'E', 'G'], ['E', 'A'])).toEqual(['C', 'G']);
  });
});

describe('adding to bigger hands', () => {
  const deck = Array.from({ length: 60 }, (_, i) => `c${String(i).padStart(2, '0')}`);
  const big = orderOf(deck);
  it('puts one, two or many cards where a full sort would', () => {
    for (let seed = 0; seed < 200; seed++) {
      const shuffled = deck.filter((_, i) => (i * 7 + seed * 13) % 5 !== 0);
      const hand = sortHand(shuffled.slice(0, 5 + (seed % 30)), big);
      const rest = deck.filter((c) => !hand.includes(c));
      const cards = rest.filter((_, i) => (i + seed) % (1 + (seed % 9)) === 0).slice(0, 1 + (seed % 6));
      expect(withCards(hand, cards, big)).toEqual(sortHand([...hand, ...cards], big));
    }
  });
});
