import type { Seat } from '@parlour/engine';
import { CELLS, OWNER } from './grid.ts';
import { bullyOptions } from './options.ts';
import { type BullyState, DOWN, type Face, setup } from './state.ts';

const SUITS = ['S', 'H', 'D', 'C'];

/**
 * A position for rule tests: piles given bottom to top as ranks ("5 K", "X" a joker) on
 * the cells named, every other cell depleted; each card taken from its cell owner's deck.
 */
export function position(spec: { piles: Record<number, string>; initiator?: Seat; faces?: Record<number, Face> }): BullyState {
  const used = new Map<string, number>();
  const idOf = (rank: string, deck: Seat): string => {
    const key = `${rank}.${deck}`;
    const n = used.get(key) ?? 0;
    used.set(key, n + 1);
    if (rank === 'X') return `J${n + 1}.${deck}`;
    return `${rank}${SUITS[n]}.${deck}`;
  };
  const piles: string[][] = Array.from({ length: CELLS }, (_, cell) =>
    (spec.piles[cell] ?? '')
      .split(' ')
      .filter(Boolean)
      .map((rank) => idOf(rank, OWNER[cell])),
  );
  const faces: Face[] = Array.from({ length: CELLS }, (_, cell) => spec.faces?.[cell] ?? DOWN);
  return {
    ...setup(2, bullyOptions.defaults, 'fixture'),
    phase: 'initiate',
    piles,
    faces,
    extras: [[], []],
    initiator: spec.initiator ?? 0,
  };
}

/** The top card of a cell, or null. */
export function top(state: BullyState, cell: number): string | null {
  const pile = state.piles[cell];
  return pile.length ? pile[pile.length - 1] : null;
}
