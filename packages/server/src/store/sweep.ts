import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** Deletes sessions (revoked or not) unused since `before`; returns how many. */
export async function deleteIdleSessions(db: Kysely<Database>, before: number): Promise<number> {
  const r = await db.deleteFrom('sessions').where('last_seen', '<', before).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/**
 * Deletes guests made before `before` with no session used since, that hold nothing worth
 * keeping: no seat at any table, no table made, no rating, no chat line. Their sessions go
 * with them. At most `limit` per call, so one sweep never holds the store long.
 */
export async function deleteIdleGuests(db: Kysely<Database>, before: number, limit = 1000): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const idle = await tx
      .selectFrom('users as u')
      .select('u.id')
      .where('u.password_hash', 'is', null)
      .where('u.created_at', '<', before)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('sessions as s')
              .select('s.id')
              .whereRef('s.user_id', '=', 'u.id')
              .where('s.last_seen', '>=', before)
              .unionAll(selectFrom('seats').select('seats.table_id as id').whereRef('seats.user_id', '=', 'u.id'))
              .unionAll(selectFrom('tables').select('tables.id').whereRef('tables.created_by', '=', 'u.id'))
              .unionAll(selectFrom('ratings').select('ratings.game as id').whereRef('ratings.user_id', '=', 'u.id'))
              .unionAll(selectFrom('chat').select('chat.id').whereRef('chat.user_id', '=', 'u.id')),
          ),
        ),
      )
      .limit(limit)
      .execute();
    if (idle.length === 0) return 0;
    const ids = idle.map((r) => r.id);
    await tx.deleteFrom('sessions').where('user_id', 'in', ids).execute();
    const r = await tx.deleteFrom('users').where('id', 'in', ids).where('password_hash', 'is', null).executeTakeFirst();
    return Number(r.numDeletedRows);
  });
}
