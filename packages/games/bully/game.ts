import { type Game, requirePlayers } from '@parlour/engine';
import { z } from 'zod';
import { type BullyOptions, bullyOptions } from './options.ts';
import { actors, legalMoves, play, randomMove, result, timeout } from './rules.ts';
import { type BullyMove, type BullyState, deal, MAX_MOVES } from './state.ts';
import { type BullyView, stateOfView, view } from './view.ts';

const cell = z.number().int().min(0).max(19);

export const bullyMoveSchema: z.ZodType<BullyMove> = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('quick') }),
  z.strictObject({ type: z.literal('place'), piles: z.array(cell).length(4) }),
  z.strictObject({ type: z.literal('initiate'), cell }),
  z.strictObject({ type: z.literal('challenge'), from: cell, to: cell }),
  z.strictObject({ type: z.literal('respond'), cell }),
  z.strictObject({ type: z.literal('down') }),
  z.strictObject({ type: z.literal('relocate'), to: cell }),
  z.strictObject({ type: z.literal('keep') }),
]);

export const bully: Game<BullyState, BullyMove, BullyView, BullyOptions> = {
  id: 'bully',
  title: 'Bully',
  players: { min: 2, max: 2 },
  options: bullyOptions,
  moveSchema: bullyMoveSchema,
  maxMoves: () => MAX_MOVES,
  setup(players, options, seed) {
    requirePlayers(bully, players);
    return deal(options, seed);
  },
  actors,
  legalMoves,
  play,
  view,
  sample: (v, _seat, rng) => stateOfView(v, rng),
  timeout,
  randomMove,
  result,
};
