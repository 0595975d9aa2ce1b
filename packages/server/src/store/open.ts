import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type pgModule from 'pg';
import type { Config } from '../config.ts';
import { migrate } from './migrations.ts';
import type { Database } from './schema.ts';
import { Store } from './store.ts';

/** The PostgreSQL client, loaded only by a node that uses PostgreSQL. */
async function loadPg(): Promise<typeof pgModule> {
  const pg = (await import('pg')).default;
  // bigint columns hold epoch milliseconds, well inside a double.
  pg.types.setTypeParser(20, Number);
  return pg;
}

/** Opens the configured store (PostgreSQL when DATABASE_URL is set, else SQLite) and migrates it. */
export async function openStore(config: Pick<Config, 'databaseUrl' | 'databaseSchema' | 'dataDir'>): Promise<Store> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.databaseSchema);
  // The database holds password hashes and session ids: the owner alone may read it.
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  chmodSync(config.dataDir, 0o700);
  return openSqlite(join(config.dataDir, 'parlour.db'));
}

/** The database file and its companions (-wal, -shm, -journal) readable by the owner only. */
function ownerOnly(file: string): void {
  closeSync(openSync(file, 'a', 0o600));
  for (const f of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) if (existsSync(f)) chmodSync(f, 0o600);
}

export async function openSqlite(file: string): Promise<Store> {
  // SQLite gives -wal and -shm the main file's mode, so it is set before the first open.
  ownerOnly(file);
  const sqlite = new SQLite(file);
  // WAL: readers never block the writer; a commit is on disk (in the log) before it returns.
  sqlite.pragma('journal_mode = WAL');
  // NORMAL: a commit survives the process being killed; FULL (SQLITE_SYNC=FULL) also a power cut.
  sqlite.pragma(`synchronous = ${process.env.SQLITE_SYNC === 'FULL' ? 'FULL' : 'NORMAL'}`);
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: preparedOnce(sqlite) }) });
  await migrate(db as Kysely<unknown>);
  ownerOnly(file);
  return new Store(db, 'sqlite', () => db.destroy(), sqlite);
}

/**
 * The database as Kysely sees it, with each SQL text prepared once: Kysely prepares every
 * query anew, and preparing costs more than running the small queries of a table's life.
 * Kysely runs one query at a time on this connection, so a statement is never shared
 * mid-use. The cache is bounded (queries with IN lists vary in their text).
 */
function preparedOnce(sqlite: SQLite.Database): { prepare: SQLite.Database['prepare']; close: () => void } {
  const cache = new Map<string, SQLite.Statement>();
  return {
    prepare: ((source: string) => {
      let statement = cache.get(source);
      if (!statement) {
        if (cache.size >= 500) cache.clear();
        statement = sqlite.prepare(source);
        cache.set(source, statement);
      }
      return statement;
    }) as SQLite.Database['prepare'],
    close: () => sqlite.close(),
  };
}

export async function openPostgres(url: string, schema: string): Promise<Store> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad schema name ${schema}`);
  const pg = await loadPg();
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
  const pg = await loadPg();
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await c.end();
}
