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

export type ParsedCard = { joker: false; rank: Rank; suit: Suit } | { joker: true; number: 1 | 2 };

const PATTERN = /^(A|[2-9]|10|J|Q|K)([SHDC])$/;

/** Parses a standard card code (without a deck suffix); null when it is not one. */
export function parseCard(code: string): ParsedCard | null {
  if (code === 'J1' || code === 'J2') return { joker: true, number: code === 'J1' ? 1 : 2 };
  const m = PATTERN.exec(code);
  if (!m) return null;
  return { joker: false, rank: m[1] as Rank, suit: m[2] as Suit };
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
