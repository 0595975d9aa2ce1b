import type { PlayerResult } from '@parlour/protocol';
import { describe, expect, it } from 'vitest';
import { bisleyStats } from './stats.ts';

const game = (outcome: 'won' | 'lost', home: number, deal?: number): PlayerResult => ({
  table: `t${home}${outcome}${deal ?? ''}`,
  seat: 0,
  options: deal === undefined ? { autoPlay: true } : { autoPlay: true, deal },
  result: { places: [1], scores: [home], outcome },
  finishedAt: 1,
});

describe('Bisley statistics', () => {
  it('counts games, wins, the current and the best streak, newest first', () => {
    const s = bisleyStats([
      game('won', 52),
      game('won', 52, 7),
      game('lost', 30, 7),
      game('won', 52),
      game('won', 52, 3),
      game('won', 52),
      game('lost', 12),
    ]);
    expect(s).toMatchObject({ played: 7, won: 5, streak: 2, bestStreak: 3 });
  });

  it('keeps a record per numbered deal: played, won and the most cards home', () => {
    const s = bisleyStats([game('lost', 30, 7), game('won', 52, 7), game('lost', 40, 9), game('lost', 20)]);
    expect(s.deals).toEqual([
      { deal: 7, played: 2, won: 1, bestHome: 52 },
      { deal: 9, played: 1, won: 0, bestHome: 40 },
    ]);
    expect(s.streak).toBe(0);
  });

  it('is all zeros before the first game', () => {
    expect(bisleyStats([])).toEqual({ played: 0, won: 0, streak: 0, bestStreak: 0, deals: [] });
  });
});
