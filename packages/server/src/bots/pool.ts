import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import type { Decision } from './decide.ts';

/** Set by scripts/build-server.mjs: the bundled worker's file, beside the server's bundle. */
declare const PARLOUR_BOT_WORKER: string | undefined;

/** A decision running this much longer than its budget is stuck: its worker is replaced. */
export const STUCK_AFTER_MS = 2000;

/** Every worker is busy and the queue is at its bound (the caller decides what to do). */
export class PoolFull extends Error {}

/**
 * How a worker is started: a bundled file as is; a TypeScript source (tests, dev) through
 * tsx's loader, registered in the thread first (Node 20 does not pass `--import` hooks on).
 */
export function workerOf(url: URL): Worker {
  if (!url.pathname.endsWith('.ts')) return new Worker(url);
  const require = createRequire(import.meta.url);
  const pkg = require.resolve('tsx/package.json');
  const api = new URL(JSON.parse(readFileSync(pkg, 'utf8')).exports['./esm/api'].import.default, pathToFileURL(pkg));
  const boot = `import(${JSON.stringify(api.href)}).then(({ register }) => { register(); return import(${JSON.stringify(url.href)}); })`;
  return new Worker(boot, { eval: true });
}

const BOT_WORKER =
  typeof PARLOUR_BOT_WORKER === 'string' ? new URL(PARLOUR_BOT_WORKER, import.meta.url) : new URL('./worker.ts', import.meta.url);

interface Job {
  d: Decision;
  resolve: (move: unknown) => void;
  reject: (e: Error) => void;
}

interface Thread {
  worker: Worker;
  job: Job | null;
  id: number;
  ready: boolean;
  timer: NodeJS.Timeout | null;
  gone: boolean;
}

export interface PoolOptions {
  /** Worker threads at most (started when first needed). */
  size: number;
  /** Decisions that may wait for a worker; one more is refused with PoolFull. */
  queue: number;
  log?: Logger;
  /** The worker's entry (tests give one that crashes or hangs). */
  entry?: URL;
  stuckAfterMs?: number;
}

/**
 * Bot decisions on worker threads, so a search bot's thinking never blocks the node's
 * event loop. A worker that crashes, exits or is stuck fails its decision and is
 * replaced; a bot that throws fails its decision only.
 */
export class BotPool {
  private readonly threads: Thread[] = [];
  private readonly waiting: Job[] = [];
  private ids = 0;
  private closed = false;
  private announced = false;

  constructor(private readonly o: PoolOptions) {}

  /** The move of decision `d`, played on a worker thread. */
  think(d: Decision): Promise<unknown> {
    return new Promise((resolve, reject) => {
      if (this.closed) return reject(new Error('the bot pool is closed'));
      const job = { d, resolve, reject };
      const idle = this.idle();
      if (idle) this.run(idle, job);
      else if (this.waiting.length < this.o.queue) this.waiting.push(job);
      else reject(new PoolFull(`${this.waiting.length} bot decisions already wait for a worker`));
    });
  }

  /** Decisions waiting for a worker, and workers running. */
  get load(): { waiting: number; threads: number; busy: number } {
    return { waiting: this.waiting.length, threads: this.threads.length, busy: this.threads.filter((t) => t.job).length };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.waiting.splice(0)) job.reject(new Error('the bot pool is closed'));
    await Promise.all(this.threads.map((t) => this.lose(t, new Error('the bot pool is closed'))));
  }

  private idle(): Thread | undefined {
    return this.threads.find((t) => !t.job) ?? (this.threads.length < this.o.size ? this.spawn() : undefined);
  }

  private spawn(): Thread {
    const worker = workerOf(this.o.entry ?? BOT_WORKER);
    // A pool nobody closed does not keep the process alive.
    worker.unref();
    const t: Thread = { worker, job: null, id: 0, ready: false, timer: null, gone: false };
    worker.on('message', (m) => this.answered(t, m));
    worker.on('error', (e) => void this.lose(t, e));
    worker.on('exit', (code) => void this.lose(t, new Error(`bot worker exited with code ${code}`)));
    this.threads.push(t);
    return t;
  }

  private run(t: Thread, job: Job): void {
    t.job = job;
    t.id = ++this.ids;
    try {
      t.worker.postMessage({ ...job.d, id: t.id });
    } catch (e) {
      // Not cloneable: this decision fails, the worker is untouched.
      t.job = null;
      job.reject(e as Error);
      this.pump(t);
      return;
    }
    if (t.ready) this.watch(t);
  }

  /** The stuck timer runs from when the worker can think (loading it is not thinking). */
  private watch(t: Thread): void {
    if (!t.job) return;
    const ms = t.job.d.ms + (this.o.stuckAfterMs ?? STUCK_AFTER_MS);
    t.timer = setTimeout(() => void this.lose(t, new Error(`bot worker stuck for ${ms} ms`)), ms);
  }

  private answered(t: Thread, m: { ready?: true; id?: number; move?: unknown; error?: string }): void {
    if (m.ready) {
      t.ready = true;
      if (!this.announced) this.o.log?.info({ threads: this.o.size }, 'bot worker ready');
      this.announced = true;
      this.watch(t);
      return;
    }
    const job = t.job;
    if (!job || m.id !== t.id) return;
    if (t.timer) clearTimeout(t.timer);
    t.job = null;
    if (m.error !== undefined) job.reject(new Error(m.error));
    else job.resolve(m.move);
    this.pump(t);
  }

  private pump(t: Thread): void {
    const next = this.waiting.shift();
    if (next) this.run(t, next);
  }

  /** Ends a worker that failed (or the pool closing): its decision fails, a new worker takes the queue. */
  private async lose(t: Thread, e: Error): Promise<void> {
    if (t.gone) return;
    t.gone = true;
    if (t.timer) clearTimeout(t.timer);
    this.threads.splice(this.threads.indexOf(t), 1);
    t.job?.reject(e);
    t.job = null;
    if (!this.closed) {
      this.o.log?.error({ err: e }, 'bot worker lost; replacing it');
      const next = this.waiting.shift();
      if (next) this.run(this.spawn(), next);
    }
    await t.worker.terminate().catch(() => {});
  }
}
