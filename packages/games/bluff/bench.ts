import type { Benchmark } from '@parlour/engine';
import { decisionTimes, gameTimes } from '../claims/index.ts';
import { basic, sharp } from './bots.ts';
import { bluff } from './game.ts';

export const bluffBenchmarks: Benchmark[] = [
  { name: 'sharp decision time (vs 3 basic)', run: ({ quick }) => decisionTimes(bluff, sharp, basic, quick ? 10 : 100) },
  { name: 'full 4-player sharp game', run: ({ quick }) => gameTimes(bluff, sharp, quick ? 20 : 200) },
];
