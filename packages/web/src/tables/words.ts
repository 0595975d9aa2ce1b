import { type Lang, translator } from '../i18n/lang.ts';
import { NAMES } from '../i18n/names.ts';
import { cardName, parseCard } from '../svg/cardCode.ts';
import { describeGeneric } from './describe.ts';

type Event = { readonly type: string } & Record<string, unknown>;

/** An event in words for the move log; games with their own wording first. */
export function describeEvent(event: Event, lang: Lang): string {
  const t = translator(lang);
  if (event.type === 'foundation' && typeof event.card === 'string') {
    const face = parseCard(event.card);
    return t('move.foundation', {
      card: cardName(event.card, lang),
      pile: t(event.pile === 'king' ? 'bisley.king' : 'bisley.ace'),
      suit: face?.kind === 'suited' ? NAMES[lang].suits[face.suit] : '',
    });
  }
  if (event.type === 'build' && typeof event.card === 'string')
    return t('move.build', { card: cardName(event.card, lang), target: t('bisley.column', { n: Number(event.onto) + 1 }) });
  return describeGeneric(event, lang);
}
