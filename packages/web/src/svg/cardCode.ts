import { parseCard as parseCode } from '@parlour/engine/cards';
import { type Lang, translator } from '../i18n/lang.ts';
import { NAMES, type RankKey, type SuitKey } from '../i18n/names.ts';

/** A card as the client draws it, read from a wire code: "QH", "10S", "AS.0", "J1". */
export type CardFace =
  | { readonly kind: 'suited'; readonly rank: RankKey; readonly suit: SuitKey }
  | { readonly kind: 'joker'; readonly n: 1 | 2 };

/** SuitUP's spelled suits ("crowns" in "7-crowns") as the keys the page draws and names. */
export const suitKeyOf = (spelled: string): SuitKey | undefined => {
  const card = parseCode(`A-${spelled}`);
  return card && !card.joker ? card.suit : undefined;
};

/** Reads a card code through the engine's one reader (standard, "AS.0", "7-crowns", jokers); null for anything else. */
export function parseCard(code: string): CardFace | null {
  const card = parseCode(code);
  if (!card) return null;
  return card.joker ? { kind: 'joker', n: card.number } : { kind: 'suited', rank: card.rank, suit: card.suit };
}

/** "Queen of Hearts", "Dame de Cœur": the accessible name of a card. */
export function faceName(face: CardFace, lang: Lang): string {
  const t = translator(lang);
  if (face.kind === 'joker') return `${t('card.joker')} ${face.n}`;
  const names = NAMES[lang];
  const suit = names.suits[face.suit];
  // French elides "de" before a vowel: "Dix d’Étoile", "Dame d’Arc-en-ciel".
  return t('card.of', { rank: names.ranks[face.rank], suit, elide: /^[AEIOUYÉÈÊ]/i.test(suit) ? 'yes' : 'no' });
}

export function cardName(code: string, lang: Lang): string {
  const face = parseCard(code);
  return face ? faceName(face, lang) : code;
}
