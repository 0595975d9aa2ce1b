/**
 * For the test kit: what a seat cannot know, re-dealt, and the tiles it was never shown.
 * Hidden: other hands, hands discarded on quitting, tiles set aside, the bag's order,
 * unrevealed colours.
 */
import type { Rng, Seat } from '@parlour/engine';
import type { WoolyBullyState } from './state.ts';
import { imagineColours } from './view.ts';

/** Re-deals, straight from the state, everything `seat` cannot know. */
export function hide(state: WoolyBullyState, seat: Seat | null, rng: Rng): WoolyBullyState {
  const others = (s: Seat) => s !== seat;
  const pool = [
    ...state.bag,
    ...state.removed,
    ...state.hands.filter((_, s) => others(s)).flat(),
    ...state.discarded.filter((_, s) => others(s)).flat(),
  ];
  rng.shuffle(pool);
  const take = (n: number) => pool.splice(0, n);
  const hands = state.hands.map((h, s) => (others(s) ? take(h.length) : h));
  const discarded = state.discarded.map((d, s) => (others(s) ? take(d.length) : d));
  const bag = take(state.bag.length);
  const removed = take(state.removed.length);
  const known = state.colours.map((c, s) => (state.over || state.revealed[s] || s === seat ? c : null));
  return { ...state, hands, discarded, bag, removed, colours: imagineColours(known, rng) };
}

/** Tile ids `seat` has never been shown. */
export function unseen(state: WoolyBullyState, seat: Seat | null): string[] {
  const others = (s: Seat) => s !== seat;
  const ids = [
    ...state.bag,
    ...state.removed,
    ...state.hands.filter((_, s) => others(s)).flat(),
    ...state.discarded.filter((_, s) => others(s)).flat(),
  ];
  state.colours.forEach((c, s) => {
    if (others(s) && !state.revealed[s] && !state.over) ids.push(`shepherd-${c}`);
  });
  return ids;
}
