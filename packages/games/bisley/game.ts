import { type Game, requirePlayers } from '@parlour/engine';
import { z } from 'zod';
import { type BisleyOptions, bisleyOptions } from './options.ts';
import { actors, legalMoves, play, randomMove, result, timeout } from './rules.ts';
import { type BisleyMove, type BisleyState, deal, initialState, MOVE_CAP } from './state.ts';
import { type BisleyView, stateOfView, view } from './view.ts';

const column = z.number().int().min(0).max(12);

export const bisleyMoveSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('foundation'), from: column, pile: z.enum(['ace', 'king']) }),
  z.strictObject({ type: z.literal('build'), from: column, to: column }),
]);

export const bisley: Game<BisleyState, BisleyMove, BisleyView, BisleyOptions> = {
  id: 'bisley',
  title: 'Bisley',
  players: { min: 1, max: 1 },
  options: bisleyOptions,
  moveSchema: bisleyMoveSchema,
  maxMoves: () => MOVE_CAP,
  setup(players, options, seed) {
    requirePlayers(bisley, players);
    // A numbered deal replaces the table's seed, so anyone can play the same deal again.
    return initialState(deal(options.deal === undefined ? seed : String(options.deal)));
  },
  actors,
  legalMoves,
  play,
  view,
  sample: (v) => stateOfView(v),
  timeout,
  randomMove,
  result,
};
