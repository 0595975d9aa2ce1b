import type { PlayerResult, TableSummary } from '@parlour/protocol';
import { describe, expect, it } from 'vitest';
import { availableBackends } from './testing/backends.ts';
import { Client, playToEnd } from './testing/client.ts';
import { useNodes } from './testing/nodes.ts';

for (const { name, make, missing } of await availableBackends()) {
  describe.skipIf(missing !== null)(`a player's results on ${name}`, () => {
    const nodes = useNodes(name, make, {}, 1);

    it('lists my finished tables of a game with their options and results, and no one else’s', async () => {
      const me = await Client.guest(nodes.one.url);
      const other = await Client.guest(nodes.one.url);
      await me.connect();
      expect(await me.ok('GET', '/api/me/results?game=bisley')).toEqual([]);
      const played: string[] = [];
      for (const deal of [7, 8]) {
        const table = await me.ok<TableSummary>('POST', '/api/quickplay', { game: 'bisley', options: { deal } });
        const end = await playToEnd(me, table);
        expect(end.result).not.toBeNull();
        played.push(table.id);
      }
      // One still playing is not a result yet.
      await me.ok<TableSummary>('POST', '/api/quickplay', { game: 'bisley' });
      const results = await me.ok<PlayerResult[]>('GET', '/api/me/results?game=bisley');
      expect(results.map((r) => r.table)).toEqual([...played].reverse());
      expect(results.map((r) => r.options.deal)).toEqual([8, 7]);
      for (const r of results) {
        expect(r.seat).toBe(0);
        expect(['won', 'lost']).toContain(r.result.outcome);
        expect(r.finishedAt).toBeGreaterThan(0);
      }
      expect(await me.ok('GET', '/api/me/results?game=bluff')).toEqual([]);
      expect(await other.ok('GET', '/api/me/results?game=bisley')).toEqual([]);
      expect((await me.http('GET', '/api/me/results')).body).toMatchObject({ error: 'bad-request' });
      me.close();
      other.close();
    });
  });
}
