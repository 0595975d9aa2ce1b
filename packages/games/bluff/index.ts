export { bluffBenchmarks } from './bench.ts';
export * from './bots.ts';
export { bluffSearchSpec, flat as bluffFlat, search as bluffSearch } from './bots-search.ts';
export { bluff } from './game.ts';
export * from './moves.ts';
export * from './options.ts';
export type { BluffState, Claim, Declaration } from './state.ts';
export * from './view.ts';
