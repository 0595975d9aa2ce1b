export * from './hand.ts';
export * from './log.ts';
export * from './places.ts';
export * from './redeal.ts';
export * from './window.ts';
