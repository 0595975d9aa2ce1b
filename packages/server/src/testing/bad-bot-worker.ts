import { parentPort } from 'node:worker_threads';

/** A bot worker that fails as real ones might: seed `crash` kills the thread, `hang` never answers. */
parentPort?.on('message', (d: { id: number; seed: string }) => {
  if (d.seed === 'crash') throw new Error('the worker crashed');
  if (d.seed === 'hang') for (;;);
  parentPort?.postMessage({ id: d.id, move: d.seed });
});
parentPort?.postMessage({ ready: true });
