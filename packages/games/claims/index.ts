export * from './bench.ts';
export * from './hand.ts';
export * from './log.ts';
export * from './odds.ts';
export * from './places.ts';
export * from './redeal.ts';
export * from './standing.ts';
export * from './window.ts';
