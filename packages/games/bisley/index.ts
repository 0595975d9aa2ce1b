export * from './bots.ts';
export * from './cards.ts';
export { bisley, bisleyMoveSchema } from './game.ts';
export * from './hint.ts';
export * from './options.ts';
export * from './solver.ts';
export type { BisleyMove, BisleyState, Status } from './state.ts';
export { MOVE_CAP } from './state.ts';
export * from './view.ts';
