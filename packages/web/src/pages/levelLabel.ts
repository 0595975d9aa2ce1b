import type { Translate } from '../i18n/lang.ts';
import type { Level } from '../tables/bots.ts';

/**
 * A bot level as the lobby offers it: its word, and its rating from the bots' arena where
 * the server gives one (not for the solitaire; not from a node older than the ratings).
 */
export function levelLabel(t: Translate, level: Level, rating: number | undefined): string {
  const word = t(`level.${level}`);
  return rating === undefined ? word : t('lobby.levelRated', { level: word, rating: rating.toFixed(1) });
}
