export { bollocksBenchmarks } from './bench.ts';
export * from './bots.ts';
export { bollocksSearchSpec, flat as bollocksFlat, search as bollocksSearch } from './bots-search.ts';
export * from './cards.ts';
export { bollocks } from './game.ts';
export * from './moves.ts';
export * from './options.ts';
export type { BollocksState, CentreCard, Pending, Turn } from './state.ts';
export * from './view.ts';
