import type { CellView } from '@parlour/games/bully';

export type ShownFace = CellView['face'];

/**
 * How a pile's top card shows. Without the memory aid (the default), a card exposed earlier
 * and turned down again is just a face-down card: the page shows what a real table shows.
 */
export const shownFace = (cell: CellView, memoryAid: boolean): ShownFace =>
  cell.face === 'remembered' && !memoryAid ? 'down' : cell.face;

/** The top card's code when the page may show it, else null. */
export const shownCard = (cell: CellView, memoryAid: boolean): string | null =>
  shownFace(cell, memoryAid) === 'down' ? null : cell.card;
