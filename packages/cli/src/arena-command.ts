import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { GAMES, type GameEntry, isLevel, LEVELS } from '@parlour/games';
import { defaultMatches, defaultWorkers, type MatchReport, playMatchGames, reportOf, type TableSet } from './arena.ts';
import { gameSection, withLevelRatings, withSection } from './arena-doc.ts';
import { openJournal } from './arena-journal.ts';
import type { GameRecord } from './arena-play.ts';
import { flags, integer, UsageError } from './args.ts';
import { gameEntry } from './games.ts';
import { progress } from './progress.ts';
import { rateBots } from './ratings.ts';

/** The server's bot budget (packages/server/src/room.ts), the arena's default. */
export const SERVER_BOT_BUDGET_MS = 200;

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/**
 * parlour arena [GAME...] [--tables levels|exploiters|sharp|all|x:NAME] [--games N] [--workers W] [--budget MS] [--seed S] [--json] [--write FILE] [--journal FILE] [--ratings FILE]:
 * each game's default tables (levels, hard against sharp, exploiters against hard), seats
 * rotated, games spread over worker threads; win rates with 95% intervals and ratings.
 * With a journal, each finished game is kept in it and a run started again skips them.
 * With --ratings, the levels' ratings are written to the file the lobby reads them from
 * (packages/games/level-ratings.json).
 */
export async function arenaCommand(argv: string[]): Promise<number> {
  const { values, positionals } = flags(argv, {
    games: 'string',
    workers: 'string',
    budget: 'string',
    seed: 'string',
    json: 'boolean',
    write: 'string',
    tables: 'string',
    journal: 'string',
    ratings: 'string',
  });
  const entries: GameEntry[] = positionals.length ? positionals.map((id) => gameEntry(id)) : Object.values(GAMES);
  const games = integer(values.games, 'games', 100, 1);
  const workers = integer(values.workers, 'workers', defaultWorkers(), 1);
  const budgetMs = integer(values.budget, 'budget', SERVER_BOT_BUDGET_MS, 1);
  const seed = typeof values.seed === 'string' ? values.seed : 'arena';
  const tables = typeof values.tables === 'string' ? values.tables : 'all';
  const named = ['all', 'levels', 'exploiters', 'sharp'];
  if (!named.includes(tables) && !tables.startsWith('x:'))
    throw new UsageError('--tables is levels, exploiters, sharp, all or x:NAME (one exploiter)');
  if (values.write !== undefined && typeof values.write !== 'string') throw new UsageError('--write needs a FILE');
  if (values.journal !== undefined && typeof values.journal !== 'string') throw new UsageError('--journal needs a FILE');
  if (values.ratings !== undefined && typeof values.ratings !== 'string') throw new UsageError('--ratings needs a FILE');
  const journal = typeof values.journal === 'string' ? openJournal(values.journal, seed, budgetMs) : undefined;
  const out: { game: string; reports: MatchReport[]; ratings: Awaited<ReturnType<typeof rateBots>> }[] = [];
  for (const entry of entries) {
    const matches = defaultMatches(entry, games, tables as TableSet);
    if (!matches.length) throw new UsageError(`${entry.game.id} has no tables ${tables}`);
    const total = matches.reduce((n, m) => n + m.games, 0);
    const bar = progress(`arena ${entry.game.id}`, total, 'games');
    const reports: MatchReport[] = [];
    const all: GameRecord[] = [];
    // The levels' ratings come from the tables where only levels sit: a level that also
    // played as its bot's own name elsewhere (medium as sharp) would be two players.
    const amongLevels: GameRecord[] = [];
    let done = 0;
    for (const match of matches) {
      const records = await playMatchGames(match, seed, budgetMs, workers, bar, done, journal);
      done += records.length;
      all.push(...records);
      if (match.seats.every(isLevel)) amongLevels.push(...records);
      reports.push(reportOf(match, records));
    }
    bar.end();
    const ratings = await rateBots(all);
    out.push({ game: entry.game.id, reports, ratings });
    // The command that reproduces what is written (the ratings and the doc together when both are asked for).
    const command = [
      `npx parlour arena ${entry.game.id} --tables ${tables} --games ${games} --budget ${budgetMs} --seed ${seed} --workers ${workers}`,
      typeof values.write === 'string' ? ` --write ${values.write}` : '',
      typeof values.ratings === 'string' ? ` --ratings ${values.ratings}` : '',
    ].join('');
    const lobby = amongLevels.length ? await rateBots(amongLevels) : [];
    // Only a run that played the tables of levels rates them (an exploiters' run leaves the file be).
    if (typeof values.ratings === 'string' && lobby.length > 0) {
      const file = values.ratings;
      const before = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
      writeFileSync(file, `${JSON.stringify(withLevelRatings(before, entry.game.id, command, lobby), null, 2)}\n`);
    }
    if (typeof values.write === 'string') {
      const file = values.write;
      const levels = Object.entries(entry.levels).map(([l, b]) => `${l}=${b}`);
      const shown = LEVELS.flatMap((l) => lobby.filter((r) => r.bot === l).map((r) => `${l} ${r.ordinal.toFixed(1)}`));
      const note = [
        `${workers} worker${workers === 1 ? '' : 's'}; levels today: ${levels.join(', ')}`,
        shown.length ? `; rated over the tables of levels alone, as the lobby shows them: ${shown.join(', ')}` : '',
      ].join('');
      const doc = existsSync(file) ? readFileSync(file, 'utf8') : '# Bots\n';
      const key = tables === 'all' ? entry.game.id : `${entry.game.id} ${tables}`;
      writeFileSync(file, withSection(doc, key, gameSection(key, command, reports, ratings, note)));
    }
  }
  if (values.json) process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
  else
    for (const { game, reports, ratings } of out) {
      process.stdout.write(`${game}\n`);
      for (const r of reports) {
        process.stdout.write(`  table ${r.match.seats.join(', ')} (${r.match.games} games)\n`);
        for (const s of r.standings)
          process.stdout.write(
            `    ${s.bot.padEnd(20)} wins ${pct(s.winRate).padStart(6)}  95% CI ${pct(s.interval.low)}-${pct(s.interval.high)}  (${s.wins.toFixed(1)} of ${s.played})\n`,
          );
      }
      for (const r of ratings)
        process.stdout.write(
          `  rating ${r.bot.padEnd(20)} ordinal ${r.ordinal.toFixed(1)} (mu ${r.mu.toFixed(1)}, sigma ${r.sigma.toFixed(2)})\n`,
        );
    }
  return 0;
}
