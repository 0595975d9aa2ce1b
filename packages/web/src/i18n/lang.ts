import { IntlMessageFormat } from 'intl-messageformat';
import { WEB_GAMES } from '../tables/index.ts';
import { en, type MessageKey } from './en.ts';
import { fr } from './fr.ts';
import { ms } from './ms.ts';

export const LANGS = ['en', 'ms', 'fr'] as const;
export type Lang = (typeof LANGS)[number];

export const LANG_NAMES: Record<Lang, string> = { en: 'English', ms: 'Bahasa Melayu', fr: 'Français' };

const CLIENT: Record<Lang, Readonly<Record<string, string>>> = { en, ms, fr };
const merged: Partial<Record<Lang, Readonly<Record<string, string>>>> = {};

/**
 * A language's messages: the client's own and every game's. Merged at the first message
 * asked for, not on loading: the games' modules import this one.
 */
export function messagesOf(lang: Lang): Readonly<Record<string, string>> {
  const messages = merged[lang] ?? Object.assign({}, CLIENT[lang], ...WEB_GAMES.map((g) => g.messages[lang]));
  merged[lang] = messages;
  return messages;
}

export type Params = Readonly<Record<string, string | number>>;
export type Translate = (key: MessageKey, params?: Params) => string;

const compiled = new Map<string, IntlMessageFormat>();

/**
 * An ICU message ("{n, plural, one {# card} other {# cards}}") filled in with the
 * language's own plural rules. A placeholder without a value stays visible as {name}
 * rather than vanishing; a message that cannot be read is shown as written.
 */
export function format(template: string, params: Params = {}, lang: Lang = 'en'): string {
  const id = `${lang}\u0000${template}`;
  let message = compiled.get(id);
  try {
    if (!message) {
      message = new IntlMessageFormat(template, lang);
      compiled.set(id, message);
    }
    const values: Record<string, string | number> = { ...params };
    for (const name of argumentNames(message)) if (!(name in values)) values[name] = `{${name}}`;
    return String(message.format(values));
  } catch {
    return template;
  }
}

/** The top-level arguments a message takes (its plural and select branches may name more). */
function argumentNames(message: IntlMessageFormat): string[] {
  return message
    .getAst()
    .filter((part) => 'value' in part && part.type !== 0)
    .map((part) => (part as { value: string }).value);
}

export function translator(lang: Lang): Translate {
  return (key, params) => format(messagesOf(lang)[key] ?? messagesOf('en')[key] ?? key, params, lang);
}

export const isLang = (value: unknown): value is Lang =>
  typeof value === 'string' && (LANGS as readonly string[]).includes(value);
