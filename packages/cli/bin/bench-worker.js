// A worker thread for `parlour bench`: one game's figures, measured in a heap of its own
// so that what earlier games left behind does not slow the next.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { benchGame } = await import('../src/bench.ts');
parentPort.postMessage(benchGame(workerData.id, workerData.quick));
