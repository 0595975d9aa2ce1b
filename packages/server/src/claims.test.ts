import { afterAll, describe, expect, it } from 'vitest';
import { botTable, type Cluster, guestOn, sleep, startCluster } from './testing/cluster.ts';
import { missingServices } from './testing/private-services.ts';

const missing = missingServices();
const skip = missing !== null && process.env.PARLOUR_REQUIRE_ALL !== '1';
if (skip) console.log(`claims test: skipping (${missing} not installed)`);
/** Rounds of each kind (kill -9, SIGTERM); the figure is 20 + 20 (`CLAIM_ROUNDS=20`). */
const ROUNDS = Number(process.env.CLAIM_ROUNDS ?? 3);
const TABLES = 30;
const LEASE_MS = 1000;

describe.skipIf(skip)('a node that dies holding claims', () => {
  let cluster: Cluster | null = null;
  afterAll(async () => {
    await cluster?.close();
  });

  it(
    'leaves no table stranded: its leases run out and the other node takes the tables over',
    async () => {
      cluster = await startCluster({ CLAIM_LEASE_MS: String(LEASE_MS) });
      const c = cluster;
      let a = await c.start('a');
      const b = await c.start('b');
      const opener = await guestOn(b.url);
      const stranded: number[] = [];
      let moved = 0;
      for (let round = 0; round < 2 * ROUNDS; round++) {
        // Keep 30 tables of bots playing (finished ones are replaced).
        const playing = [...(await c.tables()).values()].filter((t) => t.status === 'playing').length;
        for (let i = playing; i < TABLES; i++) await botTable(opener, 'bollocks', 4);
        await sleep(400 + Math.random() * 400);
        if (round < ROUNDS) await a.kill();
        else await a.stop();
        const killed = Date.now();
        const restarting = c.start('a');
        // Past the lease and a sweep, every table must move again: none may wait on the dead
        // node. Watched for 3 s, so a moment when the whole (shared) machine stalls is not
        // taken for a stranded table.
        await sleep(Math.max(0, killed + LEASE_MS + 700 - Date.now()));
        const before = await c.tables();
        const waiting = new Set([...before].filter(([, t]) => t.status === 'playing').map(([id]) => id));
        const watched = waiting.size;
        for (const end = Date.now() + 3000; waiting.size > 0 && Date.now() < end; ) {
          await sleep(100);
          for (const [id, t] of await c.tables()) if (t.seq > before.get(id)!.seq) waiting.delete(id);
        }
        const still = waiting.size;
        if (still > 0) {
          // What the store says of them: when each is due, from now.
          const now = await c.tables();
          const due = [...waiting].map((id) => (now.get(id)!.due === null ? 'none' : now.get(id)!.due! - Date.now()));
          console.log(`stranded after ${Date.now() - killed} ms; due in (ms): ${due.join(' ')}`);
        }
        stranded.push(still);
        moved += watched - still;
        a = await restarting;
        if (ROUNDS > 3) console.log(`round ${round + 1} (${round < ROUNDS ? 'kill -9' : 'SIGTERM'}): ${still} stranded`);
      }
      console.log(
        JSON.stringify({
          figure: 'claims',
          killRounds: ROUNDS,
          termRounds: ROUNDS,
          tables: TABLES,
          stranded,
          tablesMoved: moved,
        }),
      );
      expect(b.proc.exitCode).toBeNull();
      expect(moved).toBeGreaterThan(TABLES);
      expect(stranded.every((n) => n === 0)).toBe(true);
    },
    120_000 + 2 * ROUNDS * 30_000,
  );
});
