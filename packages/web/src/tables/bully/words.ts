import { translator } from '../../i18n/lang.ts';
import { cardName } from '../../svg/cardCode.ts';
import type { EventWords } from '../eventWords.ts';

export const bullyWords: EventWords = (event, lang, name) => {
  const t = translator(lang);
  const who = name(Number(event.seat));
  const card = typeof event.card === 'string' ? cardName(event.card, lang) : '';
  const cell = Number(event.cell) + 1;
  const cards = Array.isArray(event.cards) ? event.cards.map((c) => cardName(String(c), lang)).join(', ') : '';
  switch (event.type) {
    case 'initiate':
      return t('bully.w.initiate', { name: who, card, cell });
    case 'challenge':
      return t('bully.w.challenge', { name: who, card, cell, from: Number(event.from) + 1 });
    case 'respond':
      return t('bully.w.respond', { name: who, card, cell });
    case 'capture':
      return t('bully.w.capture', { name: who, cards });
    case 'tie':
      return t('bully.w.tie');
    case 'discard':
      return t('bully.w.discard', { cards });
    case 'relocate':
      return t('bully.w.relocate', { name: who, cell });
    case 'keep':
      return t('bully.w.keep', { name: who, cell });
    case 'down':
      return t('bully.w.down', { name: who, cell });
    case 'placing': {
      // The placer's own copy of `placed`, with where the extra cards went.
      const placement = event.placement as { type: string; piles?: number[] } | undefined;
      if (placement?.type === 'place' && placement.piles)
        return t('bully.w.placing', { piles: placement.piles.map((c) => c + 1).join(', ') });
      return t('bully.w.placingQuick');
    }
    case 'placed':
      return t('bully.w.placed', { name: who });
    case 'over':
      return event.winner === null ? t('bully.w.draw') : t('bully.w.over', { name: name(Number(event.winner)) });
    case 'begin':
      return t('bully.w.begin', { name: name(Number(event.initiator)) });
  }
  return null;
};
