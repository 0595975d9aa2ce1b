import { type Game, requirePlayers } from '@parlour/engine';
import { type BluffMove, bluffMoveSchema } from './moves.ts';
import { type BluffOptions, bluffOptions } from './options.ts';
import { actors, legalMoves, play, randomMove, result, timeout } from './rules.ts';
import { type BluffState, maxMoves, setup } from './state.ts';
import { type BluffView, sample, view } from './view.ts';

export const bluff: Game<BluffState, BluffMove, BluffView, BluffOptions> = {
  id: 'bluff',
  title: 'Bluff',
  players: { min: 3, max: 6 },
  options: bluffOptions,
  moveSchema: bluffMoveSchema,
  maxMoves,
  setup(players, options, seed) {
    requirePlayers(bluff, players);
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
