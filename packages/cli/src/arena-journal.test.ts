import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { playMatchGames } from './arena.ts';
import { openJournal } from './arena-journal.ts';

const quiet = { tick() {}, end() {} };
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const journalFile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'arena-journal-'));
  dirs.push(dir);
  return join(dir, 'games.jsonl');
};

describe('arena journal', () => {
  const match = { game: 'bluff', seats: ['medium', 'easy', 'easy', 'easy'], games: 4 };
  const strip = (rs: { times: unknown }[]) => rs.map(({ times: _, ...r }) => r);

  it('keeps every finished game, one line each', async () => {
    const file = journalFile();
    const records = await playMatchGames(match, 'j', 20, 1, quiet, 0, openJournal(file, 'j', 20));
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(4);
    const again = openJournal(file, 'j', 20);
    expect(strip([0, 1, 2, 3].map((i) => again.done(match, i) as never))).toEqual(strip(records));
  });

  it('takes the games it holds and plays only the rest', async () => {
    const file = journalFile();
    const journal = openJournal(file, 'j', 20);
    // A game the journal holds is taken as it is, not played again: a made-up result shows it.
    const madeUp = { index: 1, seating: ['easy', 'easy', 'easy', 'medium'], places: [3, 2, 1, 0], moves: 7, times: {} };
    journal.add(match, madeUp);
    const records = await playMatchGames(match, 'j', 20, 2, quiet, 0, openJournal(file, 'j', 20));
    expect(records.map((r) => r.index)).toEqual([0, 1, 2, 3]);
    expect(records[1]).toEqual(madeUp);
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(4);
  });

  it('ignores lines of another seed or budget, and a line cut short', () => {
    const file = journalFile();
    const record = { index: 0, seating: match.seats, places: [0, 1, 2, 3], moves: 1, times: {} };
    openJournal(file, 'other', 20).add(match, record);
    openJournal(file, 'j', 50).add(match, record);
    appendFileSync(file, '{"seed":"j","budgetMs":20,"game":"bl');
    expect(openJournal(file, 'j', 20).done(match, 0)).toBeUndefined();
    expect(openJournal(file, 'j', 50).done(match, 0)).toEqual(record);
    // The next game goes on a line of its own, not onto the cut one.
    openJournal(file, 'j', 20).add(match, record);
    expect(openJournal(file, 'j', 20).done(match, 0)).toEqual(record);
  });

  it('ignores games a level played with another bot than it has today', () => {
    const file = journalFile();
    const record = { index: 0, seating: match.seats, places: [0, 1, 2, 3], moves: 1, times: {} };
    openJournal(file, 'j', 20).add(match, record);
    expect(readFileSync(file, 'utf8')).toContain('"medium=sharp","easy=random"');
    const text = readFileSync(file, 'utf8').replaceAll('easy=random', 'easy=basic');
    writeFileSync(file, text);
    expect(openJournal(file, 'j', 20).done(match, 0)).toBeUndefined();
  });
});
