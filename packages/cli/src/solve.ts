import { quantile, wilson } from '@parlour/engine';
import { bisley, solve } from '@parlour/games/bisley';

export interface DealVerdict {
  seed: string;
  verdict: 'winnable' | 'unwinnable' | 'undecided';
  nodes: number;
  ms: number;
}

export function solveDeal(seed: string, timeoutMs: number) {
  const state = bisley.setup(1, bisley.options.defaults, seed);
  const solution = solve(state, { timeoutMs });
  return { seed, ...solution };
}

export interface SolveSummary {
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

export function summarise(from: number, verdicts: readonly DealVerdict[]): SolveSummary {
  const count = (v: DealVerdict['verdict']) => verdicts.filter((d) => d.verdict === v).length;
  const winnable = count('winnable');
  const decided = winnable + count('unwinnable');
  const times = verdicts.map((d) => d.ms);
  return {
    deals: verdicts.length,
    from,
    winnable,
    unwinnable: count('unwinnable'),
    undecided: count('undecided'),
    winRate: decided ? winnable / decided : 0,
    interval: wilson(winnable, decided),
    ms: { median: quantile(times, 0.5), p99: quantile(times, 0.99), max: Math.max(...times) },
  };
}
