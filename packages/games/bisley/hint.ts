import type { BisleyOptions } from './options.ts';
import { legalMoves } from './rules.ts';
import { solve, type Verdict } from './solver.ts';
import { type BisleyMove, type BisleyState, foundationFor } from './state.ts';

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
  for (let from = 0; from < state.columns.length; from++) {
    const column = state.columns[from];
    if (column.length === 0) continue;
    const card = column[column.length - 1];
    const pile = foundationFor(state, card);
    if (pile && !(pile === 'king' && state.kings[(card / 13) | 0] === 14)) return { type: 'foundation', from, pile };
  }
  return null;
}
