import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { GAMES } from '@parlour/games';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../i18n/lang.ts';
import { WEB_GAMES } from './index.ts';

/** A game's RULES.md: the text before its first section, and each `## ` section by heading. */
function rulesOf(game: string): { intro: string; sections: Map<string, string> } {
  const text = readFileSync(resolve(import.meta.dirname, '../../../games', game, 'RULES.md'), 'utf8');
  const [intro, ...parts] = text.split(/^## /m);
  return {
    intro,
    sections: new Map(parts.map((part) => [part.slice(0, part.indexOf('\n')).trim(), part.slice(part.indexOf('\n'))])),
  };
}

/** The numbers a text states, as written in digits ("1,000" and "1 000" are 1000). */
const numbers = (text: string): string[] =>
  (text.match(/\d+(?:[,\u00a0\u202f ]\d{3})*/g) ?? []).map((n) => n.replace(/\D/g, '')).sort();

const games = Object.keys(GAMES);

/** Each web game's How-to-play page, by game id. */
const RULES = Object.fromEntries(await Promise.all(WEB_GAMES.map(async (g) => [g.id, await g.rules()] as const)));

describe('How-to-play pages agree with RULES.md', () => {
  it('every game has a page', () => {
    expect(Object.keys(RULES).sort()).toEqual([...games].sort());
  });

  for (const game of games) {
    describe(game, () => {
      const { intro, sections } = rulesOf(game);
      const page = RULES[game] ?? [];

      it('covers every section of RULES.md, and names no section it does not have', () => {
        const covered = new Set(page.flatMap((s) => s.covers));
        expect([...sections.keys()].filter((heading) => !covered.has(heading))).toEqual([]);
        expect([...covered].filter((heading) => !sections.has(heading))).toEqual([]);
      });

      it('says every number in the sections it covers, the same in every language', () => {
        for (const section of page) {
          const source = numbers(intro + section.covers.map((h) => sections.get(h) ?? '').join('\n'));
          for (const point of [section.heading, ...section.points]) {
            for (const n of numbers(point.en)) expect(source, `${game}: "${n}" in "${point.en}"`).toContain(n);
            for (const lang of LANGS)
              expect(numbers(point[lang]), `${game} (${lang}): ${point[lang]}`).toEqual(numbers(point.en));
          }
        }
      });

      it('has every text in every language', () => {
        for (const section of page)
          for (const words of [section.heading, ...section.points])
            for (const lang of LANGS) expect(words[lang].trim(), `${game} ${lang}`).not.toBe('');
      });
    });
  }
});
