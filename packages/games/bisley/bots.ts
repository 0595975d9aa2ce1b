import type { Bot } from '@parlour/engine';
import type { BisleyMove } from './moves.ts';
import { type SolveLimits, solve } from './solver.ts';
import { type BisleyView, sample } from './view.ts';

/** A uniformly random legal move. */
export const random: Bot<BisleyView, BisleyMove> = (_view, legal, rng) => rng.pick(legal);

/** Sends a card home whenever it can, else plays a random move. */
export const greedy: Bot<BisleyView, BisleyMove> = (_view, legal, rng) =>
  legal.find((m) => m.type === 'foundation') ?? rng.pick(legal);

/**
 * Plays the solver's line within `limits` (the bot's time budget when none are given),
 * else plays greedy: wins every winnable deal it can solve within them.
 */
export function solverWithin(limits?: SolveLimits): Bot<BisleyView, BisleyMove> {
  return (view, legal, rng, budget) => {
    const { line } = solve(sample(view), limits ?? { timeoutMs: budget.ms });
    return line?.[0] ?? greedy(view, legal, rng, budget);
  };
}

/** The solver bot the levels name: as far as its time budget lets it see. */
export const solver: Bot<BisleyView, BisleyMove> = solverWithin();

export const bisleyBots = { random, greedy, solver } as const;
