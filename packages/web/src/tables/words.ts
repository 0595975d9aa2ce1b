import type { Lang } from '../i18n/lang.ts';
import { bisleyWords } from './bisley/words.ts';
import { bluffWords } from './bluff/words.ts';
import { bollocksWords } from './bollocks/words.ts';
import { bullyWords } from './bully/words.ts';
import { describeGeneric } from './describe.ts';
import type { EventWords } from './eventWords.ts';
import { woolyWords } from './wooly/words.ts';

const WORDS: Record<string, EventWords> = {
  bisley: bisleyWords,
  bluff: bluffWords,
  bollocks: bollocksWords,
  bully: bullyWords,
  'wooly-bully': woolyWords,
};

/** An event in words for the move log: the game's own wording, else its fields read out. */
export function describeEvent(
  game: string,
  event: { readonly type: string } & Record<string, unknown>,
  lang: Lang,
  name: (seat: number) => string = (seat) => `#${seat + 1}`,
): string {
  return WORDS[game]?.(event, lang, name) ?? describeGeneric(event, lang);
}
