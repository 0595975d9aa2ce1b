import { describeOptions } from '@parlour/engine';
import { GAMES } from '@parlour/games';
import { describe, expect, it } from 'vitest';
import { optionWords } from './optionWords.ts';

describe('option words', () => {
  const every = Object.entries(GAMES).flatMap(([id, e]) => describeOptions(e.game.options).map((o) => ({ id, o })));

  it('gives every option of every game a Malay and a French label and description', () => {
    expect(every.length).toBeGreaterThan(0);
    for (const { id, o } of every)
      for (const lang of ['ms', 'fr'] as const) {
        const words = optionWords(id, o, lang);
        expect(words.label, `${id}.${o.name} ${lang}`).not.toBe(o.label);
        expect(words.description.trim(), `${id}.${o.name} ${lang}`).not.toBe('');
      }
  });

  it('keeps the game’s own English', () => {
    for (const { id, o } of every) expect(optionWords(id, o, 'en')).toEqual({ label: o.label, description: o.description ?? '' });
  });
});
