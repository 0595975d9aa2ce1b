import { quantile, wilson } from '@parlour/engine';
import { bisley } from './game.ts';
import { solve, type Verdict } from './solver.ts';

/** One deal's verdict, as a survey of many deals records it. */
export interface DealVerdict {
  seed: string;
  verdict: Verdict;
  nodes: number;
  ms: number;
}

/** Solves the deal of one seed from its start. */
export function solveDeal(seed: string, timeoutMs: number) {
  const state = bisley.setup(1, bisley.options.defaults, seed);
  return { seed, ...solve(state, { timeoutMs }) };
}

export interface SurveySummary {
  deals: number;
  from: number;
  winnable: number;
  unwinnable: number;
  undecided: number;
  /** Winnable among the decided deals, with its Wilson 95% interval. */
  winRate: number;
  interval: { low: number; high: number };
  ms: { median: number; p99: number; max: number };
}

/** The winnability estimate and the time per deal of a survey. */
export function summarise(from: number, verdicts: readonly DealVerdict[]): SurveySummary {
  const count = (v: Verdict) => verdicts.filter((d) => d.verdict === v).length;
  const winnable = count('winnable');
  const unwinnable = count('unwinnable');
  const decided = winnable + unwinnable;
  const times = verdicts.map((d) => d.ms);
  return {
    deals: verdicts.length,
    from,
    winnable,
    unwinnable,
    undecided: count('undecided'),
    winRate: decided ? winnable / decided : 0,
    interval: wilson(winnable, decided),
    ms: { median: quantile(times, 0.5), p99: quantile(times, 0.99), max: quantile(times, 1) },
  };
}
