import { createServer, type Socket, connect as tcpConnect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { BUS_QUEUE_LIMIT, redisBus } from './bus.ts';
import { type Cluster, pairedTables, sleep, startCluster, tally } from './testing/cluster.ts';
import { metricsOf, TEST_METRICS_TOKEN } from './testing/metrics.ts';
import { freePort, missingServices, privateRedis } from './testing/private-services.ts';

const missing = missingServices();
const skip = missing !== null && process.env.PARLOUR_REQUIRE_ALL !== '1';
if (skip) console.log(`bus outage test: skipping (${missing} not installed)`);
/** The outage of the figure; OUTAGE_MS shortens or lengthens it. */
const OUTAGE_MS = Number(process.env.OUTAGE_MS ?? 10_000);

/**
 * Two ways Redis goes away: killed (its connections end and the clients retry), and
 * stopped answering (its process suspended: nothing ends and nothing answers).
 */
const faults = [
  {
    name: 'a Redis outage',
    figure: 'redis outage',
    begin: async (c: Cluster) => c.redis.stop(),
    end: async (c: Cluster) => c.redis.start(),
  },
  {
    name: 'Redis that stops answering (suspended, then resumed)',
    figure: 'redis hang',
    begin: async (c: Cluster) => c.redis.freeze(),
    end: async (c: Cluster) => c.redis.thaw(),
  },
];

describe.skipIf(skip).each(faults)('$name under two nodes', (fault) => {
  let cluster: Cluster | null = null;
  afterAll(async () => {
    cluster?.redis.thaw();
    await cluster?.close();
  });

  it('loses nothing, answers no acknowledged move with internal, and every socket catches up with the store soon after Redis returns', async () => {
    cluster = await startCluster({ METRICS_TOKEN: TEST_METRICS_TOKEN });
    const a = await cluster.start('a');
    const b = await cluster.start('b');
    // Each table: its two players on different nodes, and a watcher on each node.
    const { players, watchers } = await pairedTables(a.url, b.url, 6, true);
    await sleep(1000);
    await fault.begin(cluster);
    await sleep(OUTAGE_MS);
    // Without the bus a node still serves its own sockets: ready, and it says the bus is down.
    const during = await fetch(`${a.url}/readyz`);
    expect(during.status).toBe(200);
    expect(await during.json()).toMatchObject({ ready: true, store: 'up', bus: 'down' });
    expect((await metricsOf(a.url)).get('parlour_bus_up')).toBe(0);
    await fault.end(cluster);
    const back = Date.now();
    // The store's seq of each table at Redis' return: when did every socket reach it?
    const atReturn = await cluster.tables();
    const sockets = [
      ...players.map((p) => ({ table: p.table, seq: () => p.state?.seq ?? -1 })),
      ...watchers.map((w) => ({ table: w.table, seq: () => w.seq })),
    ];
    const behind = sockets.filter((s) => s.seq() < atReturn.get(s.table)!.seq).length;
    const reached = new Map<number, number>();
    while (Date.now() - back < 6000 && reached.size < sockets.length) {
      sockets.forEach((s, i) => {
        if (!reached.has(i) && s.seq() >= atReturn.get(s.table)!.seq) reached.set(i, Date.now() - back);
      });
      await sleep(20);
    }
    // Stuck: a table still playing that has not moved in the 3 s after the catch-up.
    const caughtUp = await cluster.tables();
    await sleep(3000);
    const later = await cluster.tables();
    const stuck = [...caughtUp].filter(([id, t]) => t.status === 'playing' && later.get(id)!.seq === t.seq).length;
    for (const p of players) p.stop();

    const { acked, lost, internal } = await tally(cluster, players);
    const slowest = Math.max(0, ...reached.values());
    console.log(
      JSON.stringify({
        figure: fault.figure,
        outageMs: OUTAGE_MS,
        tables: atReturn.size,
        sockets: sockets.length,
        behindAtReturn: behind,
        atStoreSeq: reached.size,
        slowestMs: slowest,
        acked,
        lost,
        internal,
        stuck,
      }),
    );
    expect(a.proc.exitCode).toBeNull();
    expect(b.proc.exitCode).toBeNull();
    expect(acked).toBeGreaterThan(20);
    // The outage hid moves from the other node's sockets...
    expect(behind).toBeGreaterThan(0);
    expect(lost).toBe(0);
    expect(internal).toBe(0);
    // ...which they were sent once Redis was back.
    expect(reached.size).toBe(sockets.length);
    expect(slowest).toBeLessThan(2000);
    expect(stuck).toBe(0);
    // Each node counted the outage, and moves only its own sockets saw meanwhile.
    for (const node of [a, b]) {
      const m = await metricsOf(node.url);
      expect(m.get('parlour_bus_up')).toBe(1);
      expect(m.get('parlour_bus_reconnects_total')).toBeGreaterThanOrEqual(1);
      expect(m.get('parlour_bus_queued')).toBe(0);
      expect(m.get('parlour_entries_total{by="human"}')).toBeGreaterThan(0);
    }
  }, 120_000);
});

/**
 * A TCP way to a Redis whose new connections can be held back (ended at once while
 * closed), so a test can have one client reconnect after another after an outage.
 */
async function gateTo(url: string): Promise<{ url: string; open: boolean; close(): void }> {
  const target = new URL(url);
  const sockets = new Set<Socket>();
  const gate = {
    url: '',
    open: true,
    close: () => {
      server.close();
      for (const s of sockets) s.destroy();
    },
  };
  const server = createServer((client) => {
    if (!gate.open) return void client.destroy();
    const upstream = tcpConnect(Number(target.port), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => {});
      s.on('close', () => {
        client.destroy();
        upstream.destroy();
        sockets.delete(s);
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  gate.url = `redis://127.0.0.1:${port}`;
  return gate;
}

describe.skipIf(skip).each(faults)("the bus's queue in $name", (fault) => {
  it(`holds at most ${BUS_QUEUE_LIMIT} messages, dropping the oldest, and sends the rest once Redis is back`, async () => {
    const redis = await privateRedis();
    const cluster = { redis } as Cluster;
    const quiet = { warn: () => {}, info: () => {}, error: () => {} };
    // The sender reaches Redis through a gate: after an outage it is let back only once
    // the receiver has subscribed again, or what it sends on its return would reach no one
    // (pub/sub keeps nothing; a real node that resubscribes catches up from the store).
    const gate = await gateTo(redis.url);
    const sender = await redisBus(gate.url, 'q:', quiet, 'sender');
    const receiver = await redisBus(redis.url, 'q:', quiet, 'receiver');
    const heard: number[] = [];
    receiver.subscribe((m) => heard.push(m.seq));
    try {
      await fault.begin(cluster);
      // At once when killed; within BUS_TIMEOUT_MS when it stops answering.
      while (sender.ready()) await sleep(10);
      // Batches of 1,000 (the messages of one turn go as one): 12,000 in all.
      for (let batch = 0; batch < 12; batch++) {
        for (let i = 0; i < 1000; i++)
          sender.publish({ node: 'sender', table: 't', seq: batch * 1000 + i, kind: 'entry', payload: null });
        await new Promise((r) => setImmediate(r));
      }
      await sleep(50);
      expect(sender.backlog()).toEqual({ queued: BUS_QUEUE_LIMIT, dropped: 2000 });

      gate.open = false;
      await fault.end(cluster);
      const back = Date.now();
      while (!receiver.ready() && Date.now() - back < 10_000) await sleep(10);
      gate.open = true;
      while (heard.length < BUS_QUEUE_LIMIT && Date.now() - back < 10_000) await sleep(50);
      // The newest 10,000, in order; the two oldest batches are gone (receivers catch up from the store).
      expect(heard).toEqual(Array.from({ length: BUS_QUEUE_LIMIT }, (_, i) => 2000 + i));
      expect(sender.backlog()).toEqual({ queued: 0, dropped: 2000 });
    } finally {
      redis.thaw();
      await sender.close();
      await receiver.close();
      gate.close();
      await redis.remove();
    }
  }, 60_000);
});
