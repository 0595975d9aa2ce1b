import type { BisleyMove } from '@parlour/games/bisley';

/** Where a selected column's card may go, read only from the server's legal moves. */
export interface Targets {
  readonly piles: readonly ('ace' | 'king')[];
  readonly columns: readonly number[];
}

export function targetsFrom(legal: readonly BisleyMove[], from: number): Targets {
  const piles: ('ace' | 'king')[] = [];
  const columns: number[] = [];
  for (const move of legal) {
    if (move.from !== from) continue;
    if (move.type === 'foundation') piles.push(move.pile);
    else columns.push(move.to);
  }
  return { piles, columns };
}

export const movable = (legal: readonly BisleyMove[], from: number): boolean => legal.some((m) => m.from === from);

/** The legal move that takes column `from`'s card to a target, if there is one. */
export function moveTo(
  legal: readonly BisleyMove[],
  from: number,
  target: { pile: 'ace' | 'king' } | { column: number },
): BisleyMove | undefined {
  return legal.find(
    (m) =>
      m.from === from &&
      ('pile' in target ? m.type === 'foundation' && m.pile === target.pile : m.type === 'build' && m.to === target.column),
  );
}

/** For auto-play: a card that can go home now (kings starting a pile are left to the player). */
export const homeMove = (legal: readonly BisleyMove[], startsKingPile: (m: BisleyMove) => boolean): BisleyMove | undefined =>
  legal.find((m) => m.type === 'foundation' && !startsKingPile(m));
