import { describe, expect, it } from 'vitest';
import { deck, parseCard, standardDeck, withDeck, withoutDeck } from './cards.ts';

describe('cards', () => {
  it('makes the 52-card deck, with the two jokers when asked', () => {
    expect(standardDeck()).toHaveLength(52);
    expect(new Set(standardDeck({ jokers: true }))).toEqual(new Set([...standardDeck(), 'J1', 'J2']));
  });
  it('makes decks of other suits', () => {
    expect(deck(['Crowns', 'Stars'], ['7'])).toEqual(['7Crowns', '7Stars']);
  });
  it('parses codes and refuses what is not a card', () => {
    expect(parseCard('10H')).toEqual({ joker: false, rank: '10', suit: 'H' });
    expect(parseCard('J2')).toEqual({ joker: true, number: 2 });
    expect(parseCard('AS.0')).toEqual({ joker: false, rank: 'A', suit: 'S' });
    expect(parseCard('J1.1')).toEqual({ joker: true, number: 1 });
    expect(parseCard('7-crowns')).toEqual({ joker: false, rank: '7', suit: 'crowns' });
    expect(parseCard('Q-hearts')).toEqual({ joker: false, rank: 'Q', suit: 'H' });
    for (const bad of ['1H', '11S', 'AX', 'as', '', '7-moons', '7-toString', '7-crowns.0', 'QH-'])
      expect(parseCard(bad)).toBeNull();
  });
  it('adds and strips the deck of a card id', () => {
    expect(withDeck('AS', 0)).toBe('AS.0');
    expect(withoutDeck('AS.0')).toBe('AS');
  });
});
