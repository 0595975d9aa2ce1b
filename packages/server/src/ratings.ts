import type { Result } from '@parlour/engine';
import { ordinal, rate, rating } from 'openskill';

export interface Skill {
  mu: number;
  sigma: number;
}

export const fresh = (): Skill => {
  const r = rating();
  return { mu: r.mu, sigma: r.sigma };
};

export const ordinalOf = (s: Skill): number => ordinal(s);

/**
 * New ratings after a multiplayer game (Plackett-Luce, openskill's default): each rated
 * human is a team of one, ranked by the result's places. Seats not rated (bots, players
 * replaced by a bot) still shape the ranking but keep no rating.
 */
export function rateResult(
  result: Result,
  players: ({ userId: string } | null)[],
  current: Map<string, Skill>,
): Map<string, Skill> {
  const next = new Map<string, Skill>();
  if (result.places.length < 2) return next;
  const teams = players.map((p) => [rating(p ? (current.get(p.userId) ?? fresh()) : fresh())]);
  const rated = rate(teams, { rank: [...result.places] });
  players.forEach((p, seat) => {
    if (p && !next.has(p.userId)) next.set(p.userId, { mu: rated[seat][0].mu, sigma: rated[seat][0].sigma });
  });
  return next;
}
