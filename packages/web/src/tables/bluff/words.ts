import { translator } from '../../i18n/lang.ts';
import { NAMES, type RankKey } from '../../i18n/names.ts';
import { cardName } from '../../svg/cardCode.ts';
import type { EventWords } from '../eventWords.ts';

const cards = (list: unknown, lang: 'en' | 'ms' | 'fr') =>
  Array.isArray(list) ? list.map((c) => cardName(String(c), lang)).join(', ') : '';

export const bluffWords: EventWords = (event, lang, name) => {
  const t = translator(lang);
  const rank = NAMES[lang].ranks[event.rank as RankKey] ?? String(event.rank);
  switch (event.type) {
    case 'declare':
      return t('bluff.claims', { name: name(Number(event.seat)), count: Number(event.count), rank });
    case 'decided':
      return t('bluff.decided', { name: name(Number(event.seat)) });
    case 'laid':
      return t('bluff.laid', { cards: cards(event.cards, lang) });
    case 'resolved': {
      if (event.caller === null || !Array.isArray(event.revealed)) return t('bluff.passed');
      const lie = event.taker === event.seat;
      return `${cards(event.revealed, lang)} — ${t(lie ? 'bluff.lie' : 'bluff.truth', { name: name(Number(event.taker)), n: Number(event.taken) })}`;
    }
  }
  return null;
};
