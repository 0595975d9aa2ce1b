import { type Game, requirePlayers } from '@parlour/engine';
import { type BullyMove, bullyMoveSchema } from './moves.ts';
import { type BullyOptions, bullyOptions } from './options.ts';
import { actors, legalMoves, play, randomMove, result, timeout } from './rules.ts';
import { type BullyState, maxMoves, setup } from './state.ts';
import { type BullyView, sample, view } from './view.ts';

export const bully: Game<BullyState, BullyMove, BullyView, BullyOptions> = {
  id: 'bully',
  title: 'Bully',
  players: { min: 2, max: 2 },
  options: bullyOptions,
  moveSchema: bullyMoveSchema,
  maxMoves,
  setup(players, options, seed) {
    requirePlayers(bully, players);
    return setup(players, options, seed);
  },
  actors,
  legalMoves,
  play,
  view,
  sample,
  timeout,
  randomMove,
  result,
};
