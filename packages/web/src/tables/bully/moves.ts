import type { BullyMove } from '@parlour/games/bully';

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

/** The set-up placement for the piles chosen so far, once there are four and it is legal. */
export function placement(legal: readonly BullyMove[], piles: readonly number[]): BullyMove | undefined {
  if (piles.length !== 4) return undefined;
  return legal.find((m) => m.type === 'place' && m.piles.every((p, i) => p === piles[i]));
}

/** Cells that may take an extra card at set-up. */
export const placeable = (legal: readonly BullyMove[]): Set<number> => {
  const cells = new Set<number>();
  for (const m of legal) if (m.type === 'place') for (const p of m.piles) cells.add(p);
  return cells;
};
