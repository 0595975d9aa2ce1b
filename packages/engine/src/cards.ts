/**
 * Cards of the standard deck as short codes: "AS", "10H", "QC", jokers "J1" and "J2".
 * Decks with other suits (the 104-card SuitUP deck) build on `deck` with their own suit
 * list; where two decks share codes, a game appends the deck: "AS.0".
 */
export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type Suit = (typeof SUITS)[number];

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export type Rank = (typeof RANKS)[number];

export const JOKERS = ['J1', 'J2'] as const;
export type Joker = (typeof JOKERS)[number];

export function rankOf(value: number): Rank {
  const rank = RANKS[value - 1];
  if (rank === undefined) throw new RangeError(`no rank ${value}`);
  return rank;
}

/** Every card of the given suits and ranks, suit by suit, as `rank + suit` codes. */
export function deck<S extends string>(suits: readonly S[], ranks: readonly string[] = RANKS): string[] {
  const cards: string[] = [];
  for (const suit of suits) for (const rank of ranks) cards.push(rank + suit);
  return cards;
}

/** The 52-card deck, with the two jokers when asked. */
export function standardDeck(options: { jokers?: boolean } = {}): string[] {
  const cards = deck(SUITS);
  if (options.jokers) cards.push(...JOKERS);
  return cards;
}

/** The SuitUP deck's four extra suits (its others are the standard four, spelled out). */
export const SUITUP_SUITS = ['crowns', 'stars', 'shields', 'rainbows'] as const;
/** Every suit a card of ours can have: the standard letters and SuitUP's extra four. */
export type CardSuit = Suit | (typeof SUITUP_SUITS)[number];

export type ParsedCard = { joker: false; rank: Rank; suit: CardSuit } | { joker: true; number: 1 | 2 };

/** SuitUP codes spell the suit out ("7-crowns", "Q-hearts"); the standard four read as letters. */
const SPELLED: Readonly<Record<string, CardSuit>> = {
  hearts: 'H',
  diamonds: 'D',
  clubs: 'C',
  spades: 'S',
  crowns: 'crowns',
  stars: 'stars',
  shields: 'shields',
  rainbows: 'rainbows',
};

const STANDARD = /^(A|[2-9]|10|J|Q|K)([SHDC])$/;
const SPELLED_CODE = /^(A|[2-9]|10|J|Q|K)-([a-z]+)$/;

/**
 * The one reader of card codes, for every deck of ours: standard "QH" and "10S", jokers
 * "J1" and "J2", either with a deck appended ("AS.0", Bully's two decks), and SuitUP's
 * spelled suits ("7-crowns"). Null for anything else.
 */
export function parseCard(code: string): ParsedCard | null {
  const bare = withoutDeck(code);
  if (bare === 'J1' || bare === 'J2') return { joker: true, number: bare === 'J1' ? 1 : 2 };
  const standard = STANDARD.exec(bare);
  if (standard) return { joker: false, rank: standard[1] as Rank, suit: standard[2] as Suit };
  const spelled = SPELLED_CODE.exec(code);
  const suit = spelled && Object.hasOwn(SPELLED, spelled[2]) ? SPELLED[spelled[2]] : undefined;
  return spelled && suit ? { joker: false, rank: spelled[1] as Rank, suit } : null;
}

/** Adds the deck to a code where two decks share codes: ("AS", 0) -> "AS.0". */
export function withDeck(code: string, deckIndex: number): string {
  return `${code}.${deckIndex}`;
}

/** "AS.1" -> "AS". */
export function withoutDeck(id: string): string {
  const dot = id.indexOf('.');
  return dot < 0 ? id : id.slice(0, dot);
}
