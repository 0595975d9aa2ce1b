// A worker thread for `parlour arena --workers N`: plays the games of a match it is given.
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { findGame } = await import('@parlour/games');
const { playArenaGame } = await import('../src/arena-play.ts');
const { match, seed, indices, budgetMs } = workerData;
const entry = findGame(match.game);
for (const index of indices) parentPort.postMessage(playArenaGame(entry, match, seed, index, budgetMs));
