import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { botIdFor, findGame, isLevel } from '@parlour/games';
import type { GameRecord, Match } from './arena-play.ts';

/**
 * A journal of finished arena games, one JSON line each, so that a run of hours that stops
 * (a crash, a machine that goes away) goes on where it stopped when started again with
 * the same journal: games already in it are not played again. Lines of another seed or
 * budget, or from before a level was given another bot, are ignored, since their games
 * are not the ones the run would play.
 */
export interface Journal {
  /** The game of a match already played, if the journal holds it. */
  done(match: Match, index: number): GameRecord | undefined;
  /** Records a finished game (appended at once, so nothing finished is lost). */
  add(match: Match, record: GameRecord): void;
}

interface Line {
  seed: string;
  budgetMs: number;
  game: string;
  /** The seats as the bots that played them (`hard=flat`). */
  seats: string[];
  record: GameRecord;
}

/** A table's seats as the bots that play them today: a level names whichever bot has it now. */
function botsOf(game: string, seats: readonly string[]): string[] {
  const entry = findGame(game);
  return seats.map((s) => (entry && isLevel(s) ? `${s}=${botIdFor(entry, s)}` : s));
}

const keyOf = (game: string, seats: readonly string[], index: number) => `${game}|${botsOf(game, seats).join(',')}|${index}`;

export function openJournal(file: string, seed: string, budgetMs: number): Journal {
  const held = new Map<string, GameRecord>();
  if (existsSync(file)) {
    const content = readFileSync(file, 'utf8');
    // A line cut short ends the file: start the next on a line of its own.
    if (content && !content.endsWith('\n')) appendFileSync(file, '\n');
    for (const text of content.split('\n')) {
      if (!text.trim()) continue;
      let line: Line;
      try {
        line = JSON.parse(text);
      } catch {
        continue; // a line cut short when the run stopped mid-write
      }
      if (line.seed === seed && line.budgetMs === budgetMs)
        held.set(`${line.game}|${line.seats.join(',')}|${line.record.index}`, line.record);
    }
  }
  return {
    done: (match, index) => held.get(keyOf(match.game, match.seats, index)),
    add(match, record) {
      held.set(keyOf(match.game, match.seats, record.index), record);
      const line: Line = { seed, budgetMs, game: match.game, seats: botsOf(match.game, match.seats), record };
      appendFileSync(file, `${JSON.stringify(line)}\n`);
    },
  };
}
