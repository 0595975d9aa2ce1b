/**
 * The store's reachability: PostgreSQL can restart, fail over or drop a connection, and
 * a node must neither exit nor wedge. The first error that means "unreachable" marks the
 * store down; a probe with backoff marks it up again and tells whoever waits (the room
 * resumes its scheduler and catches its tables up).
 */

/** SQLSTATE classes and codes, and socket errors, that mean the database is out of reach. */
const OUTAGE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown: the server is stopping (every restart or failover)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
  '25006', // read_only_sql_transaction: a standby, or a failover's new primary not yet promoted
]);

const OUTAGE_MESSAGES = [
  'Connection terminated',
  'connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
];

/** Whether an error means the database cannot be reached now (rather than a bad query). */
export function isOutage(e: unknown): boolean {
  const err = e as { code?: unknown; message?: unknown } | null;
  if (!err || typeof err !== 'object') return false;
  const code = typeof err.code === 'string' ? err.code : '';
  // Class 08: connection exceptions.
  if (OUTAGE_CODES.has(code) || code.startsWith('08')) return true;
  const message = typeof err.message === 'string' ? err.message : '';
  return OUTAGE_MESSAGES.some((m) => message.includes(m));
}

/**
 * How long a node waits for PostgreSQL to answer a query or a connection before it counts
 * the store as down (`STORE_TIMEOUT_MS`).
 */
export const STORE_TIMEOUT_MS = 5000;

/**
 * Whether an error means the store has no room to write (SQLite's SQLITE_FULL, from a disk
 * or quota full; PostgreSQL's 53100 disk_full). Reads still work, and each write fails at
 * once, so the store is not counted down: the writes are refused, each with a clear answer.
 */
export function isFull(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return code === 'SQLITE_FULL' || code === '53100';
}

/** A full disk refuses every write, each move's: the operator is told once a minute, not once a write. */
export const FULL_WARN_MS = 60_000;

/** First and longest wait between probes while the store is down. */
export const PROBE_FIRST_MS = 100;
export const PROBE_MAX_MS = 1000;
/**
 * A readiness check (`GET /readyz`, which load balancers poll) asks the store at most once
 * in this long, whoever polls, and takes no answer within CHECK_TIMEOUT_MS as "not ready".
 */
export const CHECK_EVERY_MS = 1000;
export const CHECK_TIMEOUT_MS = 2000;

export interface OutageLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export class Availability {
  private down = false;
  private since = 0;
  private readonly recovered: (() => void)[] = [];
  private closed = false;
  /** Times the store was found out of reach (each outage once), for the node's metrics. */
  outages = 0;
  private timer: NodeJS.Timeout | null = null;
  /** The last readiness check: when it was asked, and its answer (shared until CHECK_EVERY_MS has passed). */
  private checked: { at: number; answer: Promise<boolean> } | null = null;
  log: OutageLog | null = null;

  /** `probe` resolves once the store answers a trivial query. */
  constructor(private readonly probe: () => Promise<unknown>) {}

  get up(): boolean {
    return !this.down;
  }

  /** Called with every failed query or connection: an outage marks the store down and probes it. */
  failed(e: unknown): void {
    if (this.down || this.closed || !isOutage(e)) return;
    this.down = true;
    this.outages++;
    this.since = Date.now();
    this.log?.warn({ err: e }, 'database unreachable; moves are refused as unavailable until it answers');
    this.schedule(PROBE_FIRST_MS);
  }

  /**
   * Whether the store answers now. While it is known to be down, no; else a trivial query
   * says, at most once in CHECK_EVERY_MS. A query that fails as an outage marks the store
   * down (as any query would); one that does not answer in time only answers no, since a
   * slow store still takes moves.
   */
  check(): Promise<boolean> {
    if (this.down || this.closed) return Promise.resolve(false);
    const now = Date.now();
    if (this.checked && now - this.checked.at < CHECK_EVERY_MS) return this.checked.answer;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
      timer.unref();
    });
    const answered = this.probe().then(
      () => true,
      (e: unknown) => {
        this.failed(e);
        return false;
      },
    );
    const answer = Promise.race([answered, late]).finally(() => clearTimeout(timer));
    this.checked = { at: now, answer };
    return answer;
  }

  onRecover(fn: () => void): void {
    this.recovered.push(fn);
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
  }

  private schedule(wait: number): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.closed) return;
      this.probe().then(
        () => {
          this.down = false;
          this.log?.info({ downMs: Date.now() - this.since }, 'database reachable again; resuming');
          for (const fn of this.recovered) fn();
        },
        () => this.schedule(Math.min(wait * 2, PROBE_MAX_MS)),
      );
    }, wait);
    this.timer.unref();
  }
}
