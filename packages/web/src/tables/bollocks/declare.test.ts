import { describe, expect, it } from 'vitest';
import type { BollocksMove } from '../../../../games/bollocks/index.ts';
import { chosenPlay, options } from './declare.ts';

const legal: BollocksMove[] = [
  { type: 'play', card: '7-crowns', number: '7', suit: 'stars' },
  { type: 'play', card: '7-crowns', number: 'K', suit: 'crowns' },
  { type: 'play', card: 'A-hearts', number: '7', suit: 'crowns' },
  { type: 'skip' },
];

describe('choosing a Bollocks declaration from the legal plays', () => {
  it('narrows each choice by the others', () => {
    const none = options(legal, { card: null, number: null, suit: null });
    expect([...none.cards]).toEqual(['7-crowns', 'A-hearts']);
    const seven = options(legal, { card: '7-crowns', number: '7', suit: null });
    expect([...seven.suits]).toEqual(['stars']);
    expect([...seven.numbers]).toEqual(['7', 'K']);
  });

  it('names a play only when all three choices make a legal one', () => {
    expect(chosenPlay(legal, { card: '7-crowns', number: '7', suit: 'stars' })).toEqual(legal[0]);
    expect(chosenPlay(legal, { card: '7-crowns', number: '7', suit: 'crowns' })).toBeUndefined();
  });
});
