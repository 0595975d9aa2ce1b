import type { Rng, Seat } from '@parlour/engine';
import { redrawAnswers } from '../claims/hide.ts';
import { entries, redeal, sortHand } from '../claims/index.ts';
import { CARDS, ORDER } from './cards.ts';
import type { BluffState } from './state.ts';

/**
 * For the test kit: re-deals, straight from the state, every card `seat` cannot place
 * (other hands beyond what it knows of them, the others' face-down batches) and re-draws
 * the others' pending decisions.
 */
export function hide(state: BluffState, seat: Seat | null, rng: Rng): BluffState {
  const known = state.known[seat ?? state.players];
  const placed = new Set<string>(seat === null ? [] : state.hands[seat]);
  for (const cards of known) for (const c of cards) placed.add(c);
  for (const b of state.pile) if (b.seat === seat) for (const c of b.cards) placed.add(c);
  const pool = CARDS.filter((c) => !placed.has(c));
  const others = state.hands.map((h, s) => ({ size: h.length, known: known[s] })).filter((_, s) => s !== seat);
  const batches = state.pile.map((b) => ({ size: b.cards.length, known: b.seat === seat ? b.cards : [] }));
  const dealt = redeal([...others, ...batches], pool, rng);
  let next = 0;
  const hands = state.hands.map((h, s) => (s === seat ? h : sortHand(dealt[next++], ORDER)));
  const pile = state.pile.map((b) => ({ seat: b.seat, cards: dealt[next++] }));
  return {
    ...state,
    hands,
    pile,
    window: state.window && redrawAnswers(state.window, seat, rng),
  };
}

/** Cards `seat` has never been shown: not in its hand, not laid by it, never turned face up. */
export function unseen(state: BluffState, seat: Seat | null): string[] {
  const shown = new Set<string>(seat === null ? [] : state.hands[seat]);
  for (const d of entries(state.history)) for (const c of d.revealed ?? []) shown.add(c);
  for (const b of state.pile) if (b.seat === seat) for (const c of b.cards) shown.add(c);
  for (const cards of state.known[seat ?? state.players]) for (const c of cards) shown.add(c);
  return CARDS.filter((c) => !shown.has(c));
}
