import { LEVELS } from '@parlour/games';
import type { MatchReport } from './arena.ts';
import type { BotRating } from './ratings.ts';

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const ms = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '-');

/** A game's section of docs/bots.md: its tables, its ratings, its decision times and the command that made them. */
export function gameSection(
  game: string,
  command: string,
  reports: readonly MatchReport[],
  ratings: readonly BotRating[],
  note: string,
): string {
  const out: string[] = [`<!-- arena:${game} -->`, `### ${game}`, '', `Reproduce: \`${command}\` (${note})`, ''];
  out.push('| Table | Bot | Wins | 95% interval | Seat-games |', '|---|---|---|---|---|');
  for (const r of reports) {
    const table = r.match.seats.join(', ');
    for (const s of r.standings) {
      out.push(`| ${table} | ${s.bot} | ${pct(s.winRate)} | ${pct(s.interval.low)}-${pct(s.interval.high)} | ${s.played} |`);
    }
  }
  if (ratings.length > 0) {
    out.push('', 'Ratings over these games (openskill as the server rates players; the lobby shows the ordinal):', '');
    out.push('| Bot | mu | sigma | ordinal | games |', '|---|---|---|---|---|');
    for (const r of ratings)
      out.push(`| ${r.bot} | ${r.mu.toFixed(1)} | ${r.sigma.toFixed(2)} | ${r.ordinal.toFixed(1)} | ${r.games} |`);
  }
  const times = new Map<string, { decisions: number; p50: number; p99: number; max: number }>();
  for (const r of reports)
    for (const [bot, t] of Object.entries(r.timing))
      if (!times.has(bot) || t.decisions > (times.get(bot)?.decisions ?? 0)) times.set(bot, t);
  out.push('', 'Decision time, ms (from the largest table each bot sat at):', '');
  out.push('| Bot | decisions | p50 | p99 | max |', '|---|---|---|---|---|');
  for (const [bot, t] of times) out.push(`| ${bot} | ${t.decisions} | ${ms(t.p50)} | ${ms(t.p99)} | ${ms(t.max)} |`);
  out.push(`<!-- /arena:${game} -->`);
  return out.join('\n');
}

/** The document with this game's section replaced (or added at the end). */
export function withSection(doc: string, game: string, section: string): string {
  const start = doc.indexOf(`<!-- arena:${game} -->`);
  const endMark = `<!-- /arena:${game} -->`;
  const end = doc.indexOf(endMark);
  if (start >= 0 && end > start) return doc.slice(0, start) + section + doc.slice(end + endMark.length);
  return `${doc.replace(/\n*$/, '')}\n\n${section}\n`;
}

/** What the lobby shows of a game's levels: each level's rating, and the run that made them. */
export interface LevelRatingsOfGame {
  readonly command: string;
  readonly levels: Readonly<Record<string, { ordinal: number; mu: number; sigma: number; games: number }>>;
}

/**
 * The ratings file (`packages/games/level-ratings.json`) with this game's levels rated
 * anew: the bots named `easy`, `medium` and `hard` in the arena's ratings, rounded as shown.
 */
export function withLevelRatings(
  file: Readonly<Record<string, LevelRatingsOfGame>>,
  game: string,
  command: string,
  ratings: readonly BotRating[],
): Record<string, LevelRatingsOfGame> {
  const levels: Record<string, LevelRatingsOfGame['levels'][string]> = {};
  const round = (x: number, places: number) => Number(x.toFixed(places));
  for (const level of LEVELS) {
    const r = ratings.find((x) => x.bot === level);
    if (r) levels[level] = { ordinal: round(r.ordinal, 1), mu: round(r.mu, 2), sigma: round(r.sigma, 2), games: r.games };
  }
  const out = { ...file, [game]: { command, levels } };
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}
