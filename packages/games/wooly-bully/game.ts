import { type Game, requirePlayers } from '@parlour/engine';
import { type WoolyMove, woolyMoveSchema } from './moves.ts';
import { type WoolyOptions, woolyOptions } from './options.ts';
import { actors, legalMoves, play, randomMove, timeout, turnStart } from './rules.ts';
import { result } from './scoring.ts';
import { maxMoves, setup, type WoolyState } from './state.ts';
import { sample, view, type WoolyView } from './view.ts';

export const woolyBully: Game<WoolyState, WoolyMove, WoolyView, WoolyOptions> = {
  id: 'wooly-bully',
  title: 'Wooly Bully',
  players: { min: 2, max: 4 },
  options: woolyOptions,
  moveSchema: woolyMoveSchema,
  maxMoves,
  setup(players, options, seed) {
    requirePlayers(woolyBully, players);
    return setup(players, options, seed);
  },
  actors,
  legalMoves,
  play,
  view,
  sample,
  timeout,
  turnStart,
  randomMove,
  result,
};
