import { JOKERS, RANKS, type Seat, SUITS, withDeck, withoutDeck } from '@parlour/engine';

/**
 * A card's kind for bouts: 1 ace, 2..10, 11 jack, 12 queen, 13 king, 14 joker. Suits never
 * matter in Bully.
 */
export type Kind = number;
export const JOKER: Kind = 14;
export const KINDS: readonly Kind[] = Array.from({ length: 14 }, (_, i) => i + 1);
export const KIND_NAMES: readonly string[] = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'Joker'];

/** Seat s's own 54-card deck, ids carrying the deck: "AS.0" ... "J2.0". */
export function deckOf(seat: Seat): string[] {
  const codes: string[] = [];
  for (const suit of SUITS) for (const rank of RANKS) codes.push(rank + suit);
  codes.push(...JOKERS);
  return codes.map((code) => withDeck(code, seat));
}

/** Both decks, built once. */
export const DECKS: readonly (readonly string[])[] = [deckOf(0), deckOf(1)];

const KIND_OF = new Map<string, Kind>();
for (const seat of [0, 1]) {
  for (const id of deckOf(seat)) {
    const code = withoutDeck(id);
    const joker = (JOKERS as readonly string[]).includes(code);
    KIND_OF.set(id, joker ? JOKER : RANKS.indexOf(code.slice(0, -1) as (typeof RANKS)[number]) + 1);
  }
}

export function kindOf(id: string): Kind {
  const kind = KIND_OF.get(id);
  if (kind === undefined) throw new RangeError(`not a Bully card: ${id}`);
  return kind;
}

/** The deck (0 red, 1 blue) a card came from. */
export function deckOfCard(id: string): Seat {
  return id.endsWith('.1') ? 1 : 0;
}

/**
 * The strength cycle: 1 when kind a beats kind b, -1 when it loses, 0 on a tie. Same
 * rank ties; a 2 beats a joker; a joker beats everything else; an ace beats everything
 * else (a 2 too); otherwise the higher rank wins. Never sort by it: it is a cycle.
 */
export function compareKinds(a: Kind, b: Kind): -1 | 0 | 1 {
  if (a === b) return 0;
  if (a === 2 && b === JOKER) return 1;
  if (b === 2 && a === JOKER) return -1;
  if (a === JOKER) return 1;
  if (b === JOKER) return -1;
  if (a === 1) return 1;
  if (b === 1) return -1;
  return a > b ? 1 : -1;
}

/** The outcome table, BEATS[a][b], so hot loops need no branches. */
export const BEATS: readonly (readonly number[])[] = Array.from({ length: 15 }, (_, a) =>
  Array.from({ length: 15 }, (_, b) => (a && b ? compareKinds(a, b) : 0)),
);

export function compareCards(a: string, b: string): -1 | 0 | 1 {
  return compareKinds(kindOf(a), kindOf(b));
}
