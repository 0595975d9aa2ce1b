import type { Kysely } from 'kysely';
import type { ChatTable, Database } from './schema.ts';

/** The chat lines of the tables. */
export class ChatLines {
  constructor(private readonly db: Kysely<Database>) {}

  async add(row: ChatTable): Promise<void> {
    await this.db.insertInto('chat').values(row).execute();
  }

  /** A table's latest lines, newest first, with their writers' names. */
  recent(tableId: string, limit = 200) {
    return this.db
      .selectFrom('chat')
      .innerJoin('users', 'users.id', 'chat.user_id')
      .select(['chat.table_id', 'chat.user_id', 'users.name', 'users.password_hash', 'chat.text', 'chat.at'])
      .where('chat.table_id', '=', tableId)
      .orderBy('chat.at', 'desc')
      .limit(limit)
      .execute();
  }
}
