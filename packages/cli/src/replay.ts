import { isRuleError, parseMove, type Result, type Seat } from '@parlour/engine';
import { z } from 'zod';
import { UsageError } from './args.ts';
import { gameEntry, settings } from './games.ts';

/** A game record: everything needed to replay a game through the rules. */
export const gameRecord = z.strictObject({
  game: z.string(),
  players: z.number().int(),
  options: z.record(z.string(), z.unknown()).default({}),
  seed: z.string(),
  moves: z.array(z.strictObject({ seat: z.number().int().min(0), move: z.unknown() })),
});

export type ReplayReport =
  | { ok: true; seq: number; actors: readonly Seat[]; result: Result | null; views: unknown[] }
  | { ok: false; index: number; error: { code: string; message: string } };

/** Plays every move of a record through the rules; stops at the first illegal one. */
export function replay(raw: unknown): ReplayReport {
  const parsed = gameRecord.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new UsageError(`not a game record: ${issue.path.join('.') || 'record'}: ${issue.message}`);
  }
  const record = parsed.data;
  const entry = gameEntry(record.game);
  const { game } = entry;
  const { players, options } = settings(entry, record.players, record.options);
  let state = game.setup(players, options, record.seed);
  for (let index = 0; index < record.moves.length; index++) {
    const { seat, move } = record.moves[index];
    try {
      state = game.play(state, seat, parseMove(game, move)).state;
    } catch (e) {
      if (!isRuleError(e)) throw e;
      return { ok: false, index, error: { code: e.code, message: e.message } };
    }
  }
  const views: unknown[] = [];
  for (let seat = 0; seat < players; seat++) views.push(game.view(state, seat));
  views.push(game.view(state, null));
  return { ok: true, seq: record.moves.length, actors: game.actors(state), result: game.result(state), views };
}
