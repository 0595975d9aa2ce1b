export { woolyBullyBenchmarks } from './bench.ts';
export * from './bots.ts';
export { search as woolyBullySearch, woolyBullySearchSpec } from './bots-search.ts';
export { woolyBully } from './game.ts';
/** The web's names for these until it takes the game's own (issue 15: one name for Wooly Bully). */
export type { WoolyBullyMove as WoolyMove } from './moves.ts';
export * from './moves.ts';
export * from './options.ts';
export { fieldsNow, runningScores } from './running.ts';
export type { LogEntry, WoolyBullyState } from './state.ts';
export * from './tiles.ts';
export type { PlacedTile, WoolyBullyView, WoolyBullyView as WoolyView } from './view.ts';
