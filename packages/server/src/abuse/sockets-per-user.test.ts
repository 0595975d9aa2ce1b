import { CLOSE_CODES } from '@parlour/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../server.ts';
import { type Backend, sqliteBackend } from '../testing/backends.ts';
import { Client } from '../testing/client.ts';

/** Another socket of the same user (same session cookie). */
async function socketOf(c: Client, base: string): Promise<Client> {
  const other = new Client(base);
  other.cookie = c.cookie;
  await other.connect();
  return other;
}

// Issue 11 item 4: sockets per user were unlimited and the rate limit was per socket, so
// three sockets had three budgets.
describe('per user, not per socket', () => {
  let backend: Backend;
  let server: RunningServer;

  beforeAll(async () => {
    backend = sqliteBackend();
    server = await startServer(backend.config({ node: 'per-user', wsPerUser: 3, wsRate: 20 }));
  });
  afterAll(async () => {
    await server?.stop();
    await backend?.cleanup();
  });

  it('a user may hold WS_PER_USER sockets; one more is closed with 4008, and a closed one frees its place', async () => {
    const a = await Client.guest(server.url);
    const sockets = [await socketOf(a, server.url), await socketOf(a, server.url), await socketOf(a, server.url)];
    const extra = await socketOf(a, server.url);
    const code = await new Promise<number>((resolve) => extra.ws!.once('close', (c) => resolve(c)));
    expect(code).toBe(CLOSE_CODES.tooManySockets);
    expect(server.room.counters.socketsCut['too-many']).toBe(1);
    // Another user is not affected.
    const b = await Client.guest(server.url);
    await b.connect();
    b.send({ type: 'ping', id: 'b' });
    expect(await b.next((m) => m.type === 'pong')).toMatchObject({ id: 'b' });
    sockets[0].close();
    await new Promise((r) => setTimeout(r, 100));
    const again = await socketOf(a, server.url);
    again.send({ type: 'ping', id: 'again' });
    expect(await again.next((m) => m.type === 'pong')).toMatchObject({ id: 'again' });
    for (const s of [...sockets, again, b]) s.close();
  });

  it('the message rate is shared by all of a user’s sockets', async () => {
    const a = await Client.guest(server.url);
    const sockets = [await socketOf(a, server.url), await socketOf(a, server.url), await socketOf(a, server.url)];
    let pongs = 0;
    for (const s of sockets)
      s.onMessage = (m) => {
        if (m.type === 'pong') pongs++;
      };
    // 3 x 40 pings at once: a burst of twice the rate (40) is answered, not 3 x 40.
    for (const s of sockets) for (let i = 0; i < 40; i++) s.send({ type: 'ping', id: i });
    await new Promise((r) => setTimeout(r, 500));
    expect(pongs).toBeGreaterThanOrEqual(40);
    expect(pongs).toBeLessThan(40 + 20);
    const limited = sockets.flatMap((s) => s.inbox.filter((m) => m.type === 'error' && m.code === 'rate-limited'));
    expect(limited.length).toBeGreaterThan(0);
    // One notice a second per socket, not one per refused message.
    expect(limited.length).toBeLessThanOrEqual(3);
    for (const s of sockets) s.close();
  });
});
