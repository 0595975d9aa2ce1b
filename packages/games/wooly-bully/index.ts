export { woolyBenchmarks } from './bench.ts';
export * from './bots.ts';
export { search as woolySearch, woolySearchSpec } from './bots-search.ts';
export { woolyBully } from './game.ts';
export * from './moves.ts';
export * from './options.ts';
export type { LogEntry, WoolyState } from './state.ts';
export * from './tiles.ts';
export type { PlacedTile, WoolyView } from './view.ts';
