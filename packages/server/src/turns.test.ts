import type { TableSummary } from '@parlour/protocol';
import { describe, expect, it } from 'vitest';
import { availableBackends } from './testing/backends.ts';
import { Client } from './testing/client.ts';
import { sleep } from './testing/cluster.ts';
import { useNodes } from './testing/nodes.ts';

/** The runs of timeout moves by one seat in a log: one run is one timed-out turn. */
function timeoutRuns(moves: { seat: number | null; by: string }[], seat: number): number[] {
  const runs: number[] = [];
  let run = 0;
  for (const m of moves) {
    if (m.seat === seat && m.by === 'timeout') run++;
    else if (run > 0) {
      runs.push(run);
      run = 0;
    }
  }
  if (run > 0) runs.push(run);
  return runs;
}

for (const { name, make, missing } of await availableBackends()) {
  describe.skipIf(missing !== null)(`timed-out turns on ${name}`, () => {
    const nodes = useNodes(name, make, { botDelayMs: 20, sweepMs: 50 }, 1);

    it('Wooly Bully: a turn of two moves that runs out counts once; the second missed turn gives the seat to a bot', async () => {
      // Two people who never move: each turn runs out and is finished by timeout moves.
      const c = await Client.guest(nodes.one.url);
      const other = await Client.guest(nodes.one.url);
      const t = await c.ok<TableSummary>('POST', '/api/tables', {
        game: 'wooly-bully',
        players: 2,
        clock: { kind: 'realtime', perMove: 1, reserve: 0 },
        rated: false,
      });
      await other.ok('POST', `/api/tables/${t.id}/join`, {});
      await c.ok('POST', `/api/tables/${t.id}/start`);
      const store = nodes.one.store;
      const until = async (ok: () => Promise<boolean>) => {
        for (let i = 0; i < 200 && !(await ok()); i++) await sleep(50);
      };
      // The first missed turn, and the other seat's after it.
      let moves = await store.entries(t.id);
      await until(async () => {
        moves = await store.entries(t.id);
        return moves.length > 0 && moves.at(-1)!.seat !== moves[0].seat;
      });
      const seat = moves[0].seat!;
      const first = timeoutRuns(moves, seat);
      expect(first).toHaveLength(1);
      // Placing a tile, then ending the turn (one move when no tile of the deal fits).
      expect(first[0]).toBeGreaterThanOrEqual(1);
      let mine = (await store.seatsOf(t.id))[seat];
      expect(mine.replaced).toBe(false);
      expect(mine.timeouts).toBe(1);
      // The second missed turn in a row gives the seat to a bot, which finishes that turn.
      await until(async () => {
        mine = (await store.seatsOf(t.id))[seat];
        return mine.replaced;
      });
      expect(mine.replaced).toBe(true);
      expect(mine.timeouts).toBe(2);
      expect(timeoutRuns(await store.entries(t.id), seat)).toHaveLength(2);
    }, 30_000);
  });
}
