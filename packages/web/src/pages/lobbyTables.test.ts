import type { SeatInfo, TableSummary } from '@parlour/protocol';
import { describe, expect, it } from 'vitest';
import { sortTables } from './lobbyTables.ts';

const seat = (n: number, kind: SeatInfo['kind'], replaced = false): SeatInfo => ({
  seat: n,
  kind,
  user: kind === 'human' ? { id: `u${n}`, name: `p${n}`, guest: true } : null,
  bot: kind === 'bot' ? 'hard' : null,
  replaced,
});

const table = (id: string, over: Partial<TableSummary>): TableSummary => ({
  id,
  game: 'bluff',
  title: 'Bluff',
  players: 2,
  options: {},
  status: 'open',
  private: false,
  rated: true,
  clock: { kind: 'none' },
  seats: [seat(0, 'human'), seat(1, 'open')],
  mySeats: [],
  seq: 0,
  createdBy: 'u0',
  createdAt: 0,
  seedHash: null,
  seed: null,
  invite: null,
  ...over,
});

describe('the lobby lists', () => {
  it('open tables with a free seat, your own tables, and others’ games to watch; never a full open table or a solitaire', () => {
    const joinable = table('a', {});
    const full = table('b', { seats: [seat(0, 'human'), seat(1, 'bot')] });
    const mine = table('c', { status: 'playing', mySeats: [0] });
    const watch = table('d', { status: 'playing', seats: [seat(0, 'human'), seat(1, 'bot')] });
    const solo = table('e', { status: 'playing', players: 1, seats: [seat(0, 'human')] });
    const over = table('f', { status: 'over' });
    const left = table('g', { status: 'playing', mySeats: [0], seats: [seat(0, 'human', true), seat(1, 'bot')] });
    const sorted = sortTables([joinable, full, mine, watch, solo, over, left]);
    expect(sorted.open.map((t) => t.id)).toEqual(['a']);
    expect(sorted.mine.map((t) => t.id)).toEqual(['c']);
    expect(sorted.playing.map((t) => t.id)).toEqual(['d', 'g']);
  });

  it('lists a table whose seat a bot took when the visitor ran out of time as theirs to go back to', () => {
    const timedOut = { ...seat(0, 'human', true), timedOut: true };
    const back = table('h', { status: 'playing', seats: [timedOut, seat(1, 'bot')] });
    expect(sortTables([back], 'u0').mine.map((t) => t.id)).toEqual(['h']);
    // Not to anyone else, and not once the game is over.
    expect(sortTables([back], 'u1').playing.map((t) => t.id)).toEqual(['h']);
    expect(sortTables([{ ...back, status: 'over' }], 'u0').mine).toEqual([]);
  });
});
