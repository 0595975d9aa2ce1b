import type { Seat } from '@parlour/engine';

/** The checkered 5 x 4 grid: cell = row x 5 + column. */
export const COLUMNS = 5;
export const ROWS = 4;
export const CELLS = COLUMNS * ROWS;

/** Seat 0 owns cells where row + column is even; every orthogonal neighbour is the other seat's. */
export function ownerOf(cell: number): Seat {
  return (Math.floor(cell / COLUMNS) + (cell % COLUMNS)) % 2;
}

export const OWNER: readonly Seat[] = Array.from({ length: CELLS }, (_, c) => ownerOf(c));

/** Each seat's ten cells, by index. */
export const CELLS_OF: readonly (readonly number[])[] = [0, 1].map((s) =>
  Array.from({ length: CELLS }, (_, c) => c).filter((c) => OWNER[c] === s),
);

/** Orthogonal neighbours of each cell, by index. */
export const NEIGHBOURS: readonly (readonly number[])[] = Array.from({ length: CELLS }, (_, c) => {
  const row = Math.floor(c / COLUMNS);
  const col = c % COLUMNS;
  const out: number[] = [];
  if (row > 0) out.push(c - COLUMNS);
  if (col > 0) out.push(c - 1);
  if (col < COLUMNS - 1) out.push(c + 1);
  if (row < ROWS - 1) out.push(c + COLUMNS);
  return out;
});

export function isCell(n: unknown): n is number {
  return Number.isInteger(n) && (n as number) >= 0 && (n as number) < CELLS;
}
