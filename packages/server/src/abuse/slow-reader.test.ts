import type { Duplex } from 'node:stream';
import { CLOSE_CODES, type StateMessage, type TableSummary } from '@parlour/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../server.ts';
import { type Backend, sqliteBackend } from '../testing/backends.ts';
import { Client } from '../testing/client.ts';

const rawOf = (c: Client) => (c.ws as unknown as { _socket: Duplex })._socket;

// Issue 11 item 2: a socket that does not read must not grow the server's memory. Small
// bounds here so the kernel's own socket buffers fill quickly.
describe('a socket that does not read', () => {
  let backend: Backend;
  let server: RunningServer;

  beforeAll(async () => {
    backend = sqliteBackend();
    server = await startServer(backend.config({ node: 'slow', wsBufferBytes: 32 * 1024, wsBufferMax: 256 * 1024 }));
  });
  afterAll(async () => {
    await server?.stop();
    await backend?.cleanup();
  });

  const bluffTable = async (c: Client) => {
    const random = { kind: 'bot', bot: 'random' };
    return c.ok<TableSummary>('POST', '/api/tables', {
      game: 'bluff',
      players: 4,
      rated: false,
      seats: [random, random, random, random],
      start: true,
    });
  };

  it('is held back to the latest state, sent whole with its summary when it reads again', async () => {
    const c = await Client.guest(server.url);
    const t = await bluffTable(c);
    await c.connect();
    c.send({ type: 'subscribe', table: t.id, patches: true });
    await c.state(t.id);
    rawOf(c).pause();
    // Far more than the kernel and the bound hold: each answer is a summary and a state.
    const SUBSCRIBES = 6000;
    for (let i = 0; i < SUBSCRIBES; i++) c.send({ type: 'subscribe', table: t.id, patches: true });
    await new Promise((r) => setTimeout(r, 1500));
    c.inbox.splice(0);
    let states = 0;
    c.onMessage = (m) => {
      if (m.type === 'state') states++;
    };
    rawOf(c).resume();
    // The game goes on (bots); once it is over and read, the client holds the latest view.
    const end = await c.state(t.id, (m) => m.status === 'over', 60_000);
    const fresh = await Client.guest(server.url);
    await fresh.connect();
    fresh.send({ type: 'subscribe', table: t.id });
    const truth = await fresh.state(t.id);
    expect(end.view).toEqual(truth.view);
    expect(end.seq).toBe(truth.seq);
    // Most of the answers were never queued (the old server queued every one).
    expect(states).toBeLessThan(SUBSCRIBES / 2);
    expect(c.ws?.readyState).toBe(c.ws?.OPEN);
    c.close();
    fresh.close();
  }, 90_000);

  it('is closed with 4009 once what it will not read passes the bound', async () => {
    const c = await Client.guest(server.url);
    await c.connect();
    const closed = new Promise<number>((resolve) => c.ws!.once('close', (code) => resolve(code)));
    rawOf(c).pause();
    // Answers that are not snapshots (welcome) pile up until the socket is closed.
    for (let i = 0; i < 40_000; i++) c.send({ type: 'hello', v: 1 });
    await new Promise((r) => setTimeout(r, 2000));
    // Reading again within the grace, it reads the close frame after what was queued.
    rawOf(c).resume();
    expect(await closed).toBe(CLOSE_CODES.tooSlow);
    expect(server.room.counters.socketsCut.slow).toBe(1);
  }, 30_000);
});

describe('legal lists', () => {
  let backend: Backend;
  let server: RunningServer;

  beforeAll(async () => {
    backend = sqliteBackend();
    server = await startServer(backend.config({ node: 'legal' }));
  });
  afterAll(async () => {
    await server?.stop();
    await backend?.cleanup();
  });

  it("a state leaves out a list over LEGAL_LIMIT (Bully's 10,001 set-up placements) and says how many", async () => {
    const c = await Client.guest(server.url);
    const t = await c.ok<TableSummary>('POST', '/api/quickplay', { game: 'bully', players: 2 });
    await c.connect();
    let bytes = 0;
    c.ws!.on('message', (d: Buffer) => {
      bytes = Math.max(bytes, d.length);
    });
    c.send({ type: 'subscribe', table: t.id });
    const s: StateMessage = await c.state(t.id);
    expect(s.legal).toEqual([]);
    expect(s.legalOmitted).toBe(10_001);
    expect(bytes).toBeLessThan(20_000);
    // A short list is still sent whole.
    const b = await Client.guest(server.url);
    const solo = await b.playableBisley();
    await b.connect();
    b.send({ type: 'subscribe', table: solo.id });
    const sb = await b.state(solo.id);
    expect(sb.legal.length).toBeGreaterThan(0);
    expect(sb.legalOmitted).toBeUndefined();
    c.close();
    b.close();
  });
});
