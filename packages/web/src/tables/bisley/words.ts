import { translator } from '../../i18n/lang.ts';
import { NAMES } from '../../i18n/names.ts';
import { cardName, parseCard } from '../../svg/cardCode.ts';
import type { EventWords } from '../eventWords.ts';

export const bisleyWords: EventWords = (event, lang) => {
  const t = translator(lang);
  if (typeof event.card !== 'string') return null;
  if (event.type === 'foundation') {
    const face = parseCard(event.card);
    return t('bisley.move.foundation', {
      card: cardName(event.card, lang),
      pile: t(event.pile === 'king' ? 'bisley.king' : 'bisley.ace'),
      suit: face?.kind === 'suited' ? NAMES[lang].suits[face.suit] : '',
    });
  }
  if (event.type === 'build')
    return t('bisley.move.build', {
      card: cardName(event.card, lang),
      target: t('bisley.column', { n: Number(event.onto) + 1 }),
    });
  return null;
};
