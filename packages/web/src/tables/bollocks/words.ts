import { translator } from '../../i18n/lang.ts';
import { NAMES, type RankKey } from '../../i18n/names.ts';
import { cardName, suitKeyOf } from '../../svg/cardCode.ts';
import type { EventWords } from '../eventWords.ts';

export const bollocksWords: EventWords = (event, lang, name) => {
  const t = translator(lang);
  const who = name(Number(event.seat));
  const number = NAMES[lang].ranks[event.number as RankKey] ?? String(event.number);
  const suit = NAMES[lang].suits[suitKeyOf(String(event.suit)) ?? 'S'];
  switch (event.type) {
    case 'play':
      return t('bollocks.claims', { name: who, number, suit });
    case 'voted':
      return t('bollocks.voted', { name: who });
    case 'skipped':
      return t('bollocks.skipped', { name: who });
    case 'laid':
      return t('bollocks.laid', { card: cardName(String(event.card), lang) });
    case 'drew':
      return t('bollocks.drew', {
        cards: Array.isArray(event.cards) ? event.cards.map((c) => cardName(String(c), lang)).join(', ') : '',
      });
    case 'resolved':
      if (event.skip) return null;
      if (!event.revealed) return t('bollocks.allUp');
      return `${cardName(String(event.revealed), lang)} — ${event.revealed === `${event.number}-${event.suit}` ? t('bollocks.true') : t('bollocks.bluff', { name: who })}`;
  }
  return null;
};
