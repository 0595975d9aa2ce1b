import { autoMove, type BisleyOptions, type BisleyState, hint } from '@parlour/games/bisley';

/**
 * What single-player tables offer beyond the game contract, per game: the move the table
 * plays by itself (auto-play) and a suggested move (hint).
 */
export interface SoloHelpers {
  auto(state: unknown, options: unknown): unknown | null;
  hint(state: unknown): unknown | null;
}

export const SOLO: Readonly<Record<string, SoloHelpers>> = {
  bisley: {
    auto: (state, options) => autoMove(state as BisleyState, options as BisleyOptions),
    hint: (state) => hint(state as BisleyState, 1000),
  },
};
