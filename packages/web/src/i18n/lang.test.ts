import { describe, expect, it } from 'vitest';
import { cardName } from '../svg/cardCode.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { format, translator } from './lang.ts';
import { ms } from './ms.ts';

describe('i18n', () => {
  it('every language has exactly the English keys, none left empty', () => {
    for (const messages of [ms, fr]) {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
      for (const value of Object.values(messages)) expect(value.trim()).not.toBe('');
    }
  });

  it('keeps the same placeholders in every language', () => {
    const holes = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(holes(ms[key]), key).toEqual(holes(en[key]));
      expect(holes(fr[key]), key).toEqual(holes(en[key]));
    }
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(format('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(translator('ms')('lobby.seats', { taken: 1, players: 4 })).toBe('1 daripada 4 tempat');
  });

  it('names cards in each language', () => {
    expect(cardName('QH', 'en')).toBe('Queen of Hearts');
    expect(cardName('10S.1', 'en')).toBe('Ten of Spades');
    expect(cardName('QH', 'fr')).toBe('Dame de Cœur');
    expect(cardName('AS', 'ms')).toBe('Sat Sped');
    expect(cardName('J2', 'en')).toBe('Joker 2');
    expect(cardName('ZZ', 'en')).toBe('ZZ');
    expect(cardName('7-crowns', 'en')).toBe('Seven of Crowns');
    expect(cardName('Q-rainbows', 'fr')).toBe('Dame de Arc-en-ciel');
    expect(cardName('7-moons', 'en')).toBe('7-moons');
  });
});
