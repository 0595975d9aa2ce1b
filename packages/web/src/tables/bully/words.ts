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
    case 'placed':
      return t('bully.w.placed', { name: who });
    case 'begin':
      return t('bully.w.begin', { name: name(Number(event.initiator)) });
  }
  return null;
};
