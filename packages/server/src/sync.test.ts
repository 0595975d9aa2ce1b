import type { ServerMessage } from '@parlour/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { type Cluster, guestOn, startCluster } from './testing/cluster.ts';
import { missingServices } from './testing/private-services.ts';
import { until } from './testing/wait.ts';

const missing = missingServices();
const skip = missing !== null && process.env.PARLOUR_REQUIRE_ALL !== '1';
if (skip) console.log(`sync test: skipping (${missing} not installed)`);

describe.skipIf(skip)("another node's news, on this node's sockets", () => {
  let cluster: Cluster | null = null;
  afterAll(async () => {
    await cluster?.close();
  });

  it('a table started on one node is sent as playing to the sockets watching it on the other', async () => {
    cluster = await startCluster();
    const a = await cluster.start('a');
    const b = await cluster.start('b');
    // The creator on node a; three players who join on node b, so b holds the table as open.
    const players = [await guestOn(a.url), await guestOn(a.url, b.url), await guestOn(a.url, b.url), await guestOn(a.url, b.url)];
    const t = await players[0].ok<{ id: string }>('POST', '/api/tables', { game: 'bluff', players: 4, rated: false });
    for (const p of players.slice(1)) await p.ok('POST', `/api/tables/${t.id}/join`, {});
    const status = players.map(() => '');
    for (const [i, p] of players.entries()) {
      p.onMessage = (m: ServerMessage) => {
        if (m.type === 'state' && m.table === t.id) status[i] = m.status;
      };
      p.send({ type: 'subscribe', table: t.id });
    }
    expect(await until(() => status.every((s) => s === 'open'), 3000)).toBe(true);
    await players[0].ok('POST', `/api/tables/${t.id}/start`);
    expect(await until(() => status.every((s) => s === 'playing'), 3000), `states: ${status}`).toBe(true);
  }, 60_000);
});
