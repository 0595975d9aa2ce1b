import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import { migrate } from './migrations.ts';
import type { Database } from './schema.ts';
import { Store } from './store.ts';

// bigint columns hold epoch milliseconds, well inside a double.
pg.types.setTypeParser(20, Number);

/** Opens the configured store (PostgreSQL when DATABASE_URL is set, else SQLite) and migrates it. */
export async function openStore(config: Pick<Config, 'databaseUrl' | 'databaseSchema' | 'dataDir'>): Promise<Store> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.databaseSchema);
  mkdirSync(config.dataDir, { recursive: true });
  return openSqlite(join(config.dataDir, 'parlour.db'));
}

export async function openSqlite(file: string): Promise<Store> {
  const sqlite = new SQLite(file);
  // WAL: readers never block the writer; a commit is on disk (in the log) before it returns.
  sqlite.pragma('journal_mode = WAL');
  // NORMAL: a commit survives the process being killed; FULL (SQLITE_SYNC=FULL) also a power cut.
  sqlite.pragma(`synchronous = ${process.env.SQLITE_SYNC === 'FULL' ? 'FULL' : 'NORMAL'}`);
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  await migrate(db as Kysely<unknown>);
  return new Store(db, 'sqlite', () => db.destroy(), sqlite);
}

export async function openPostgres(url: string, schema: string): Promise<Store> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad schema name ${schema}`);
  const setup = new pg.Client({ connectionString: url });
  await setup.connect();
  await setup.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  await setup.end();
  const pool = new pg.Pool({ connectionString: url, max: 10, options: `-c search_path=${schema}` });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  await migrate(db as Kysely<unknown>, schema);
  await sql`select 1`.execute(db);
  return new Store(db, 'postgres', () => db.destroy());
}

/** Drops a PostgreSQL schema (tests clean up after themselves). */
export async function dropSchema(url: string, schema: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await c.end();
}
