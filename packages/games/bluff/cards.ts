import { RANKS, type Rank } from '@parlour/engine';
import { orderOf } from '../claims/index.ts';

/** Hands are kept sorted by rank A, 2 ... K, then by suit C, D, H, S. */
const HAND_SUITS = ['C', 'D', 'H', 'S'] as const;

/** The 52 cards in hand order. */
export const CARDS: readonly string[] = RANKS.flatMap((rank) => HAND_SUITS.map((suit) => rank + suit));
export const ORDER = orderOf(CARDS);

const RANK_OF: ReadonlyMap<string, Rank> = new Map(CARDS.map((c) => [c, c.slice(0, -1) as Rank]));

/** A card's rank: the code without its last character ("10H" -> "10"); looked up, as the hot paths ask often. */
export function rankOfCard(card: string): Rank {
  return RANK_OF.get(card) ?? (card.slice(0, -1) as Rank);
}

/** The rank declared after `rank`: A, 2 ... K, then A again. */
export function nextRank(rank: Rank): Rank {
  return RANKS[(RANKS.indexOf(rank) + 1) % RANKS.length];
}
