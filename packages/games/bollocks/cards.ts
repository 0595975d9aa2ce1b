import { RANKS } from '@parlour/engine';
import { orderOf } from '../claims/index.ts';

/** The SuitUP deck's eight suits, spelled out (the client draws the symbols). */
export const SUITS = ['hearts', 'diamonds', 'clubs', 'spades', 'crowns', 'stars', 'shields', 'rainbows'] as const;
export type Suit = (typeof SUITS)[number];

/** The thirteen numbers of every suit. */
export const NUMBERS = RANKS;
export type CardNumber = (typeof NUMBERS)[number];

/** What a player says they laid: a number and a suit (never a card id; that card may be elsewhere). */
export interface Declared {
  readonly number: CardNumber;
  readonly suit: Suit;
}

/** A card's id: number and suit, "7-crowns", "Q-rainbows". */
export function cardId(number: CardNumber, suit: Suit): string {
  return `${number}-${suit}`;
}

/** The 104 cards in hand order: suit by suit, A to K. */
export const CARDS: readonly string[] = SUITS.flatMap((suit) => NUMBERS.map((n) => cardId(n, suit)));
export const ORDER = orderOf(CARDS);

const FACES: ReadonlyMap<string, Declared> = new Map(
  SUITS.flatMap((suit) => NUMBERS.map((number) => [cardId(number, suit), { number, suit }] as const)),
);

/** A card's number and suit; undefined for anything that is not a card id. */
export function faceOf(card: string): Declared | undefined {
  return FACES.get(card);
}

/** Every declaration, in card order. */
export const ALL_DECLARATIONS: readonly Declared[] = CARDS.map((c) => FACES.get(c) as Declared);

const MATCHING = new Map<string, readonly Declared[]>(
  ALL_DECLARATIONS.map((active) => [
    cardId(active.number, active.suit),
    ALL_DECLARATIONS.filter((d) => d.number === active.number || d.suit === active.suit),
  ]),
);

/** The declarations allowed after `active` (same number or same suit), or all when none is active. */
export function declarationsAfter(active: Declared | null): readonly Declared[] {
  return active ? (MATCHING.get(cardId(active.number, active.suit)) as readonly Declared[]) : ALL_DECLARATIONS;
}

export function matches(face: Declared, active: Declared): boolean {
  return face.number === active.number || face.suit === active.suit;
}
