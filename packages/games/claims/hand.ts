/**
 * Hands as arrays of card ids kept in a fixed order (each game lists its deck in hand
 * order), so that a hand reads the same however it was made.
 */
export interface CardOrder {
  readonly cards: readonly string[];
  readonly index: ReadonlyMap<string, number>;
}

export function orderOf(cards: readonly string[]): CardOrder {
  return { cards, index: new Map(cards.map((c, i) => [c, i])) };
}

const marks = new Uint8Array(1024);
const places = new Int32Array(1024);

/** The cards in deck order (a pass over the deck beats a comparison sort with lookups). */
export function sortHand(cards: readonly string[], order: CardOrder): string[] {
  const { index } = order;
  for (let i = 0; i < cards.length; i++) marks[index.get(cards[i]) as number] = 1;
  const out: string[] = [];
  const deck = order.cards;
  for (let i = 0; i < deck.length; i++) {
    if (marks[i] === 1) {
      out.push(deck[i]);
      marks[i] = 0;
    }
  }
  return out;
}

/** The hand with `cards` added, still in order: the added cards sorted by deck place, then put in their places. */
export function withCards(hand: readonly string[], cards: readonly string[], order: CardOrder): string[] {
  const { index } = order;
  // The added cards' deck places, insertion-sorted into a reused buffer (no allocation).
  const added = places;
  const n = cards.length;
  for (let j = 0; j < n; j++) {
    const at = index.get(cards[j]) as number;
    let m = j;
    for (; m > 0 && added[m - 1] > at; m--) added[m] = added[m - 1];
    added[m] = at;
  }
  const out: string[] = new Array(hand.length + n);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < hand.length && j < n) {
    // A card or two (a Bollocks penalty) is placed by binary search; a pile, by walking the hand.
    if (n - j <= 2) {
      let low = i;
      let high = hand.length;
      while (low < high) {
        const mid = (low + high) >> 1;
        if ((index.get(hand[mid]) as number) < added[j]) low = mid + 1;
        else high = mid;
      }
      while (i < low) out[k++] = hand[i++];
      out[k++] = order.cards[added[j++]];
      continue;
    }
    const card = hand[i++];
    const at = index.get(card) as number;
    while (j < n && added[j] < at) out[k++] = order.cards[added[j++]];
    out[k++] = card;
  }
  // Once either runs out the rest is copied without lookups.
  while (i < hand.length) out[k++] = hand[i++];
  while (j < n) out[k++] = order.cards[added[j++]];
  return out;
}

/** The hand without `cards` (each known to be in it). */
export function withoutCards(hand: readonly string[], cards: readonly string[]): string[] {
  // One pass when the cards come in hand order, as declarations list them.
  const out: string[] = [];
  let j = 0;
  for (let i = 0; i < hand.length; i++) {
    if (j < cards.length && hand[i] === cards[j]) j++;
    else out.push(hand[i]);
  }
  if (j === cards.length) return out;
  return hand.filter((c) => !cards.includes(c));
}

/** The array with one entry replaced: `Array.prototype.with`, which Node 20 runs several times slower. */
export function replaced<T>(items: readonly T[], at: number, item: T): T[] {
  const out = items.slice();
  out[at] = item;
  return out;
}
