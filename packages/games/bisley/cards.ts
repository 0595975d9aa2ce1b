import { RANKS, SUITS } from '@parlour/engine';

/**
 * Bisley keeps cards as numbers for speed: suit index (S, H, D, C) x 13 + rank - 1, so
 * 0 is the ace of spades and 51 the king of clubs. Views and the command line use codes.
 */
export type CardNo = number;

export const suitOf = (card: CardNo): number => (card / 13) | 0;
export const rankOf = (card: CardNo): number => (card % 13) + 1;

const CODES: readonly string[] = SUITS.flatMap((suit) => RANKS.map((rank) => rank + suit));
const NUMBERS = new Map(CODES.map((code, i) => [code, i]));

export function codeOf(card: CardNo): string {
  return CODES[card];
}

export function numberOf(code: string): CardNo {
  const n = NUMBERS.get(code);
  if (n === undefined) throw new RangeError(`not a card: ${code}`);
  return n;
}
