import type { Lang } from '../i18n/lang.ts';
import { webGame } from './index.ts';
import type { OptionWords } from './webGame.ts';

/** An option's label and description in the reader's language (the game's own English by default). */
export function optionWords(
  game: string,
  option: { name: string; label: string; description?: string },
  lang: Lang,
): OptionWords {
  const words = webGame(game).options;
  return (
    (Object.hasOwn(words, option.name) ? words[option.name]?.[lang] : undefined) ?? {
      label: option.label,
      description: option.description ?? '',
    }
  );
}
