import type { Result } from '@parlour/engine';

// openskill is loaded on first use: it is the largest module the server imports (about
// 13 MB of a node's memory), and a node may run long before a rated game ends.
let openskill: typeof import('openskill') | null = null;

/** Loads the rating model; the functions below need it loaded. */
export async function loadRatings(): Promise<void> {
  openskill ??= await import('openskill');
}

const model = (): typeof import('openskill') => {
  if (!openskill) throw new Error('ratings used before loadRatings()');
  return openskill;
};

export interface Skill {
  mu: number;
  sigma: number;
}

export const fresh = (): Skill => {
  const r = model().rating();
  return { mu: r.mu, sigma: r.sigma };
};

export const ordinalOf = (s: Skill): number => model().ordinal(s);

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
  const { rate, rating } = model();
  const teams = players.map((p) => [rating(p ? (current.get(p.userId) ?? fresh()) : fresh())]);
  const rated = rate(teams, { rank: [...result.places] });
  players.forEach((p, seat) => {
    if (p && !next.has(p.userId)) next.set(p.userId, { mu: rated[seat][0].mu, sigma: rated[seat][0].sigma });
  });
  return next;
}
