import type { Rng, Seat } from '@parlour/engine';
import { redrawAnswers } from '../claims/hide.ts';
import { entries, redeal, sortHand } from '../claims/index.ts';
import { CARDS, ORDER } from './cards.ts';
import type { BollocksState } from './state.ts';

/**
 * For the test kit: re-deals every card `seat` cannot see (other hands, others'
 * face-down centre cards, the draw pile and its order), re-draws the others' votes
 * and the RNG that would shuffle later.
 */
export function hide(state: BollocksState, seat: Seat | null, rng: Rng): BollocksState {
  const visible = (c: { seat: Seat; up: boolean }) => c.up || c.seat === seat;
  const placed = new Set<string>(seat === null ? [] : state.hands[seat]);
  for (const c of state.centre) if (visible(c)) placed.add(c.card);
  const pool = CARDS.filter((c) => !placed.has(c));
  const places = [
    ...state.hands.filter((_, s) => s !== seat).map((h) => ({ size: h.length, known: [] })),
    ...state.centre.map((c) => ({ size: 1, known: visible(c) ? [c.card] : [] })),
    { size: state.drawPile.length, known: [] },
  ];
  const dealt = redeal(places, pool, rng);
  let next = 0;
  const hands = state.hands.map((h, s) => (s === seat ? h : sortHand(dealt[next++], ORDER)));
  const centre = state.centre.map((c) => ({ ...c, card: dealt[next++][0] }));
  return {
    ...state,
    hands,
    centre,
    drawPile: dealt[next],
    vote: state.vote && redrawAnswers(state.vote, seat, rng),
    rng: [rng.next(), rng.next(), rng.next(), rng.next()],
  };
}

/** Cards `seat` has never been shown: not in its hand, not laid by it into the centre, never turned over. */
export function unseen(state: BollocksState, seat: Seat | null): string[] {
  const shown = new Set<string>(seat === null ? [] : state.hands[seat]);
  for (const c of state.centre) if (c.up || c.seat === seat) shown.add(c.card);
  for (const t of entries(state.history)) if (!t.skip && t.revealed) shown.add(t.revealed);
  return CARDS.filter((c) => !shown.has(c));
}
