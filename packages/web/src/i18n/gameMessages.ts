import type { Lang } from './lang.ts';

/** A game's own messages in every language, each language with the same keys. */
export type GameMessages<K extends string = string> = Readonly<Record<Lang, Readonly<Record<K, string>>>>;

/** Checks a game's messages (Malay and French with exactly the English keys) and keeps the keys as a type. */
export const gameMessages = <const E extends Readonly<Record<string, string>>>(
  messages: { readonly en: E } & Readonly<Record<Exclude<Lang, 'en'>, Readonly<Record<keyof E, string>>>>,
): GameMessages<keyof E & string> => messages;
