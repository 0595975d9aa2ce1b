import { GAMES, type SoloHelpers } from '@parlour/games';

export type { SoloHelpers };

/**
 * Whether undo may take a finished solo table back into play: yes out of a dead end (the
 * deal is lost: solitaire players expect to try another way), never after a win. The
 * result counted is the one the deal ends with: the loss stays recorded until then.
 */
export const undoesOutOfEnd = (solo: boolean, result: { readonly outcome?: 'won' | 'lost' } | null): boolean =>
  solo && result !== null && result.outcome === 'lost';

/** Auto-play and hints per game, as each game's entry in the registry offers them. */
export const SOLO: Readonly<Record<string, SoloHelpers>> = Object.fromEntries(
  Object.entries(GAMES).flatMap(([id, entry]) => (entry.solo ? [[id, entry.solo]] : [])),
);
