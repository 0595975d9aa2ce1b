import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';

/** Everything the server reads from its environment, with the defaults of a one-machine install. */
export interface Config {
  port: number;
  host: string;
  /** Folder of the SQLite file (`parlour.db`) when no DATABASE_URL is set. */
  dataDir: string;
  /** PostgreSQL connection string; unset means SQLite. */
  databaseUrl: string | null;
  /** Schema for PostgreSQL (tests use their own). */
  databaseSchema: string;
  /** Redis URL for the bus; unset means in-process. */
  redisUrl: string | null;
  /** Prefix of every Redis channel (tests use their own). */
  redisPrefix: string;
  /** Milliseconds a bot waits before moving, so people can follow. */
  botDelayMs: number;
  /** Milliseconds between scheduler sweeps for due bot turns and clocks. */
  sweepMs: number;
  /** Milliseconds a node's claim on a table's due work lasts before another node may take it over. */
  claimLeaseMs: number;
  /** Folder of the built web client (served with an SPA fallback when it exists). */
  webDir: string;
  /** This node's name in logs and `welcome`. */
  node: string;
  logLevel: string;
  /** Origins allowed to open a WebSocket besides the server's own host. */
  allowedOrigins: string[];
  /** Whether session cookies are marked Secure (behind HTTPS). */
  secureCookies: boolean;
  /** WebSocket messages a socket may send per second (twice that in a burst). */
  wsRate: number;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || null,
    databaseSchema: env.DATABASE_SCHEMA ?? 'public',
    redisUrl: env.REDIS_URL || null,
    redisPrefix: env.REDIS_PREFIX ?? 'parlour:',
    botDelayMs: Number(env.BOT_DELAY_MS ?? 600),
    sweepMs: Number(env.SWEEP_MS ?? 500),
    claimLeaseMs: Number(env.CLAIM_LEASE_MS ?? 5000),
    webDir: resolve(env.WEB_DIR ?? 'packages/web/dist'),
    node: env.NODE_NAME ?? `node-${randomBytes(3).toString('hex')}`,
    logLevel: env.LOG_LEVEL ?? 'info',
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '').split(',').filter(Boolean),
    secureCookies: env.SECURE_COOKIES === '1',
    wsRate: Number(env.WS_RATE ?? 60),
  };
}
