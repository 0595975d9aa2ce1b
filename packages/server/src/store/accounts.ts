import type { Kysely } from 'kysely';
import { type SessionRow, sessionOf } from './rows.ts';
import type { Database } from './schema.ts';
import { isUniqueViolation } from './unique.ts';

/** Users (guests, and guests who claimed a name) and their sessions. */
export class Accounts {
  constructor(private readonly db: Kysely<Database>) {}

  async createUser(id: string, name: string, at: number): Promise<void> {
    await this.db.insertInto('users').values({ id, name, name_key: null, password_hash: null, created_at: at }).execute();
  }

  getUser(id: string) {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  userByName(name: string) {
    return this.db.selectFrom('users').selectAll().where('name_key', '=', name.toLowerCase()).executeTakeFirst();
  }

  /** Claims a name for a guest; false when the name is taken (unique key). */
  async claimName(userId: string, name: string, passwordHash: string): Promise<boolean> {
    try {
      const r = await this.db
        .updateTable('users')
        .set({ name, name_key: name.toLowerCase(), password_hash: passwordHash })
        .where('id', '=', userId)
        .where('password_hash', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    } catch (e) {
      if (isUniqueViolation(e)) return false;
      throw e;
    }
  }

  async createSession(id: string, userId: string, at: number): Promise<void> {
    await this.db.insertInto('sessions').values({ id, user_id: userId, created_at: at, last_seen: at, revoked: 0 }).execute();
  }

  async liveSession(id: string): Promise<SessionRow | undefined> {
    const row = await this.db.selectFrom('sessions').selectAll().where('id', '=', id).where('revoked', '=', 0).executeTakeFirst();
    return row && sessionOf(row);
  }

  async touchSession(id: string, at: number): Promise<void> {
    await this.db.updateTable('sessions').set({ last_seen: at }).where('id', '=', id).execute();
  }

  async sessionsOf(userId: string): Promise<SessionRow[]> {
    const rows = await this.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('revoked', '=', 0)
      .orderBy('created_at')
      .execute();
    return rows.map(sessionOf);
  }

  async revokeSession(id: string, userId: string): Promise<boolean> {
    const r = await this.db
      .updateTable('sessions')
      .set({ revoked: 1 })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }
}
