import { GAMES } from '@parlour/games';
import { exploitersOf } from '@parlour/games/exploiters';
import { describe, expect, it } from 'vitest';
import { defaultMatches, playMatchGames, reportOf, standingsOf } from './arena.ts';
import { arenaBot, playArenaGame, seatingOf } from './arena-play.ts';
import { rateBots } from './ratings.ts';

const quiet = { tick() {}, end() {} };

describe('arena', () => {
  it('rotates the seats from game to game', () => {
    expect(seatingOf(['a', 'b', 'c'], 0)).toEqual(['a', 'b', 'c']);
    expect(seatingOf(['a', 'b', 'c'], 1)).toEqual(['b', 'c', 'a']);
  });

  it('plays the same games in worker threads as in this one', async () => {
    const match = { game: 'bluff', seats: ['medium', 'sharp', 'easy', 'doubter'], games: 6 };
    const here = await playMatchGames(match, 'test', 50, 1, quiet, 0);
    const there = await playMatchGames(match, 'test', 50, 2, quiet, 0);
    const strip = (rs: typeof here) => rs.map(({ times: _, ...r }) => r);
    expect(strip(there)).toEqual(strip(here));
    const report = reportOf(match, here);
    expect(report.standings.reduce((n, s) => n + s.played, 0)).toBe(24);
    expect(report.standings.reduce((n, s) => n + s.wins, 0)).toBeCloseTo(6, 10);
  });

  it("reports a long match's decision times (a thousand games of Bluff are over 100,000 decisions)", () => {
    const match = { game: 'bluff', seats: ['hard', 'sharp'], games: 1000 };
    const times = Array.from({ length: 200_000 }, (_, i) => i % 1000);
    const record = { index: 0, seating: ['hard', 'sharp'], places: [0, 1], moves: 1, times: { hard: times } };
    const report = reportOf(match, [record, { ...record, index: 1 }]);
    expect(report.timing.hard).toEqual({ decisions: 400_000, p50: 499, p99: 989, max: 999 });
  });

  it('rates the bots on the server scale, the stronger above', async () => {
    const match = { game: 'bluff', seats: ['sharp', 'random', 'sharp', 'random'], games: 30 };
    const records = await playMatchGames(match, 'rate', 50, 1, quiet, 0);
    const ratings = await rateBots(records);
    expect(ratings.map((r) => r.bot)).toEqual(['sharp', 'random']);
    expect(ratings[0].mu).toBeGreaterThan(25);
    expect(ratings[1].mu).toBeLessThan(25);
    expect(standingsOf(records).find((s) => s.bot === 'sharp')?.winRate).toBeGreaterThan(0.4);
  });

  it('plays hard against sharp alone when asked for the sharp tables', () => {
    const tables = defaultMatches(GAMES.bollocks, 7, 'sharp');
    expect(tables).toEqual([{ game: 'bollocks', seats: ['hard', 'sharp', 'sharp', 'sharp'], games: 7 }]);
    // Where hard is sharp itself there is no such table.
    const sharpIsHard = { ...GAMES['wooly-bully'], levels: { ...GAMES['wooly-bully'].levels, hard: 'sharp' } };
    expect(defaultMatches(sharpIsHard, 7, 'sharp')).toEqual([]);
    expect(defaultMatches(GAMES['wooly-bully'], 7, 'sharp')).toEqual([
      { game: 'wooly-bully', seats: ['hard', 'sharp', 'sharp', 'sharp'], games: 7 },
    ]);
  });

  it("plays one exploiter's tables alone when asked for x:NAME", () => {
    expect(defaultMatches(GAMES.bully, 9, 'x:last-move')).toEqual([{ game: 'bully', seats: ['x:last-move', 'hard'], games: 9 }]);
    // Quitting at once sits at four players and head to head.
    expect(defaultMatches(GAMES['wooly-bully'], 9, 'x:quit-at-once').map((m) => m.seats.length)).toEqual([4, 2]);
    expect(defaultMatches(GAMES.bully, 9, 'x:no-such')).toEqual([]);
  });

  it('seats every exploiter against hard, and every exploiter plays legal moves', () => {
    for (const [id, entry] of Object.entries(GAMES)) {
      const names = Object.keys(exploitersOf(id));
      const tables = defaultMatches(entry, 1).map((m) => m.seats.join(','));
      for (const name of names) {
        expect(tables.some((t) => t.startsWith(`x:${name},hard`))).toBe(true);
        const bot = arenaBot(entry, `x:${name}`);
        expect(bot).toBeDefined();
        // Each exploiter against easy bots, through a whole game: play refuses an illegal move.
        const players = entry.game.players.max === 2 ? 2 : 4;
        const seats = [`x:${name}`, ...Array(players - 1).fill('easy')];
        const record = playArenaGame(entry, { game: id, seats, games: 1 }, 'legal', 0, 10);
        expect(record.places).toHaveLength(players);
      }
    }
  });
});
