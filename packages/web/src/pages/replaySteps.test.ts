import { type AnyGame, createRng, parseOptions, randomPlayout } from '@parlour/engine';
import { bisley } from '@parlour/games/bisley';
import { bluff } from '@parlour/games/bluff';
import type { Replay } from '@parlour/protocol';
import { describe, expect, it } from 'vitest';
import { replayTables, stateAt } from './replaySteps.ts';

/** A finished game's record, as GET /api/tables/:id/replay returns it, from a random playout. */
function recordOf(game: AnyGame, players: number, seed: string): Replay {
  const options = parseOptions(game.options, {});
  const { moves } = randomPlayout(game, players, options, seed, createRng(`play ${seed}`));
  const entries: Replay['entries'] = moves.map((m, i) => ({
    seq: i + 1,
    type: 'move',
    seat: m.seat,
    move: m.move,
    by: 'bot',
    at: i,
  }));
  const summary = {
    id: 'T1',
    game: game.id,
    title: game.title,
    players,
    options: {},
    status: 'over',
    private: false,
    rated: false,
    clock: { kind: 'none' },
    seats: [],
    mySeats: [],
    seq: entries.length,
    createdBy: 'u',
    createdAt: 0,
    seedHash: 'h',
    seed,
    invite: null,
  } as unknown as Replay['table'];
  return { protocol: 1, table: summary, seed, seedHash: 'h', entries, result: null } as unknown as Replay;
}

describe('replay steps', () => {
  it('shows the deal at step 0, each move after, and the result only at the end', () => {
    const replay = recordOf(bisley, 1, '7');
    const tables = replayTables(bisley, replay);
    expect(tables).toHaveLength(replay.entries.length + 1);
    const first = stateAt(bisley, replay, tables, 0, 0);
    expect(first.view).toEqual(bisley.view(bisley.setup(1, parseOptions(bisley.options, {}), '7'), 0));
    expect(first.events).toEqual([]);
    expect(first.result).toBeNull();
    expect(first.legal).toEqual([]);
    const second = stateAt(bisley, replay, tables, 1, 0);
    expect(second.view).not.toEqual(first.view);
    expect(second.events.length).toBeGreaterThan(0);
    const last = stateAt(bisley, replay, tables, replay.entries.length, 0);
    expect(last.status).toBe('over');
    expect(last.result).not.toBeNull();
    expect(last.actors).toEqual([]);
  });

  it('draws each seat its own view, and a spectator none of the hidden cards', () => {
    const replay = recordOf(bluff, 3, 'b1');
    const tables = replayTables(bluff, replay);
    const step = 2;
    const seen = (seat: number | null) => stateAt(bluff, replay, tables, step, seat);
    expect(seen(0).view).not.toEqual(seen(1).view);
    expect(JSON.stringify(seen(null).view).length).toBeLessThan(JSON.stringify(seen(0).view).length);
    for (const e of seen(null).events) expect(e.to).toBe('all');
  });

  it('refuses a record whose seed is not published', () => {
    expect(() => replayTables(bisley, { ...recordOf(bisley, 1, '7'), seed: null })).toThrow(/seed/);
  });
});
