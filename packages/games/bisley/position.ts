import { SUITS } from '@parlour/engine';
import { numberOf } from './cards.ts';
import { type BisleyState, initialState, NO_KING } from './state.ts';

/**
 * A position from codes, for tests and puzzles: the columns top to bottom, and per suit
 * the top of its ace pile (rank, 1 = just the ace) and of its king pile (omitted: none).
 * Cards on neither pile nor in a column are simply out of play.
 */
export function position(
  columns: readonly (readonly string[])[],
  foundations: Partial<Record<(typeof SUITS)[number], { ace?: number; king?: number }>> = {},
): BisleyState {
  const padded = Array.from({ length: 13 }, (_, c) => (columns[c] ?? []).map(numberOf));
  const aces = SUITS.map((s) => foundations[s]?.ace ?? 1);
  const kings = SUITS.map((s) => foundations[s]?.king ?? NO_KING);
  return initialState(padded, aces, kings);
}
