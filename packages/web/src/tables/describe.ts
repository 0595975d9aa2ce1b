import type { Lang } from '../i18n/lang.ts';
import { cardName, parseCard } from '../svg/cardCode.ts';

/**
 * A move or event in words when its game has none for it (a replay step without events, an
 * event the game's words leave out): its type, then its fields, card codes read out as names.
 */
export function describeGeneric(value: unknown, lang: Lang): string {
  if (value === null || typeof value !== 'object') return String(value);
  const { type, ...rest } = value as Record<string, unknown>;
  // An event's audience (`to: 'all' | seats`) is not part of what happened; a move's `to` (a place) is.
  const audience = (key: string, v: unknown) => key === 'to' && (v === 'all' || Array.isArray(v));
  const fields = Object.entries(rest)
    .filter(([key, v]) => !audience(key, v))
    .map(([key, v]) => `${key}: ${wordsOf(v, lang)}`);
  return [typeof type === 'string' ? type : '', ...fields].filter(Boolean).join(' · ');
}

function wordsOf(value: unknown, lang: Lang): string {
  if (typeof value === 'string') return parseCard(value) ? cardName(value, lang) : value;
  if (Array.isArray(value)) return value.map((v) => wordsOf(v, lang)).join(', ');
  if (value && typeof value === 'object') return `{${describeGeneric(value, lang)}}`;
  return String(value);
}
