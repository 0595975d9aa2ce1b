import type { PlayerResult } from '@parlour/protocol';

/** One numbered deal's record: how often played and won, and the most cards ever sent home. */
export interface DealRecord {
  readonly deal: number;
  readonly played: number;
  readonly won: number;
  readonly bestHome: number;
}

export interface BisleyStats {
  readonly played: number;
  readonly won: number;
  /** Wins in a row up to the latest game. */
  readonly streak: number;
  readonly bestStreak: number;
  /** Numbered deals, the most recently played first. */
  readonly deals: readonly DealRecord[];
}

/** A player's Bisley statistics from their results, newest first (as GET /api/me/results lists them). */
export function bisleyStats(results: readonly PlayerResult[]): BisleyStats {
  const won = (r: PlayerResult) => r.result.outcome === 'won';
  let streak = 0;
  while (streak < results.length && won(results[streak])) streak++;
  let bestStreak = 0;
  let run = 0;
  for (const r of results) {
    run = won(r) ? run + 1 : 0;
    bestStreak = Math.max(bestStreak, run);
  }
  const deals = new Map<number, DealRecord>();
  for (const r of results) {
    const deal = r.options.deal;
    if (typeof deal !== 'number') continue;
    const old = deals.get(deal) ?? { deal, played: 0, won: 0, bestHome: 0 };
    deals.set(deal, {
      deal,
      played: old.played + 1,
      won: old.won + (won(r) ? 1 : 0),
      bestHome: Math.max(old.bestHome, r.result.scores[r.seat] ?? 0),
    });
  }
  return { played: results.length, won: results.filter(won).length, streak, bestStreak, deals: [...deals.values()] };
}
