import { type Lang, translator } from '../i18n/lang.ts';
import { NAMES } from '../i18n/names.ts';
import { cardName, parseCard } from '../svg/cardCode.ts';
import { describeGeneric } from './describe.ts';

type Event = { readonly type: string } & Record<string, unknown>;

/** An event in words for the move log; games with their own wording first. */
export function describeEvent(event: Event, lang: Lang, name: (seat: number) => string = (seat) => `#${seat + 1}`): string {
  const t = translator(lang);
  const rank = (r: unknown) =>
    typeof r === 'string' && r in NAMES[lang].ranks ? NAMES[lang].ranks[r as keyof (typeof NAMES)['en']['ranks']] : String(r);
  if (event.type === 'declare' && typeof event.count === 'number')
    return t('bluff.claims', { name: name(Number(event.seat)), count: event.count, rank: rank(event.rank) });
  if (event.type === 'decided') return t('bluff.decided', { name: name(Number(event.seat)) });
  if (event.type === 'laid' && Array.isArray(event.cards)) return event.cards.map((c) => cardName(String(c), lang)).join(', ');
  if (event.type === 'resolved' && typeof event.count === 'number') {
    if (event.caller === null || !Array.isArray(event.revealed)) return t('bluff.passed');
    const lie = event.taker === event.seat;
    return `${event.revealed.map((c) => cardName(String(c), lang)).join(', ')} — ${t(lie ? 'bluff.lie' : 'bluff.truth', { name: name(Number(event.taker)), n: Number(event.taken) })}`;
  }
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
