import { type BollocksMove, bollocks, view } from '@parlour/games/bollocks';
import { describe, expect, it } from 'vitest';
import { chosenPlay, legalOf, options } from './declare.ts';

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

  it('works the plays out from the view where the server left a long list out', () => {
    const start = bollocks.setup(2, {}, 'declare');
    // A free declaration from a hand of 26: 26 x 52 plays, over the server's limit of 1,000.
    const seat = bollocks.actors(start)[0];
    const more = 26 - start.hands[seat].length;
    const s = {
      ...start,
      hands: start.hands.map((h, i) => (i === seat ? [...h, ...start.drawPile.slice(0, more)] : h)),
      drawPile: start.drawPile.slice(more),
    };
    const all = bollocks.legalMoves(s, seat);
    expect(all.length).toBeGreaterThan(1000);
    const mine = view(s, seat);
    expect(legalOf({ legal: [], legalOmitted: all.length, view: mine, seq: 0 })).toEqual(all);
    // A list the server sent is taken as it is.
    expect(legalOf({ legal: all.slice(0, 3), view: mine, seq: 0 })).toEqual(all.slice(0, 3));
  });
});
