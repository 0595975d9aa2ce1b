import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { cardName } from '../svg/cardCode.ts';
import { format, messagesOf, translator } from './lang.ts';

/** Every message of each language: the client's own and every game's. */
const [en, ms, fr] = (['en', 'ms', 'fr'] as const).map(messagesOf);

describe('i18n', () => {
  it('every language has exactly the English keys, none left empty', () => {
    for (const messages of [ms, fr]) {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
      for (const value of Object.values(messages)) expect(value.trim()).not.toBe('');
    }
  });

  it('keeps the same placeholders in every language, each message valid ICU', () => {
    const holes = (s: string) => [...new Set(argumentsOf(parse(s)))].sort();
    for (const key of Object.keys(en)) {
      expect(holes(ms[key]), key).toEqual(holes(en[key]));
      expect(holes(fr[key]), key).toEqual(holes(en[key]));
    }
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(format('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(translator('ms')('lobby.seats', { taken: 1, players: 4 })).toBe('1 daripada 4 tempat');
  });

  it('says plurals by each language’s rules', () => {
    const en = translator('en');
    const fr = translator('fr');
    const ms = translator('ms');
    expect(en('bluff.cards', { n: 1 })).toBe('1 card');
    expect(en('bluff.cards', { n: 0 })).toBe('0 cards');
    expect(en('woolyBully.w.drawn', { n: 1 })).toBe('You drew 1 tile');
    expect(en('bully.bouts', { n: 1 })).toBe('1 bout');
    expect(en('lobby.seats', { taken: 1, players: 1 })).toBe('1 of 1 seat');
    // French counts 0 and 1 as one.
    expect(fr('profile.played', { n: 1 })).toBe('1 partie classée jouée');
    expect(fr('profile.played', { n: 0 })).toBe('0 partie classée jouée');
    expect(fr('profile.played', { n: 2 })).toBe('2 parties classées jouées');
    expect(ms('bluff.cards', { n: 1 })).toBe('1 kad');
    expect(ms('bluff.cards', { n: 5 })).toBe('5 kad');
  });

  it('puts a no-break space before French colons, semicolons, question and exclamation marks', () => {
    for (const value of Object.values(fr)) expect(value, value).not.toMatch(/[^\u00a0\u202f][:;?!](\s|$)/);
  });

  it('names cards in each language', () => {
    expect(cardName('QH', 'en')).toBe('Queen of Hearts');
    expect(cardName('10S.1', 'en')).toBe('Ten of Spades');
    expect(cardName('QH', 'fr')).toBe('Dame de Cœur');
    expect(cardName('AS', 'ms')).toBe('Sat Sped');
    expect(cardName('J2', 'en')).toBe('Joker 2');
    expect(cardName('ZZ', 'en')).toBe('ZZ');
    expect(cardName('7-crowns', 'en')).toBe('Seven of Crowns');
    expect(cardName('Q-rainbows', 'fr')).toBe('Dame d’Arc-en-ciel');
    expect(cardName('10-stars', 'fr')).toBe('Dix d’Étoile');
    expect(cardName('7-moons', 'en')).toBe('7-moons');
  });
});

/** Every argument a message names, inside plural and select branches too. */
function argumentsOf(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((e) => {
    // A select may be one language's grammar alone (French elision): its branches count, its choice does not.
    if (e.type === TYPE.select) return Object.values(e.options).flatMap((o) => argumentsOf(o.value));
    if (e.type === TYPE.plural) return [e.value, ...Object.values(e.options).flatMap((o) => argumentsOf(o.value))];
    return e.type === TYPE.literal || e.type === TYPE.pound ? [] : [(e as { value: string }).value];
  });
}
