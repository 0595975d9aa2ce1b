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

export const SOLO: Readonly<Record<string, SoloHelpers>> = {
  bisley: {
    auto: (state, options) => autoMove(state as BisleyState, options as BisleyOptions),
    hint: (state) => advise(state as BisleyState, 1000),
  },
};
