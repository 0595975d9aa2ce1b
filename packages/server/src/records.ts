import { defined } from '@parlour/engine';
import { PROTOCOL_VERSION, type Rating, type Replay } from '@parlour/protocol';
import { type CachedTable, isSolo, stateOf } from './cached-table.ts';
import { loadRatings, ordinalOf, rateResult } from './ratings.ts';
import { replayEntryOfRow } from './replay.ts';
import type { RatingRow } from './store/store.ts';
import type { Tables } from './tables.ts';

/** What a finished table leaves: its result and ratings, its replay, the leaderboards. */

/** Records the result and, for rated tables, the new ratings of the humans who played it out. */
export async function record(t: Tables, live: CachedTable): Promise<void> {
  const result = defined(live.game.result(stateOf(live)), 'the result of a finished game');
  const players = live.seats.map((s) => (s.kind === 'human' && !s.replaced && s.user_id ? { userId: s.user_id } : null));
  const rated = live.row.rated && players.filter(Boolean).length > 0;
  const userIds = rated ? [...new Set(players.filter((p) => p !== null).map((p) => p.userId))] : [];
  if (rated) await loadRatings();
  const written = await t.store.results.finish(
    live.row.id,
    JSON.stringify(result),
    Date.now(),
    (current) => rateResult(result, players, current),
    live.row.game,
    userIds,
  );
  // A solo deal played on out of a dead end and ended again: the result it ends with counts.
  if (!written && isSolo(live.game)) await t.store.results.revise(live.row.id, JSON.stringify(result), Date.now());
}

export async function replay(t: Tables, userId: string, tableId: string, invite?: string): Promise<Replay> {
  return t.withTable(tableId, async () => {
    const live = await t.guard(tableId, userId, invite);
    const over = live.row.status === 'over';
    // Moves carry what was hidden when they were made (cards laid face down, a vote):
    // the record is published once the game is over; before, only to a solo table's
    // player, whose moves they all are.
    const own = isSolo(live.game) && live.seats[0]?.user_id === userId;
    const rows = over || own ? await t.store.entries(tableId) : [];
    const result = over ? await t.store.results.get(tableId) : null;
    return {
      protocol: PROTOCOL_VERSION,
      table: await t.summary(live, userId),
      seed: over ? live.row.seed : null,
      seedHash: live.row.status === 'open' ? null : live.row.seed_hash,
      entries: rows.map(replayEntryOfRow),
      result: result ? JSON.parse(result) : null,
    };
  });
}

export async function leaderboard(t: Tables, game: string): Promise<Rating[]> {
  await loadRatings();
  return (await t.store.results.leaderboard(game)).map(toRating);
}

export async function ratingsOf(t: Tables, userId: string): Promise<Rating[]> {
  await loadRatings();
  return (await t.store.results.ratingsOf(userId)).map(toRating);
}

const toRating = (r: RatingRow): Rating => ({
  user: { id: r.user_id, name: r.name, guest: r.guest },
  game: r.game,
  mu: r.mu,
  sigma: r.sigma,
  ordinal: ordinalOf(r),
  games: r.games,
});
