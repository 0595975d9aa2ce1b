// A worker thread for `parlour solve --deals --workers N`: solves the seeds it is given.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { solveDeal } = await import('@parlour/games/bisley');
const { seeds, timeoutMs } = workerData;
for (const seed of seeds) {
  const { verdict, nodes, ms, line } = solveDeal(seed, timeoutMs);
  parentPort.postMessage({ seed, verdict, nodes, ms, moves: line ? line.length : null });
}
