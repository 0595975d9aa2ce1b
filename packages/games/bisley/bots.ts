import type { Bot } from '@parlour/engine';
import { solve } from './solver.ts';
import type { BisleyMove } from './state.ts';
import { type BisleyView, stateOfView } from './view.ts';

/** A uniformly random legal move. */
export const random: Bot<BisleyView, BisleyMove> = (_view, legal, rng) => rng.pick(legal);

/** Sends a card home whenever it can, else plays a random move. */
export const greedy: Bot<BisleyView, BisleyMove> = (_view, legal, rng) =>
  legal.find((m) => m.type === 'foundation') ?? rng.pick(legal);

/** Plays the solver's line: wins every winnable deal it has time to solve. */
export const solver: Bot<BisleyView, BisleyMove> = (view, legal, rng, budget) => {
  const { line } = solve(stateOfView(view), { timeoutMs: budget.ms });
  return line?.[0] ?? greedy(view, legal, rng, budget);
};

export const bisleyBots = { random, greedy, solver } as const;
