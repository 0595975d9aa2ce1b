import { type Game, requirePlayers } from '@parlour/engine';
import { type WoolyBullyMove, woolyBullyMoveSchema } from './moves.ts';
import { type WoolyBullyOptions, woolyBullyOptions } from './options.ts';
import { actors, legalMoves, play, randomMove, timeout, turnStart } from './rules.ts';
import { result } from './scoring.ts';
import { maxMoves, setup, type WoolyBullyState } from './state.ts';
import { sample, view, type WoolyBullyView } from './view.ts';

export const woolyBully: Game<WoolyBullyState, WoolyBullyMove, WoolyBullyView, WoolyBullyOptions> = {
  id: 'wooly-bully',
  title: 'Wooly Bully',
  players: { min: 2, max: 4 },
  options: woolyBullyOptions,
  moveSchema: woolyBullyMoveSchema,
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
