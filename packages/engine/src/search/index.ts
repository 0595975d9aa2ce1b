export * from './bot.ts';
export * from './flat.ts';
export * from './ismcts.ts';
export * from './policy.ts';
export * from './rewards.ts';
export * from './spec.ts';
export * from './speed.ts';
export * from './tree.ts';
