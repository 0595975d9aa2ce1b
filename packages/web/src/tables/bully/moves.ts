import type { BullyMove, BullyView } from '@parlour/games/bully';

export type { BullyMove };

/** The one-click move a cell stands for now, if any: initiate, respond or relocate there. */
export function cellMove(legal: readonly BullyMove[], cell: number): BullyMove | undefined {
  return legal.find(
    (m) => ((m.type === 'initiate' || m.type === 'respond') && m.cell === cell) || (m.type === 'relocate' && m.to === cell),
  );
}

/** Cells a tie-breaker relocation may start from, and where a chosen one may go. */
export const challengeSources = (legal: readonly BullyMove[]): number[] => [
  ...new Set(legal.flatMap((m) => (m.type === 'challenge' ? [m.from] : []))),
];

export const challengeMove = (legal: readonly BullyMove[], from: number, to: number): BullyMove | undefined =>
  legal.find((m) => m.type === 'challenge' && m.from === from && m.to === to);

/**
 * Set-up is worked out from the view: the seat lays four extra cards on its own piles
 * (repeats allowed) or takes the quick way. The server leaves the 10,001 placements out
 * of the state (over its legal-list limit), so they are not looked up in `legal`.
 */
export const settingUp = (view: BullyView, seat: number | null, actors: readonly number[]): boolean =>
  view.phase === 'place' && seat !== null && actors.includes(seat);

/** Cells that may take an extra card at set-up: the seat's own. */
export const placeable = (view: BullyView, seat: number): Set<number> =>
  new Set(view.cells.flatMap((cell, i) => (cell.owner === seat ? [i] : [])));

/** The set-up placement for the piles chosen so far, once there are four. */
export const placement = (piles: readonly number[]): BullyMove | undefined =>
  piles.length === 4 ? { type: 'place', piles: [...piles] } : undefined;

export const QUICK: BullyMove = { type: 'quick' };
