export * from './bench.ts';
export * from './bots.ts';
export * from './cards.ts';
export { bully, bullyMoveSchema } from './game.ts';
export * from './grid.ts';
export * from './options.ts';
export type { Bout, BullyMove, BullyState, Phase, Placement } from './state.ts';
export { MAX_MOVES } from './state.ts';
export * from './view.ts';
