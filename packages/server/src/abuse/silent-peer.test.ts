import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { type RunningServer, startServer } from '../server.ts';
import { type Backend, sqliteBackend } from '../testing/backends.ts';
import { Client } from '../testing/client.ts';

const PING_MS = 200;

/** A socket of `c`'s user that never answers the server's pings (and sends nothing). */
async function silentSocket(c: Client, base: string): Promise<WebSocket> {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/ws`, { headers: { cookie: c.cookie }, autoPong: false });
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  return ws;
}

// A peer gone without closing (a phone off the network, a host powered off) kept its
// socket, its subscriptions and its place in WS_PER_USER for as long as TCP kept it.
describe('a peer that stops answering', () => {
  let backend: Backend;
  let server: RunningServer;

  beforeAll(async () => {
    backend = sqliteBackend();
    server = await startServer(backend.config({ node: 'silent', wsPerUser: 2, wsPingMs: PING_MS }));
  });
  afterAll(async () => {
    await server?.stop();
    await backend?.cleanup();
  });

  it('is cut off within two WS_PING_MS, giving its place back; a peer that answers stays', async () => {
    const a = await Client.guest(server.url);
    const silent = [await silentSocket(a, server.url), await silentSocket(a, server.url)];
    const closedAt = silent.map((ws) => new Promise<number>((resolve) => ws.once('close', () => resolve(Date.now()))));
    const opened = Date.now();
    // An ordinary client answers the pings (ws does by itself) and is left alone.
    const b = await Client.guest(server.url);
    await b.connect();
    const waited = (await Promise.all(closedAt)).map((t) => t - opened);
    expect(Math.max(...waited)).toBeLessThan(2 * PING_MS + 1000);
    expect(server.room.counters.socketsCut.silent).toBe(2);
    // The user's two places are free again.
    const again = new Client(server.url);
    again.cookie = a.cookie;
    await again.connect();
    again.send({ type: 'ping', id: 'again' });
    expect(await again.next((m) => m.type === 'pong')).toMatchObject({ id: 'again' });
    await new Promise((r) => setTimeout(r, 3 * PING_MS));
    b.send({ type: 'ping', id: 'b' });
    expect(await b.next((m) => m.type === 'pong')).toMatchObject({ id: 'b' });
    expect(b.ws?.readyState).toBe(WebSocket.OPEN);
    for (const c of [again, b]) c.close();
  });
});
