import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { STORE_TIMEOUT_MS } from './store/outage.ts';

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
  /** Milliseconds PostgreSQL has to answer a query or a connection before the node counts it down. */
  storeTimeoutMs: number;
  /** Redis URL for the bus; unset means in-process. */
  redisUrl: string | null;
  /** Prefix of every Redis channel (tests use their own). */
  redisPrefix: string;
  /** Milliseconds a bot waits before moving, so people can follow. */
  botDelayMs: number;
  /** A bot's time for one move in ms (the search bot thinks for a share of it, see docs/bots.md). */
  botBudgetMs: number;
  /** Worker threads that play bot moves off the event loop; 0 plays them in-process. */
  botWorkers: number;
  /** Bot moves that may wait for a worker; beyond that a move is played by `medium` in-process. */
  botQueue: number;
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
  /** WebSocket messages a user may send per second over all their sockets on a node (twice that in a burst). */
  wsRate: number;
  /**
   * Which proxy may tell the client's address (X-Forwarded-For): false (none, the socket's
   * address counts), true (any), or a comma-separated list of proxy addresses or CIDRs.
   * The per-address limits below key on that address.
   */
  trustProxy: boolean | string;
  /** Guest accounts one client address may create per hour. */
  guestsPerAddress: number;
  /** Login and claim attempts one client address may make per minute. */
  loginsPerAddress: number;
  /** Wrong passwords one account may be tried with per 15 minutes (from any address). */
  loginFailuresPerAccount: number;
  /** Password hashes (scrypt) computed at once; the rest wait in the queue. */
  hashConcurrency: number;
  /** Password hashes that may wait; beyond that a login or claim is answered 503. */
  hashQueue: number;
  /** A session unused this long (ms) no longer opens its account, and is deleted. */
  sessionIdleMs: number;
  /** A session's last use is written at most this often (ms). */
  sessionTouchMs: number;
  /** A guest idle this long (ms) that holds nothing (no seat, rating, chat line) is deleted. */
  guestIdleMs: number;
  /** How often (ms) a node deletes idle sessions and guests. */
  housekeepingMs: number;
  /** Sockets a user may hold open on a node; one more is closed with code 4008. */
  wsPerUser: number;
  /** How often (ms) a node pings each socket; one that answered nothing since the last ping is cut off. */
  wsPingMs: number;
  /** Tables one socket may watch at once; a subscribe to one more is refused (`too-many-subscriptions`). */
  wsTables: number;
  /**
   * Bytes waiting to go out on a socket above which states are held back (the latest is
   * sent once it drains)...
   */
  wsBufferBytes: number;
  /** ...and above which the socket is closed with code 4009 (a reader that never reads). */
  wsBufferMax: number;
  /** Longest legal list a state carries; a longer one is left out (`legalOmitted`). */
  legalLimit: number;
  /** Tables whose whole event history a node keeps in memory for catch-up (`since: 0`). */
  historyTables: number;
  /** Open and playing tables of two or more seats a user may have made or sit at. */
  tablesPerUser: number;
  /** Open and playing single-player tables a user may have. */
  soloTablesPerUser: number;
  /** Chat lines a user may send per 10 s (all their sockets on a node). */
  chatLines: number;
  /** The bearer token `GET /metrics` asks for; unset, the node serves no metrics. */
  metricsToken: string | null;
}

const DAY = 86_400_000;

function trustProxyFrom(raw: string | undefined): boolean | string {
  if (!raw || raw === '0' || raw === 'false') return false;
  return raw === '1' || raw === 'true' ? true : raw;
}

/**
 * A number from the environment, or `fallback` when unset. Anything else (a typo, a unit,
 * a negative) stops the start with the variable's name: a limit read as NaN would hold nothing.
 */
function number(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < min || n > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`;
    throw new Error(`${name} must be a number ${range}, not '${raw}'.`);
  }
  return n;
}

/** A whole number from the environment (a count, bytes, milliseconds), as `number` reads it. */
function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const n = number(env, name, fallback, min, max);
  if (!Number.isInteger(n)) throw new Error(`${name} must be a whole number, not '${env[name]}'.`);
  return n;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const config: Config = {
    port: whole(env, 'PORT', 8080, 0, 65_535),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || null,
    databaseSchema: env.DATABASE_SCHEMA ?? 'public',
    storeTimeoutMs: whole(env, 'STORE_TIMEOUT_MS', STORE_TIMEOUT_MS, 100),
    redisUrl: env.REDIS_URL || null,
    redisPrefix: env.REDIS_PREFIX ?? 'parlour:',
    botDelayMs: whole(env, 'BOT_DELAY_MS', 600),
    botBudgetMs: whole(env, 'BOT_BUDGET_MS', 200, 1),
    botWorkers: whole(env, 'BOT_WORKERS', Math.max(1, availableParallelism() - 1)),
    botQueue: whole(env, 'BOT_QUEUE', 32),
    sweepMs: whole(env, 'SWEEP_MS', 500, 1),
    claimLeaseMs: whole(env, 'CLAIM_LEASE_MS', 5000, 1),
    webDir: resolve(env.WEB_DIR ?? 'packages/web/dist'),
    node: env.NODE_NAME ?? `node-${randomBytes(3).toString('hex')}`,
    logLevel: env.LOG_LEVEL ?? 'info',
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '').split(',').filter(Boolean),
    secureCookies: env.SECURE_COOKIES === '1',
    wsRate: number(env, 'WS_RATE', 60, 1),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    guestsPerAddress: whole(env, 'GUESTS_PER_ADDRESS', 20, 1),
    loginsPerAddress: whole(env, 'LOGINS_PER_ADDRESS', 10, 1),
    loginFailuresPerAccount: whole(env, 'LOGIN_FAILURES_PER_ACCOUNT', 10, 1),
    hashConcurrency: whole(env, 'HASH_CONCURRENCY', 2, 1),
    hashQueue: whole(env, 'HASH_QUEUE', 16),
    sessionIdleMs: number(env, 'SESSION_IDLE_DAYS', 30) * DAY,
    sessionTouchMs: whole(env, 'SESSION_TOUCH_MS', 60_000),
    guestIdleMs: number(env, 'GUEST_IDLE_HOURS', 24) * 3_600_000,
    housekeepingMs: whole(env, 'HOUSEKEEPING_MS', 3_600_000, 1),
    wsPerUser: whole(env, 'WS_PER_USER', 8, 1),
    wsPingMs: whole(env, 'WS_PING_MS', 30_000, 100),
    wsTables: whole(env, 'WS_TABLES', 32, 1),
    wsBufferBytes: whole(env, 'WS_BUFFER_BYTES', 1024 * 1024, 1),
    wsBufferMax: whole(env, 'WS_BUFFER_MAX', 4 * 1024 * 1024, 1),
    legalLimit: whole(env, 'LEGAL_LIMIT', 1000),
    historyTables: whole(env, 'HISTORY_TABLES', 32),
    tablesPerUser: whole(env, 'TABLES_PER_USER', 10, 1),
    soloTablesPerUser: whole(env, 'SOLO_TABLES_PER_USER', 20, 1),
    chatLines: whole(env, 'CHAT_LINES', 5, 1),
    metricsToken: env.METRICS_TOKEN || null,
  };
  // States are held back above the first and the socket closed above the second.
  if (config.wsBufferMax < config.wsBufferBytes)
    throw new Error(`WS_BUFFER_MAX (${config.wsBufferMax}) must be at least WS_BUFFER_BYTES (${config.wsBufferBytes}).`);
  return config;
}
