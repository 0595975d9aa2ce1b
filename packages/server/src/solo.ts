import { advise, autoMove, type BisleyOptions, type BisleyState } from '@parlour/games/bisley';

/**
 * What single-player tables offer beyond the game contract, per game: the move the table
 * plays by itself (auto-play) and a suggested move (hint).
 */
export interface SoloHelpers {
  auto(state: unknown, options: unknown): unknown | null;
  /** A suggested move, and whether the game can still be won ('undecided' if the search ran out of time). */
  hint(state: unknown): { move: unknown | null; verdict: 'winnable' | 'unwinnable' | 'undecided' };
}

/**
 * Whether undo may take a finished solo table back into play: yes out of a dead end (the
 * deal is lost: solitaire players expect to try another way), never after a win. The
 * result counted is the one the deal ends with: the loss stays recorded until then.
 */
export const undoesOutOfEnd = (solo: boolean, result: { readonly outcome?: 'won' | 'lost' } | null): boolean =>
  solo && result !== null && result.outcome === 'lost';

export const SOLO: Readonly<Record<string, SoloHelpers>> = {
  bisley: {
    auto: (state, options) => autoMove(state as BisleyState, options as BisleyOptions),
    hint: (state) => advise(state as BisleyState, 1000),
  },
};
