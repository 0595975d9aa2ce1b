import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';

/** The store's migrations, in order; the same on SQLite and PostgreSQL. */
const MIGRATIONS: Record<string, Migration> = {
  '001-initial': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.unique())
        .addColumn('password_hash', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('last_seen', 'bigint', (c) => c.notNull())
        .addColumn('revoked', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
      await db.schema
        .createTable('tables')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('players', 'integer', (c) => c.notNull())
        .addColumn('options', 'text', (c) => c.notNull())
        .addColumn('seed', 'text', (c) => c.notNull())
        .addColumn('seed_hash', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('private', 'integer', (c) => c.notNull())
        .addColumn('invite', 'text')
        .addColumn('rated', 'integer', (c) => c.notNull())
        .addColumn('autostart', 'integer', (c) => c.notNull())
        .addColumn('clock_spec', 'text', (c) => c.notNull())
        .addColumn('clock', 'text')
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('due_at', 'bigint')
        .addColumn('created_by', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('tables_status').on('tables').columns(['status', 'game']).execute();
      await db.schema.createIndex('tables_due').on('tables').column('due_at').execute();
      await db.schema
        .createTable('seats')
        .addColumn('table_id', 'text', (c) => c.notNull().references('tables.id'))
        .addColumn('seat', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text')
        .addColumn('bot', 'text')
        .addColumn('replaced', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('timeouts', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('seats_pk', ['table_id', 'seat'])
        .execute();
      await db.schema.createIndex('seats_user').on('seats').column('user_id').execute();
      await db.schema
        .createTable('moves')
        .addColumn('table_id', 'text', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('seat', 'integer')
        .addColumn('move', 'text')
        .addColumn('by', 'text', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('moves_pk', ['table_id', 'seq'])
        .execute();
      await db.schema
        .createTable('results')
        .addColumn('table_id', 'text', (c) => c.primaryKey())
        .addColumn('result', 'text', (c) => c.notNull())
        .addColumn('finished_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('ratings')
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('mu', 'double precision', (c) => c.notNull())
        .addColumn('sigma', 'double precision', (c) => c.notNull())
        .addColumn('games', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('ratings_pk', ['user_id', 'game'])
        .execute();
      await db.schema.createIndex('ratings_game').on('ratings').columns(['game', 'mu']).execute();
      await db.schema
        .createTable('chat')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('table_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('chat_table').on('chat').columns(['table_id', 'at']).execute();
      await sql`select 1`.execute(db);
    },
  },
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * Brings the store up to date. On PostgreSQL give the schema: without it the migrator
 * takes another schema's bookkeeping tables (a parallel test's, say) for its own.
 */
export async function migrate(db: Kysely<unknown>, schema?: string): Promise<void> {
  const { error, results } = await new Migrator({ db, provider, migrationTableSchema: schema }).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`migration ${failed ?? '?'} failed: ${String(error)}`);
  }
}
