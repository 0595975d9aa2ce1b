import { type Kysely, sql } from 'kysely';
import type { Database } from './schema.ts';
import { isUniqueViolation } from './unique.ts';

/** A rating read from the store, with its user's name. */
export interface RatingRow {
  user_id: string;
  name: string;
  guest: boolean;
  game: string;
  mu: number;
  sigma: number;
  games: number;
}

/** A player's rating before a result moves it. */
interface Standing {
  mu: number;
  sigma: number;
  games: number;
}

/** The results of finished tables and the ratings they move, written together. */
export class Results {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Records a result and the new ratings in one transaction; false if the table already
   * has a result (another node finished it).
   */
  async finish(
    tableId: string,
    result: string,
    at: number,
    rate: (current: Map<string, Standing>) => Map<string, { mu: number; sigma: number }>,
    game: string,
    userIds: string[],
  ): Promise<boolean> {
    try {
      return await this.db.transaction().execute(async (tx) => {
        await tx.insertInto('results').values({ table_id: tableId, result, finished_at: at }).execute();
        if (userIds.length === 0) return true;
        const rows = await tx
          .selectFrom('ratings')
          .selectAll()
          .where('game', '=', game)
          .where('user_id', 'in', userIds)
          .execute();
        const current = new Map(rows.map((r) => [r.user_id, { mu: r.mu, sigma: r.sigma, games: r.games }]));
        const next = rate(current);
        for (const [userId, r] of next) {
          const games = (current.get(userId)?.games ?? 0) + 1;
          if (current.has(userId)) {
            await tx
              .updateTable('ratings')
              .set({ mu: r.mu, sigma: r.sigma, games })
              .where('user_id', '=', userId)
              .where('game', '=', game)
              .execute();
          } else {
            await tx.insertInto('ratings').values({ user_id: userId, game, mu: r.mu, sigma: r.sigma, games }).execute();
          }
        }
        return true;
      });
    } catch (e) {
      if (isUniqueViolation(e)) return false;
      throw e;
    }
  }

  /** Finished tables whose result is not written (a node stopped between the two commits). */
  async unrecorded(limit = 100): Promise<string[]> {
    const rows = await this.db
      .selectFrom('tables')
      .select('id')
      .where('status', '=', 'over')
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('results').select('table_id').whereRef('results.table_id', '=', 'tables.id'))),
      )
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }

  /** A solo table's result after it was played on out of a dead end and ended again (solo tables are never rated). */
  async revise(tableId: string, result: string, at: number): Promise<void> {
    await this.db.updateTable('results').set({ result, finished_at: at }).where('table_id', '=', tableId).execute();
  }

  /** A table's result (JSON), or null before it is written. */
  async get(tableId: string): Promise<string | null> {
    const r = await this.db.selectFrom('results').select('result').where('table_id', '=', tableId).executeTakeFirst();
    return r?.result ?? null;
  }

  /** A game's ratings, best first (by mu - 3 sigma, the ordinal). */
  leaderboard(game: string, limit = 100): Promise<RatingRow[]> {
    return this.ratings()
      .where('ratings.game', '=', game)
      .orderBy(sql`mu - 3 * sigma`, 'desc')
      .limit(limit)
      .execute()
      .then(ratingRows);
  }

  ratingsOf(userId: string): Promise<RatingRow[]> {
    return this.ratings().where('ratings.user_id', '=', userId).execute().then(ratingRows);
  }

  private ratings() {
    return this.db
      .selectFrom('ratings')
      .innerJoin('users', 'users.id', 'ratings.user_id')
      .select(['ratings.user_id', 'users.name', 'users.password_hash', 'ratings.game', 'mu', 'sigma', 'games']);
  }
}

/** A guest is a user without a password; the hash itself stays in the store. */
function ratingRows(rows: (Omit<RatingRow, 'guest'> & { password_hash: string | null })[]): RatingRow[] {
  return rows.map(({ password_hash, ...r }) => ({
    ...r,
    guest: password_hash === null,
    mu: Number(r.mu),
    sigma: Number(r.sigma),
  }));
}
