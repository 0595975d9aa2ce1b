import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'redis';
import { type Config, configFromEnv } from '../config.ts';
import { dropSchema } from '../store/open.ts';

export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether a TCP service answers on host:port within a second. */
export function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** A store + bus configuration for one test, with everything it needs to clean up. */
export interface Backend {
  name: string;
  config(overrides?: Partial<Config>): Config;
  cleanup(): Promise<void>;
}

export function baseConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...configFromEnv({}),
    port: 0,
    host: '127.0.0.1',
    botDelayMs: 2,
    // Full games of hard bots stay quick; in-process unless a test asks for workers.
    botBudgetMs: 5,
    botWorkers: 0,
    sweepMs: 50,
    logLevel: 'silent',
    wsRate: 100_000,
    // Tests make many guests and logins from one address; the abuse tests set their own limits.
    guestsPerAddress: 100_000,
    loginsPerAddress: 100_000,
    webDir: '/nonexistent',
    ...overrides,
  };
}

export function sqliteBackend(): Backend {
  const dir = mkdtempSync(join(tmpdir(), 'parlour-test-'));
  return {
    name: 'sqlite',
    config: (o = {}) => baseConfig({ dataDir: dir, databaseUrl: null, redisUrl: null, ...o }),
    async cleanup() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** PostgreSQL with its own schema and Redis with its own key prefix. */
export function postgresRedisBackend(): Backend {
  const tag = `t_${randomBytes(5).toString('hex')}`;
  return {
    name: 'postgres+redis',
    config: (o = {}) =>
      baseConfig({
        databaseUrl: POSTGRES_URL,
        databaseSchema: tag,
        redisUrl: REDIS_URL,
        redisPrefix: `parlour-test:${tag}:`,
        ...o,
      }),
    async cleanup() {
      await dropSchema(POSTGRES_URL, tag);
      const r = createClient({ url: REDIS_URL });
      await r.connect();
      for await (const keys of r.scanIterator({ MATCH: `parlour-test:${tag}:*` })) if (keys.length) await r.del(keys);
      await r.quit();
    },
  };
}

/**
 * The backends this machine can run, each with a factory; a missing service is named and
 * skipped, or, with PARLOUR_REQUIRE_ALL=1, a failure.
 */
export async function availableBackends(): Promise<{ name: string; make: () => Backend; missing: string | null }[]> {
  const pg = await reachable(POSTGRES_URL);
  const redis = await reachable(REDIS_URL);
  const missing = !pg ? `PostgreSQL at ${POSTGRES_URL}` : !redis ? `Redis at ${REDIS_URL}` : null;
  if (missing && process.env.PARLOUR_REQUIRE_ALL !== '1')
    console.log(`server suite: skipping postgres+redis (${missing} unreachable)`);
  return [
    { name: 'sqlite', make: sqliteBackend, missing: null },
    { name: 'postgres+redis', make: postgresRedisBackend, missing: process.env.PARLOUR_REQUIRE_ALL === '1' ? null : missing },
  ];
}
