import { type Game, requirePlayers } from '@parlour/engine';
import { z } from 'zod';
import { NUMBERS, SUITS } from './cards.ts';
import { type BollocksOptions, bollocksOptions } from './options.ts';
import { actors, type BollocksMove, legalMoves, play, randomMove, result, timeout } from './rules.ts';
import { type BollocksState, setupState, turnCap } from './state.ts';
import { type BollocksView, sample, view } from './view.ts';

export const bollocksMoveSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('play'), card: z.string().max(12), number: z.enum(NUMBERS), suit: z.enum(SUITS) }),
  z.strictObject({ type: z.literal('skip') }),
  z.strictObject({ type: z.literal('vote'), thumbs: z.enum(['up', 'down']) }),
]);

export const bollocks: Game<BollocksState, BollocksMove, BollocksView, BollocksOptions> = {
  id: 'bollocks',
  title: 'SuitUP Bollocks',
  players: { min: 2, max: 10 },
  options: bollocksOptions,
  moveSchema: bollocksMoveSchema,
  // Each turn is a play or a skip, plus at most one vote from every other seat.
  maxMoves: (players) => turnCap(players) * players,
  setup(players, _options, seed) {
    requirePlayers(bollocks, players);
    return setupState(players, seed);
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
