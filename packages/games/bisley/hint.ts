import { suitOf } from './cards.ts';
import type { BisleyMove } from './moves.ts';
import type { BisleyOptions } from './options.ts';
import { legalMoves } from './rules.ts';
import { solve, type Verdict } from './solver.ts';
import { type BisleyState, NO_KING } from './state.ts';

/**
 * Whether the game can still be won from here ("is it winnable?"), and the move to
 * suggest: the solver's next move when it finds a win, else a sensible one (a card going
 * home, else the first move there is); null when the game is over.
 */
export function advise(state: BisleyState, timeoutMs = 2000): { move: BisleyMove | null; verdict: Verdict } {
  if (state.status !== 'playing') return { move: null, verdict: state.status === 'won' ? 'winnable' : 'unwinnable' };
  const legal = legalMoves(state, 0);
  const { line, verdict } = solve(state, { timeoutMs });
  const move = line?.[0] ?? legal.find((m) => m.type === 'foundation') ?? legal[0];
  return { move, verdict };
}

/**
 * The safe move the table plays by itself when auto-play is on: any card that can go to
 * a foundation (every foundation move is safe in Bisley; see solver.ts). Kings starting
 * their foundation are left to the player, who may prefer to build on them.
 */
export function autoMove(state: BisleyState, options: BisleyOptions): BisleyMove | null {
  if (!options.autoPlay || state.status !== 'playing') return null;
  const startsKingPile = (m: BisleyMove) => {
    const column = state.columns[m.from];
    return m.type === 'foundation' && m.pile === 'king' && state.kings[suitOf(column[column.length - 1])] === NO_KING;
  };
  return legalMoves(state, 0).find((m) => m.type === 'foundation' && !startsKingPile(m)) ?? null;
}
