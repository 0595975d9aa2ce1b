import { type Game, requirePlayers } from '@parlour/engine';
import { z } from 'zod';
import { type BluffOptions, bluffOptions } from './options.ts';
import { actors, type BluffMove, legalMoves, play, randomMove, result, timeout } from './rules.ts';
import { type BluffState, declarationCap, setupState } from './state.ts';
import { type BluffView, sample, view } from './view.ts';

export const bluffMoveSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('declare'), cards: z.array(z.string().max(3)).min(1).max(4) }),
  z.strictObject({ type: z.literal('call') }),
  z.strictObject({ type: z.literal('let-go') }),
]);

export const bluff: Game<BluffState, BluffMove, BluffView, BluffOptions> = {
  id: 'bluff',
  title: 'Bluff',
  players: { min: 3, max: 6 },
  options: bluffOptions,
  moveSchema: bluffMoveSchema,
  // Each declaration is one move plus at most one decision from every other seat.
  maxMoves: (players) => declarationCap(players) * players,
  setup(players, options, seed) {
    requirePlayers(bluff, players);
    return setupState(players, options, seed);
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
