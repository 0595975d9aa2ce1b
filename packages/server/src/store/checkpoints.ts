import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * SQLite's checkpoints, off the event loop. In WAL mode a commit only appends to the log;
 * a checkpoint copies the log back into the database file and syncs both files. Left to
 * SQLite, the connection that commits runs one every 1,000 pages, inside a commit: a stall
 * of the event loop of a few milliseconds, several times a second under load. Here a
 * worker thread with its own connection runs them instead, passive ones, which never
 * wait on the writer and never make it wait (docs/operations.md, "Checkpoints off the
 * event loop").
 */

/** How often the checkpointer copies the log into the database file. */
export const CHECKPOINT_MS = 200;
/**
 * Pages the log may hold before the writer checkpoints it itself, as SQLite does by
 * default at 1,000: the bound on the log should the checkpointer fall behind or stop.
 */
export const WAL_FALLBACK_PAGES = 20_000;

// A module given as a data: URL, so it loads the same from the bundle, from source, and
// whatever the working directory (an eval'd worker would take its module type from it).
const SOURCE = `
import { parentPort, workerData } from 'node:worker_threads';
import { createRequire } from 'node:module';
const Database = createRequire(workerData.module)(workerData.module);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 1000');
const run = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (e) {
    parentPort.postMessage({ error: String(e) });
  }
};
const timer = setInterval(run, workerData.every);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface Checkpointer {
  /** Stops the thread after its current checkpoint; the writer's close does the last one. */
  stop(): Promise<void>;
}

/** Starts the checkpoint thread for the database at `file` (already in WAL mode). */
export function startCheckpoints(file: string, onError: (message: string) => void, every = CHECKPOINT_MS): Checkpointer {
  const module = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(SOURCE)}`), {
    workerData: { file, module, every },
    // A small heap: the thread holds one connection and a timer.
    resourceLimits: { maxYoungGenerationSizeMb: 1, maxOldGenerationSizeMb: 8 },
  });
  // Never keeps the process alive on its own.
  worker.unref();
  worker.on('message', (m: { error?: string }) => {
    if (m.error) onError(m.error);
  });
  // A checkpointer that dies leaves the log to the writer's own checkpoints (WAL_FALLBACK_PAGES).
  worker.on('error', (e) => onError(String(e)));
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    async stop() {
      worker.postMessage('stop');
      await exited;
    },
  };
}
