import { parentPort } from 'node:worker_threads';
import { type Decision, decide } from './decide.ts';

/**
 * A bot worker thread (see pool.ts): answers each decision with its move, or with the
 * error its bot threw (the thread lives on).
 */
parentPort?.on('message', (d: Decision & { id: number }) => {
  try {
    parentPort?.postMessage({ id: d.id, move: decide(d) });
  } catch (e) {
    parentPort?.postMessage({ id: d.id, error: e instanceof Error ? e.message : String(e) });
  }
});
parentPort?.postMessage({ ready: true });
