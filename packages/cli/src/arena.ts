import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { type Result, wilson, winCredit } from '@parlour/engine';
import { findGame, type GameEntry, LEVELS } from '@parlour/games';
import { exploitersOf } from '@parlour/games/exploiters';
import type { Journal } from './arena-journal.ts';
import { type GameRecord, type Match, playArenaGame, timing } from './arena-play.ts';
import type { Progress } from './progress.ts';

/** One bot's standing in a match. */
export interface Standing {
  readonly bot: string;
  /** Seat-games (games x its copies at the table). */
  readonly played: number;
  readonly wins: number;
  readonly winRate: number;
  readonly interval: { readonly low: number; readonly high: number };
}

export interface MatchReport {
  readonly match: Match;
  readonly standings: readonly Standing[];
  readonly movesPerGame: number;
  /** Per bot, its decision times. */
  readonly timing: Readonly<Record<string, ReturnType<typeof timing>>>;
}

/**
 * Which of a game's tables to play: the levels (and hard against sharp), the exploiters
 * against hard, both, hard against sharp alone (the bar), or one exploiter's
 * tables (`x:NAME`, for a run too long to take in one go).
 */
export type TableSet = 'levels' | 'exploiters' | 'sharp' | 'all' | `x:${string}`;

/** The tables the arena plays for a game: the levels, hard against sharp, exploiters against hard. */
export function defaultMatches(entry: GameEntry, games: number, tables: TableSet = 'all'): Match[] {
  return allMatches(entry, games).filter((m) => {
    if (tables === 'all') return true;
    if (tables === 'sharp') return m.seats[0] === 'hard' && m.seats.slice(1).every((s) => s === 'sharp');
    if (tables.startsWith('x:')) return m.seats[0] === tables;
    return (tables === 'exploiters') === m.seats[0].startsWith('x:');
  });
}

function allMatches(entry: GameEntry, games: number): Match[] {
  const { game } = entry;
  const id = game.id;
  if (game.players.max === 1) return LEVELS.map((level) => ({ game: id, seats: [level], games }));
  const players = game.players.min === 2 && game.players.max === 2 ? 2 : 4;
  const full = (first: string, rest: string) => [first, ...Array(players - 1).fill(rest)];
  const matches: Match[] = [];
  // The levels against one another (the table the ratings mostly come from).
  matches.push({ game: id, seats: players === 2 ? ['hard', 'medium'] : ['hard', 'medium', 'easy', 'medium'], games });
  if (players === 2) matches.push({ game: id, seats: ['medium', 'easy'], games });
  // Hard against the sharp bots, unless a table above already is that.
  const sharpAbove = players === 2 && entry.levels.medium === 'sharp';
  if (entry.levels.hard !== 'sharp' && !sharpAbove) matches.push({ game: id, seats: full('hard', 'sharp'), games });
  for (const name of Object.keys(exploitersOf(id))) {
    matches.push({ game: id, seats: full(`x:${name}`, 'hard'), games });
    // Two-player Wooly Bully is where quitting at once is said to pay.
    if (id === 'wooly-bully' && name === 'quit-at-once') matches.push({ game: id, seats: [`x:${name}`, 'hard'], games });
  }
  return matches;
}

/** Standings per bot name from game records. */
export function standingsOf(records: readonly GameRecord[]): Standing[] {
  const tally = new Map<string, { played: number; wins: number }>();
  for (const r of records) {
    const result: Result = { places: r.places, scores: [], outcome: r.outcome };
    r.seating.forEach((bot, seat) => {
      const t = tally.get(bot) ?? { played: 0, wins: 0 };
      t.played++;
      t.wins += winCredit(result, seat);
      tally.set(bot, t);
    });
  }
  return [...tally].map(([bot, t]) => ({
    bot,
    played: t.played,
    wins: t.wins,
    winRate: t.played ? t.wins / t.played : 0,
    interval: wilson(t.wins, t.played),
  }));
}

export function reportOf(match: Match, records: readonly GameRecord[]): MatchReport {
  const times: Record<string, number[]> = {};
  for (const r of records)
    for (const [bot, ts] of Object.entries(r.times)) {
      const all = times[bot] ?? [];
      for (const t of ts) all.push(t);
      times[bot] = all;
    }
  return {
    match,
    standings: standingsOf(records),
    movesPerGame: records.reduce((n, r) => n + r.moves, 0) / Math.max(1, records.length),
    timing: Object.fromEntries(Object.entries(times).map(([bot, ts]) => [bot, timing(ts)])),
  };
}

/** Worker threads the arena uses by default: one per core, less one for everything else. */
export const defaultWorkers = (): number => Math.max(1, availableParallelism() - 1);

/**
 * Plays a match's games, split round-robin across `workers` threads (one: in this thread),
 * in the order of their indices once done, whatever order the workers finish in. Games a
 * journal already holds are taken from it, and each game played is added to it.
 */
export async function playMatchGames(
  match: Match,
  seed: string,
  budgetMs: number,
  workers: number,
  progress: Progress,
  doneBefore: number,
  journal?: Journal,
): Promise<GameRecord[]> {
  const records: GameRecord[] = [];
  const indices: number[] = [];
  for (let i = 0; i < match.games; i++) {
    const held = journal?.done(match, i);
    if (held) records.push(held);
    else indices.push(i);
  }
  const finished = (r: GameRecord) => {
    records.push(r);
    journal?.add(match, r);
    progress.tick(doneBefore + records.length);
  };
  if (workers <= 1) {
    const entry = findGame(match.game) as GameEntry;
    for (const i of indices) finished(playArenaGame(entry, match, seed, i, budgetMs));
  } else {
    const url = new URL('../bin/arena-worker.js', import.meta.url);
    await Promise.all(
      Array.from({ length: Math.min(workers, indices.length) }, (_, w) => {
        const share = indices.filter((_, k) => k % workers === w);
        return new Promise<void>((resolve, reject) => {
          const worker = new Worker(url, { workerData: { match, seed, indices: share, budgetMs } });
          worker.on('message', finished);
          worker.on('error', reject);
          worker.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`arena worker exited ${code}`))));
        });
      }),
    );
  }
  return records.sort((a, b) => a.index - b.index);
}
