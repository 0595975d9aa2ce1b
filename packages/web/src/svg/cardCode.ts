import { type Lang, translator } from '../i18n/lang.ts';
import { NAMES, RANK_KEYS, type RankKey, SUIT_KEYS, type SuitKey } from '../i18n/names.ts';

/** A card as the client draws it, read from a wire code: "QH", "10S", "AS.0", "J1". */
export type CardFace =
  | { readonly kind: 'suited'; readonly rank: RankKey; readonly suit: SuitKey }
  | { readonly kind: 'joker'; readonly n: 1 | 2 };

const isRank = (s: string): s is RankKey => (RANK_KEYS as readonly string[]).includes(s);
const isSuit = (s: string): s is SuitKey => (SUIT_KEYS as readonly string[]).includes(s);

/** SuitUP cards spell their suit out: "7-crowns", "Q-hearts". */
const SPELLED: Record<string, SuitKey> = {
  hearts: 'H',
  diamonds: 'D',
  clubs: 'C',
  spades: 'S',
  crowns: 'crowns',
  stars: 'stars',
  shields: 'shields',
  rainbows: 'rainbows',
};

export const suitKeyOf = (spelled: string): SuitKey | undefined => SPELLED[spelled];

/** Reads a card code (standard "QH", Bully's "AS.0", SuitUP's "7-crowns"); null for anything else. */
export function parseCard(code: string): CardFace | null {
  const dash = code.indexOf('-');
  if (dash > 0) {
    const rank = code.slice(0, dash);
    const suit = SPELLED[code.slice(dash + 1)];
    return isRank(rank) && suit ? { kind: 'suited', rank, suit } : null;
  }
  const bare = code.split('.')[0];
  if (bare === 'J1' || bare === 'J2') return { kind: 'joker', n: bare === 'J1' ? 1 : 2 };
  const rank = bare.slice(0, -1);
  const suit = bare.slice(-1);
  return isRank(rank) && isSuit(suit) ? { kind: 'suited', rank, suit } : null;
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
