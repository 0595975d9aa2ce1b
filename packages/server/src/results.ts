import type { PlayerResult } from '@parlour/protocol';
import type { Store } from './store/store.ts';

/**
 * A player's finished tables of one game, newest first: the seat they held, the table's
 * options (Bisley's deal number is one) and the result. What per-player statistics are
 * counted from; a read of the store's own tables, nothing cached.
 */
export async function resultsOf(store: Store, userId: string, game: string, limit = 1000): Promise<PlayerResult[]> {
  const rows = await store.db
    .selectFrom('seats')
    .innerJoin('tables', 'tables.id', 'seats.table_id')
    .innerJoin('results', 'results.table_id', 'seats.table_id')
    .select(['tables.id', 'tables.options', 'seats.seat', 'results.result', 'results.finished_at'])
    .where('seats.user_id', '=', userId)
    .where('tables.game', '=', game)
    .orderBy('results.finished_at', 'desc')
    .orderBy('tables.created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    table: r.id,
    seat: r.seat,
    options: JSON.parse(r.options),
    result: JSON.parse(r.result),
    finishedAt: Number(r.finished_at),
  }));
}
