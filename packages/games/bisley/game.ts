import { type Game, requirePlayers } from '@parlour/engine';
import { type BisleyMove, bisleyMoveSchema } from './moves.ts';
import { type BisleyOptions, bisleyOptions } from './options.ts';
import { actors, legalMoves, play, randomMove, result, timeout } from './rules.ts';
import { type BisleyState, maxMoves, setup } from './state.ts';
import { type BisleyView, sample, view } from './view.ts';

export const bisley: Game<BisleyState, BisleyMove, BisleyView, BisleyOptions> = {
  id: 'bisley',
  title: 'Bisley',
  players: { min: 1, max: 1 },
  options: bisleyOptions,
  moveSchema: bisleyMoveSchema,
  maxMoves,
  setup(players, options, seed) {
    requirePlayers(bisley, players);
    return setup(players, options, seed);
  },
  actors,
  legalMoves,
  play,
  view,
  sample,
  timeout,
  randomMove,
  perfectInformation: true,
  result,
};
