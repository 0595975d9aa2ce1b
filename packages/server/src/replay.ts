import { createHash } from 'node:crypto';
import { parseOptions, type TableEntry, table } from '@parlour/engine';
import { findGame } from '@parlour/games';
import type { Replay, ReplayEntry } from '@parlour/protocol';
import type { MoveRow } from './store/store.ts';

/** A stored log row as a replay's entry. */
export function replayEntryOfRow(r: MoveRow): ReplayEntry {
  return {
    seq: r.seq,
    type: r.type,
    seat: r.seat,
    move: r.move === null ? null : JSON.parse(r.move),
    by: r.by,
    at: r.at,
  };
}

/**
 * Re-runs a replay record from its seed: the seed must hash to the published seedHash,
 * every entry must apply, and the final state's result must be the recorded one.
 * Returns the final game state.
 */
export function checkReplay(replay: Replay, seed: string | null = replay.seed): unknown {
  const entry = findGame(replay.table.game);
  if (!entry) throw new Error(`unknown game ${replay.table.game}`);
  if (seed === null) throw new Error('the seed is published only once the game is over');
  if (replay.seedHash !== createHash('sha256').update(seed).digest('hex')) throw new Error('seed does not match its hash');
  const options = parseOptions(entry.game.options, replay.table.options);
  const log = replay.entries.map(
    (e): TableEntry<unknown> =>
      e.type === 'move' ? { seq: e.seq, type: 'move', seat: e.seat ?? 0, move: e.move } : { seq: e.seq, type: e.type },
  );
  const t = table.replayTable(entry.game, replay.table.players, options, seed, log);
  const state = table.current(t);
  const result = entry.game.result(state);
  if (JSON.stringify(result) !== JSON.stringify(replay.result)) {
    throw new Error(`replayed result ${JSON.stringify(result)} differs from the record ${JSON.stringify(replay.result)}`);
  }
  return state;
}
