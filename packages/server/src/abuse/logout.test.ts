import { CLOSE_CODES, type TableSummary } from '@parlour/protocol';
import { describe, expect, it } from 'vitest';
import { availableBackends } from '../testing/backends.ts';
import { Client } from '../testing/client.ts';
import { useNodes } from '../testing/nodes.ts';

const closeCode = (c: Client) => new Promise<number>((resolve) => c.ws!.once('close', (code) => resolve(code)));

// Issue 11 item 7: after logout (or "log out elsewhere") a socket opened before still played and chatted.
for (const { name, make, missing } of await availableBackends()) {
  describe.skipIf(missing !== null)(`revoking a session on ${name}`, () => {
    const nodes = useNodes(name, make, {});

    it('logout closes that session’s sockets with 4001, on every node; other sessions stay', async () => {
      const a = await Client.guest(nodes.one.url);
      const name = `lo${Date.now() % 1_000_000}`;
      await a.ok('POST', '/api/claim', { name, password: 'correct horse' });
      const elsewhere = new Client(nodes.one.url);
      await elsewhere.ok('POST', '/api/login', { name, password: 'correct horse' });
      const t = await a.ok<TableSummary>('POST', '/api/tables', { game: 'bisley', options: { autoPlay: false }, start: true });
      const here = new Client(nodes.one.url);
      here.cookie = a.cookie;
      const there = new Client(nodes.two.url);
      there.cookie = a.cookie;
      const other = new Client(nodes.two.url);
      other.cookie = elsewhere.cookie;
      await Promise.all([here.connect(), there.connect(), other.connect()]);
      here.send({ type: 'subscribe', table: t.id });
      const s = await here.state(t.id);
      const closes = [closeCode(here), closeCode(there)];
      await a.ok('POST', '/api/logout');
      expect(await Promise.all(closes)).toEqual([CLOSE_CODES.sessionRevoked, CLOSE_CODES.sessionRevoked]);
      // The other session's socket still plays; "log out elsewhere" then closes it too.
      other.send({ type: 'subscribe', table: t.id });
      const os = await other.state(t.id);
      expect(os.seq).toBe(s.seq);
      const sessions = await elsewhere.ok<{ id: string; current: boolean }[]>('GET', '/api/sessions');
      const mine = sessions.find((x) => x.current)!;
      const third = new Client(nodes.one.url);
      await third.ok('POST', '/api/login', { name, password: 'correct horse' });
      const closed = closeCode(other);
      await third.ok('DELETE', `/api/sessions/${mine.id}`);
      expect(await closed).toBe(CLOSE_CODES.sessionRevoked);
    });

    it('claiming a name and logging in close the sockets of the tokens they replace', async () => {
      const g = await Client.guest(nodes.one.url);
      const guestSocket = new Client(nodes.two.url);
      guestSocket.cookie = g.cookie;
      await guestSocket.connect();
      const closedOnClaim = closeCode(guestSocket);
      const name = `cl${Date.now() % 1_000_000}`;
      await g.ok('POST', '/api/claim', { name, password: 'correct horse' });
      expect(await closedOnClaim).toBe(CLOSE_CODES.sessionRevoked);
      // A browser that logs in over another account's session gives that token up.
      const b = await Client.guest(nodes.one.url);
      const before = new Client(nodes.one.url);
      before.cookie = b.cookie;
      await before.connect();
      const closedOnLogin = closeCode(before);
      await b.ok('POST', '/api/login', { name, password: 'correct horse' });
      expect(await closedOnLogin).toBe(CLOSE_CODES.sessionRevoked);
    });
  });
}
