import { en, type MessageKey, type Messages } from './en.ts';
import { fr } from './fr.ts';
import { ms } from './ms.ts';

export const LANGS = ['en', 'ms', 'fr'] as const;
export type Lang = (typeof LANGS)[number];

export const LANG_NAMES: Record<Lang, string> = { en: 'English', ms: 'Bahasa Melayu', fr: 'Français' };

const MESSAGES: Record<Lang, Messages> = { en, ms, fr };

export type Params = Readonly<Record<string, string | number>>;
export type Translate = (key: MessageKey, params?: Params) => string;

/** Fills `{name}` placeholders; an unknown placeholder stays visible rather than vanishing. */
export function format(template: string, params: Params = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function translator(lang: Lang): Translate {
  const messages = MESSAGES[lang];
  return (key, params) => format(messages[key] ?? en[key], params);
}

export const isLang = (value: unknown): value is Lang =>
  typeof value === 'string' && (LANGS as readonly string[]).includes(value);
