import { legalMoves, play } from './rules.ts';
import { seenKeys, tableauKey } from './seen.ts';
import type { BisleyState } from './state.ts';

/**
 * The plainest exact search there is, for checking the solver: depth-first over every
 * legal move of the rules engine (foundation moves branch like any other), a visited
 * set of tableaux and nothing else. Returns null when it runs past `maxNodes`.
 */
export function plainSearch(start: BisleyState, maxNodes = 2_000_000): boolean | null {
  const visited = new Set<string>(seenKeys(start).slice(0, -1));
  let nodes = 0;
  const stack: BisleyState[] = [start];
  while (stack.length > 0) {
    const state = stack.pop() as BisleyState;
    if (state.status === 'won') return true;
    const key = tableauKey(state.columns);
    if (visited.has(key)) continue;
    visited.add(key);
    if (++nodes > maxNodes) return null;
    // Foundation moves are pushed last so they are tried first: an order, not a pruning.
    const moves = legalMoves(state, 0);
    for (const move of moves) if (move.type === 'build') stack.push(play(state, 0, move).state);
    for (const move of moves) if (move.type === 'foundation') stack.push(play(state, 0, move).state);
  }
  return false;
}
