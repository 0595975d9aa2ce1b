import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient, SqliteDialect, sql } from 'kysely';
import type pgModule from 'pg';
import { oncePer } from '../bounded.ts';
import type { Config } from '../config.ts';
import { startCheckpoints, WAL_FALLBACK_PAGES } from './checkpoints.ts';
import { migrate } from './migrations.ts';
import { Availability, FULL_WARN_MS, isOutage, type OutageLog, PROBE_MAX_MS, STORE_TIMEOUT_MS } from './outage.ts';
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
export async function openStore(
  config: Pick<Config, 'databaseUrl' | 'databaseSchema' | 'dataDir'> & Partial<Pick<Config, 'storeTimeoutMs'>>,
  log?: OutageLog,
): Promise<Store> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.databaseSchema, log, config.storeTimeoutMs);
  // The database holds password hashes and session ids: the owner alone may read it.
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  chmodSync(config.dataDir, 0o700);
  return openSqlite(join(config.dataDir, 'parlour.db'), log);
}

/** The database file and its companions (-wal, -shm, -journal) readable by the owner only. */
function ownerOnly(file: string): void {
  closeSync(openSync(file, 'a', 0o600));
  for (const f of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) if (existsSync(f)) chmodSync(f, 0o600);
}

export async function openSqlite(file: string, log?: OutageLog): Promise<Store> {
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
  // Checkpoints run on a thread of their own; this connection checkpoints only past the fallback bound.
  sqlite.pragma(`wal_autocheckpoint = ${WAL_FALLBACK_PAGES}`);
  // A full disk fails every checkpoint (five a second) until there is room: said once a minute.
  const say = oncePer(FULL_WARN_MS);
  const checkpoints = startCheckpoints(file, (error) => {
    if (say()) log?.warn({ error }, 'sqlite checkpoint failed');
  });
  const close = async () => {
    await checkpoints.stop();
    await db.destroy();
  };
  return new Store(db, 'sqlite', close, sqlite);
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

/**
 * Opens PostgreSQL. A database that is not up yet (a node started before it, or during a
 * restart) is waited for with backoff rather than failing the start. The pool's errors
 * (an idle connection ended by a restart, 57P01) are watched: unheard, one would end the
 * process. Once migrated, every query has `timeoutMs` to answer (see `Deadlines`).
 */
export async function openPostgres(url: string, schema: string, log?: OutageLog, timeoutMs = STORE_TIMEOUT_MS): Promise<Store> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad schema name ${schema}`);
  const pg = await loadPg();
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: `-c search_path=${schema}`,
    connectionTimeoutMillis: timeoutMs,
  });
  const db: Kysely<Database> = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: watched(pool, (): Availability => availability) }),
  });
  // Up means writable: after a failover the address may lead to a standby, which reads but
  // refuses every write. Straight to the pool: while the store is down, only the probe is.
  const availability: Availability = new Availability(async () => {
    const { rows } = await pool.query<{ ro: string }>(`select current_setting('transaction_read_only') as ro`);
    if (rows[0]?.ro === 'on') throw Object.assign(new Error('PostgreSQL takes no writes (read-only)'), { code: '25006' });
  });
  if (log) availability.log = log;
  // No deadline while migrating: a migration on a large database may rightly take long.
  let deadline = 0;
  const deadlines = new Deadlines(() => deadline, availability);
  pool.on('error', (e) => availability.failed(e));
  pool.on('connect', (client) => {
    // A client checked out when its connection ends emits `error` too; the query fails on its own.
    client.on('error', (e) => availability.failed(e));
    deadlines.watch(client);
  });
  for (let wait = 100; ; wait = Math.min(wait * 2, PROBE_MAX_MS)) {
    try {
      const setup = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
      setup.on('error', () => {});
      await setup.connect();
      try {
        await setup.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      } finally {
        await setup.end().catch(() => {});
      }
      await migrate(db as Kysely<unknown>, schema);
      await sql`select 1`.execute(db);
      deadline = timeoutMs;
      break;
    } catch (e) {
      if (!isOutage(e) && !isOutage((e as { cause?: unknown }).cause)) throw e;
      log?.warn({ err: e, retryMs: wait }, 'database unreachable at start; waiting for it');
      await new Promise((r) => setTimeout(r, wait));
    }
  }
  return new Store(
    db,
    'postgres',
    () => {
      availability.close();
      return db.destroy();
    },
    undefined,
    availability,
    // Straight to the pool, as Kysely has no named statements.
    (q) => viaPool(availability, () => pool.query(q)),
  );
}

/**
 * A call to the pool (a connection for Kysely, a named statement): refused at once while
 * the store is down, and its failure reported to the store's availability (a query's own
 * failure is reported by `Deadlines` too; the first report counts). Refused because it
 * would otherwise wait up to STORE_TIMEOUT_MS for a connection to a server that does not
 * answer, and a caller that goes on to a second query after the first failed (under a
 * table's lock, say) would wait twice that. Only the availability's probe goes to the
 * pool past this.
 */
async function viaPool<T>(availability: Availability, call: () => Promise<T>): Promise<T> {
  if (!availability.up) throw Object.assign(new Error('PostgreSQL is out of reach; waiting for it to answer'), { code: '08006' });
  try {
    return await call();
  } catch (e) {
    availability.failed(e);
    throw e;
  }
}

/** The pool as Kysely sees it, through `viaPool` (Kysely's own errors reach the caller unchanged). */
function watched(pool: pgModule.Pool, availability: () => Availability): PostgresPool {
  return {
    connect: () => viaPool(availability(), async () => (await pool.connect()) as unknown as PostgresPoolClient),
    end: () => pool.end(),
  };
}

/**
 * Reports every failed query to the store's availability, and gives each `deadline()` ms
 * to answer (0: no limit). A PostgreSQL that stops answering without closing anything (a
 * hung host, a network that drops packets) would otherwise hold each move, and its
 * table's lock, for as long as TCP keeps trying. A query past its deadline marks the store
 * down and ends its connection, and those of every other query still waiting (the same
 * server holds them), so each fails at once as an outage and no connection is used again
 * half-way through a transaction. Whether an ended query committed is unknown, as when a
 * connection drops during a commit.
 */
class Deadlines {
  /** Clients with a query waiting for its answer. */
  private readonly waiting = new Set<pgModule.PoolClient>();

  constructor(
    private readonly deadline: () => number,
    private readonly availability: Availability,
  ) {}

  watch(client: pgModule.PoolClient): void {
    const query = client.query as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const ms = this.deadline();
      const timer = ms > 0 ? setTimeout(() => this.late(ms, client), ms) : undefined;
      this.waiting.add(client);
      const settle = (e: unknown) => {
        clearTimeout(timer);
        this.waiting.delete(client);
        if (e) this.availability.failed(e);
      };
      // The pool's own `query` passes a callback; Kysely takes the promise.
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = (e: unknown, r: unknown) => {
          settle(e);
          callback(e, r);
        };
        return query.apply(client, args);
      }
      const r = query.apply(client, args);
      // A submittable (a cursor, a stream) answers through itself: not watched.
      if (r instanceof Promise) r.then(() => settle(null), settle);
      else settle(null);
      return r;
    }) as typeof client.query;
  }

  private late(ms: number, client: pgModule.PoolClient): void {
    this.availability.failed(Object.assign(new Error(`PostgreSQL did not answer within ${ms} ms`), { code: 'ETIMEDOUT' }));
    // Its own client too, should an earlier query of the same client have taken it off the list.
    for (const c of new Set([client, ...this.waiting])) c.end().catch(() => {});
    this.waiting.clear();
  }
}

/** Drops a PostgreSQL schema (tests clean up after themselves). */
export async function dropSchema(url: string, schema: string): Promise<void> {
  const pg = await loadPg();
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await c.end();
}
