/** Places by cards left, as both games rank: fewer is better, equal counts share a place. */
export function placesByCards(cards: readonly number[]): number[] {
  return cards.map((n) => 1 + cards.filter((m) => m < n).length);
}
