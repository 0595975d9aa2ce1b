import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { GAMES } from '@parlour/games';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en.ts';
import { translator } from '../i18n/lang.ts';
import { WEB_GAMES, webGame } from './index.ts';

const ids = Object.keys(GAMES).sort();
const src = resolve(import.meta.dirname, '..');
const tables = import.meta.dirname;

/** Every source file of the client, as a path from `src`. */
const sources = (readdirSync(src, { recursive: true }) as string[])
  .filter((path) => /\.tsx?$/.test(path))
  .map((path) => path.split('\\').join('/'));

/** Where a game may be named: its own folder and the registry (tests name games as sample data). */
const mayName = (path: string) =>
  /\.test\.tsx?$/.test(path) || path === 'tables/index.ts' || ids.some((id) => path.startsWith(`tables/${id}/`));

/** The contents of the string literals in a source (escapes left as written). */
const literals = (code: string): string[] =>
  [...code.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)].map((m) => m[1] ?? m[2] ?? m[3]);

/** The source without its comments and string literals, where an object key naming a game would show. */
const bare = (code: string): string =>
  code.replace(/\/\*[\s\S]*?\*\/|\/\/.*$|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/gm, "''");

const camel = (id: string) => id.replace(/-(.)/g, (_, c: string) => c.toUpperCase());
const pascal = (id: string) => camel(id).replace(/^./, (c) => c.toUpperCase());

/**
 * The files of a web game folder as docs/architecture.md's "Adding a game" lists them, each
 * with the name it exports (the first `<game>…` or `<Game>…` its line names; none: the default).
 */
const layout = (() => {
  const doc = readFileSync(resolve(src, '../../../docs/architecture.md'), 'utf8');
  const section = doc.slice(doc.indexOf('The browser side (`packages/web/src`)'), doc.indexOf('## The server'));
  return [...section.matchAll(/^\| `([^`]+)` +\| (.*)\|$/gm)].map(([, file, holds]) => ({
    file,
    exported: holds
      .match(/`(<game>|<Game>)(\w*)/)
      ?.slice(1)
      .join(''),
  }));
})();

describe('the web games registry', () => {
  it('has one web module for every game of @parlour/games, and none besides', () => {
    expect(WEB_GAMES.map((g) => g.id).sort()).toEqual(ids);
  });

  it('finds each module in the folder named by its game id, laid out as "Adding a game" lists', async () => {
    const folders = readdirSync(tables, { withFileTypes: true }).filter((e) => e.isDirectory());
    expect(folders.map((e) => e.name).sort()).toEqual(ids);
    expect(layout.map((f) => f.file)).toEqual([
      'index.ts',
      '<Game>Table.tsx',
      'words.ts',
      'rules.ts',
      'Picture.tsx',
      'messages.ts',
    ]);
    for (const id of ids) {
      const names = { '<game>': camel(id), '<Game>': pascal(id) };
      const fill = (text: string) => text.replace(/<game>|<Game>/g, (k) => names[k as keyof typeof names]);
      for (const { file, exported } of layout) {
        const module: Record<string, unknown> = await import(/* @vite-ignore */ join(tables, id, fill(file)));
        expect(Object.keys(module), `${id}/${fill(file)}`).toContain(exported ? fill(exported) : 'default');
      }
      const index: Record<string, unknown> = await import(/* @vite-ignore */ join(tables, id, 'index.ts'));
      expect(Object.keys(index), id).toEqual([camel(id)]);
      expect(index[camel(id)], id).toBe(webGame(id));
    }
  });

  it('keys each game’s own messages by its id in camel case, which no message of the client’s starts with', () => {
    const client = Object.keys(en);
    for (const game of WEB_GAMES) {
      const prefix = `${camel(game.id)}.`;
      expect(
        Object.keys(game.messages.en).filter((key) => !key.startsWith(prefix)),
        game.id,
      ).toEqual([]);
      expect(
        client.filter((key) => key.startsWith(prefix)),
        game.id,
      ).toEqual([]);
    }
  });

  it('refuses an id it does not know', () => {
    expect(() => webGame('snap')).toThrow(/unknown game snap/);
  });

  it('gives each game a pitch in every language and its score a unit', () => {
    for (const game of WEB_GAMES) for (const text of Object.values(game.pitch)) expect(text.trim(), game.id).not.toBe('');
    const t = translator('en');
    expect(t(webGame('bully').unit, { n: 1 })).toBe('1 card left on the grid');
    expect(t(webGame('bluff').unit, { n: 3 })).toBe('3 cards left');
    expect(t(webGame('wooly-bully').unit, { n: 1 })).toBe('1 point');
    expect(t(webGame('bisley').unit, { n: 2 })).toBe('2 points');
    expect(translator('fr')(webGame('bollocks').unit, { n: 2 })).toBe('2 cartes en main');
  });

  it('loads each game’s code by its id', async () => {
    for (const id of ids) expect((await webGame(id).code()).id, id).toBe(id);
  });

  // "Adding a game" in docs/architecture.md: a game is its folder and one line in the registry, so no other file may look a game up by name.
  it('is the only place outside the game folders that names a game', () => {
    const named: string[] = [];
    for (const path of sources.filter((p) => !mayName(p))) {
      const code = readFileSync(join(src, path), 'utf8');
      for (const text of literals(code))
        for (const id of ids)
          if (text === id || text.includes(`tables/${id}/`) || text.includes(`/${id}/`) || text.endsWith(`games/${id}`))
            named.push(`${path}: '${text}'`);
      for (const id of ids)
        for (const key of bare(code).matchAll(new RegExp(`(?<![\\w.$])(${camel(id)})\\s*:`, 'g')))
          named.push(`${path}: ${key[1]}:`);
    }
    expect(named).toEqual([]);
  });

  it('would see a lookup by name if one crept back', () => {
    const code =
      "const UNITS = { bully: 'unit.grid', 'wooly-bully': 'unit.points' }; // bully: a comment\nimport('@parlour/games/bluff');";
    expect(literals(code)).toEqual(expect.arrayContaining(['wooly-bully', '@parlour/games/bluff']));
    expect([...bare(code).matchAll(/(?<![\w.$])(bully)\s*:/g)]).toHaveLength(1);
    expect(sources).toContain('pages/Table.tsx');
  });
});
