import type { TableSummary } from '@parlour/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerMatches, Counters, exposition, METRICS_PER_MINUTE, nodeMetrics, watchLoopDelay } from './metrics.ts';
import { type RunningServer, startServer } from './server.ts';
import { sqliteBackend } from './testing/backends.ts';
import { Client } from './testing/client.ts';
import { metricsOf, scrape, TEST_METRICS_TOKEN } from './testing/metrics.ts';

describe('the metrics text (Prometheus 0.0.4)', () => {
  it('writes help, type and each sample, with label values quoted and escaped', () => {
    const text = exposition([
      { name: 'a_total', help: 'Things, counted.', type: 'counter', samples: 3 },
      { name: 'b', help: 'By kind.', type: 'gauge', samples: [{ labels: { kind: 'say "hi"\\\n' }, value: 1.5 }] },
    ]);
    expect(text).toBe(
      '# HELP a_total Things, counted.\n# TYPE a_total counter\na_total 3\n' +
        '# HELP b By kind.\n# TYPE b gauge\nb{kind="say \\"hi\\"\\\\\\n"} 1.5\n',
    );
  });

  it('names every counter and gauge of a node once', () => {
    const c = new Counters();
    c.entries.human = 2;
    c.refuse('stale-seq');
    c.refuse('stale-seq');
    const metrics = nodeMetrics({
      node: 'n',
      store: 'sqlite',
      bus: 'memory',
      counters: c,
      storeUp: true,
      storeOutages: 0,
      busUp: true,
      busQueued: 0,
      busDropped: 0,
      sockets: 1,
      tables: 1,
      loop: { p50: 0.001, p99: 0.002, max: 0.003 },
    });
    const names = metrics.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z_]+$/);
    expect(exposition(metrics)).toContain('parlour_refused_total{code="stale-seq"} 2\n');
    expect(exposition(metrics)).toContain('parlour_entries_total{by="human"} 2\n');
  });

  it('reads the event loop as delayed by what held it, not by its sampling', async () => {
    const loop = watchLoopDelay(1000);
    try {
      const none = loop.last();
      await new Promise((r) => setTimeout(r, 50));
      // The loop held for 120 ms once, in the first window.
      const until = Date.now() + 120;
      while (Date.now() < until) {}
      while (loop.last() === none) await new Promise((r) => setTimeout(r, 50));
      const { p50, max } = loop.last();
      expect(max).toBeGreaterThanOrEqual(0.1);
      expect(max).toBeLessThan(1);
      // Mostly idle: the typical sample is on time (the 10 ms sampling itself is not delay).
      expect(p50).toBeLessThan(0.005);
    } finally {
      loop.stop();
    }
  });

  it('takes the token only as a bearer token, whole', () => {
    expect(bearerMatches('Bearer secret', 'secret')).toBe(true);
    expect(bearerMatches('Bearer secre', 'secret')).toBe(false);
    expect(bearerMatches('Bearer secrets', 'secret')).toBe(false);
    expect(bearerMatches('secret', 'secret')).toBe(false);
    expect(bearerMatches('Basic secret', 'secret')).toBe(false);
    expect(bearerMatches('Bearer ', 'secret')).toBe(false);
    expect(bearerMatches(undefined, 'secret')).toBe(false);
  });
});

describe('GET /metrics on a node', () => {
  const backends = [sqliteBackend(), sqliteBackend()];
  let on: RunningServer;
  let off: RunningServer;
  beforeAll(async () => {
    on = await startServer(backends[0].config({ node: 'metrics-on', metricsToken: TEST_METRICS_TOKEN }));
    off = await startServer(backends[1].config({ node: 'metrics-off' }));
  });
  afterAll(async () => {
    await on?.stop();
    await off?.stop();
    for (const b of backends) await b.cleanup();
  });

  it('is not served without a token set, and asks for the token it has', async () => {
    const none = await scrape(off.url);
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({ error: 'not-found' });

    const anonymous = await scrape(on.url, null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer');
    expect(await anonymous.json()).toMatchObject({ error: 'unauthorized' });
    expect((await scrape(on.url, 'wrong')).status).toBe(401);
    // A player's session is not the token.
    const player = await Client.guest(on.url);
    expect((await fetch(`${on.url}/metrics`, { headers: { cookie: player.cookie } })).status).toBe(401);

    const ok = await scrape(on.url);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
  });

  it('counts the moves committed and refused, and reads the node as it is', async () => {
    const before = await metricsOf(on.url);
    const c = await Client.guest(on.url);
    await c.connect();
    // A deal can be lost before its first move: deal again until one can be played.
    let t: TableSummary | undefined;
    for (let deal = 0; deal < 20 && t?.status !== 'playing'; deal++)
      t = await c.ok<TableSummary>('POST', '/api/tables', { game: 'bisley', options: { autoPlay: false }, start: true });
    if (t?.status !== 'playing') throw new Error('no deal with a move in 20 tries');
    c.send({ type: 'subscribe', table: t.id });
    const s = await c.state(t.id);
    c.send({ type: 'move', table: t.id, seq: s.seq, move: s.legal[0], id: 'first' });
    await c.state(t.id, (m) => m.ack === 'first');
    // The same seq again: refused as stale.
    c.send({ type: 'move', table: t.id, seq: s.seq, move: s.legal[0], id: 'again' });
    await c.next((m) => m.type === 'error' && m.id === 'again');

    const m = await metricsOf(on.url);
    const grew = (key: string) => (m.get(key) ?? 0) - (before.get(key) ?? 0);
    expect(grew('parlour_entries_total{by="human"}')).toBe(1);
    expect(grew('parlour_refused_total{code="stale-seq"}')).toBe(1);
    expect(m.get('parlour_node_info{node="metrics-on",store="sqlite",bus="memory"}')).toBe(1);
    expect(m.get('parlour_sockets')).toBe(1);
    expect(m.get('parlour_tables_in_memory')).toBeGreaterThanOrEqual(1);
    expect(m.get('parlour_store_up')).toBe(1);
    expect(m.get('parlour_bus_up')).toBe(1);
    expect(m.get('parlour_store_outages_total')).toBe(0);
    expect(m.get('process_resident_memory_bytes')).toBeGreaterThan(10 * 2 ** 20);
    expect(m.get('process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(m.get('nodejs_eventloop_delay_seconds{quantile="0.99"}')).toBeGreaterThanOrEqual(0);
    c.close();
  });

  it(`refuses a scraper past ${METRICS_PER_MINUTE} requests a minute`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= METRICS_PER_MINUTE; i++) {
      const res = await scrape(on.url);
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
