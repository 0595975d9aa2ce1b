import type { Rng } from '@parlour/engine';

/**
 * Fills places of known sizes with cards: each keeps the cards it is known to hold and
 * takes the rest of its size from `pool`, shuffled. What hide() and sample() both do to
 * imagine the cards a seat cannot see.
 */
export function redeal(
  places: readonly { readonly size: number; readonly known: readonly string[] }[],
  pool: string[],
  rng: Rng,
): string[][] {
  rng.shuffle(pool);
  let next = 0;
  return places.map(({ size, known }) => {
    const cards = known.slice();
    while (cards.length < size) {
      if (next >= pool.length) throw new Error('redeal: not enough unknown cards for the places');
      cards.push(pool[next++]);
    }
    return cards;
  });
}
