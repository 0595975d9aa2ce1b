import { type Game, requirePlayers } from '@parlour/engine';
import { type BollocksMove, bollocksMoveSchema } from './moves.ts';
import { type BollocksOptions, bollocksOptions } from './options.ts';
import { actors, legalMoves, play, randomMove, result, timeout } from './rules.ts';
import { type BollocksState, maxMoves, setup } from './state.ts';
import { type BollocksView, sample, view } from './view.ts';

export const bollocks: Game<BollocksState, BollocksMove, BollocksView, BollocksOptions> = {
  id: 'bollocks',
  title: 'SuitUP Bollocks',
  players: { min: 2, max: 10 },
  options: bollocksOptions,
  moveSchema: bollocksMoveSchema,
  maxMoves,
  setup(players, options, seed) {
    requirePlayers(bollocks, players);
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
