import type { Lang } from '../i18n/lang.ts';
import { describeGeneric } from './describe.ts';
import type { EventWords } from './eventWords.ts';

/** An event in words for the move log: the game's own wording, else its fields read out. */
export function describeEvent(
  words: EventWords,
  event: { readonly type: string } & Record<string, unknown>,
  lang: Lang,
  name: (seat: number) => string,
): string {
  return words(event, lang, name) ?? describeGeneric(event, lang);
}
