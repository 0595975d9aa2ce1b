import type { Result } from '@parlour/engine';
// The server's own rating model, so the arena's figures sit on the scale players see.
import { loadRatings, ordinalOf, rateResult, type Skill } from '../../server/src/ratings.ts';
import type { GameRecord } from './arena-play.ts';

export interface BotRating {
  readonly bot: string;
  readonly mu: number;
  readonly sigma: number;
  /** What the server shows: mu - 3 sigma. */
  readonly ordinal: number;
  readonly games: number;
}

/**
 * Rates the bots of one game over the arena's games in order, each bot a player. A bot
 * seated twice at a table is rated on its first seat's place (seats rotate, so no seat
 * is favoured).
 */
export async function rateBots(records: readonly GameRecord[]): Promise<BotRating[]> {
  await loadRatings();
  const skills = new Map<string, Skill>();
  const games = new Map<string, number>();
  for (const r of records) {
    if (r.places.length < 2) continue;
    const result: Result = { places: r.places, scores: [] };
    const next = rateResult(
      result,
      r.seating.map((bot) => ({ userId: bot })),
      skills,
    );
    for (const [bot, skill] of next) {
      skills.set(bot, skill);
      games.set(bot, (games.get(bot) ?? 0) + 1);
    }
  }
  return [...skills]
    .map(([bot, s]) => ({ bot, mu: s.mu, sigma: s.sigma, ordinal: ordinalOf(s), games: games.get(bot) ?? 0 }))
    .sort((a, b) => b.ordinal - a.ordinal);
}
