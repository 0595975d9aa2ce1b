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
