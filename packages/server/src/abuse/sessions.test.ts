import { SESSION_COOKIE } from '@parlour/protocol';
import { describe, expect, it } from 'vitest';
import { tokenId } from '../accounts.ts';
import { sweepAccounts } from '../housekeeping.ts';
import { availableBackends } from '../testing/backends.ts';
import { Client } from '../testing/client.ts';
import { useNodes } from '../testing/nodes.ts';

const DAY = 86_400_000;

for (const { name, make, missing } of await availableBackends()) {
  describe.skipIf(missing !== null)(`sessions on ${name}`, () => {
    const nodes = useNodes(name, make, {}, 1);

    const meWith = async (cookie: string) =>
      ((await fetch(`${nodes.one.url}/api/me`, { headers: { cookie } }).then((r) => r.json())) as { user: unknown }).user;
    const sessionOf = (c: Client) =>
      nodes.one.store.db
        .selectFrom('sessions')
        .selectAll()
        .where('id', '=', tokenId(c.cookie.slice(SESSION_COOKIE.length + 1)))
        .executeTakeFirst();
    const age = (c: Client, ms: number) =>
      nodes.one.store.db
        .updateTable('sessions')
        .set({ last_seen: Date.now() - ms })
        .where('id', '=', tokenId(c.cookie.slice(SESSION_COOKIE.length + 1)))
        .execute();

    it('a token taken before a guest claims its name no longer opens the named account', async () => {
      const c = await Client.guest(nodes.one.url);
      const before = c.cookie;
      const stolen = new Client(nodes.one.url);
      stolen.cookie = before;
      await c.ok('POST', '/api/claim', { name: `cl${Date.now() % 1e6}`, password: 'correct horse' });
      expect(c.cookie).not.toBe(before);
      expect(await meWith(before)).toBeNull();
      expect(await meWith(c.cookie)).toMatchObject({ guest: false });
      expect((await stolen.http('POST', '/api/tables', { game: 'bisley' })).status).toBe(401);
      await expect(stolen.connect()).rejects.toThrow(/401/);
    });

    it('login gives a new token and retires the one the browser held', async () => {
      const name = `lo${Date.now() % 1e6}`;
      const owner = await Client.guest(nodes.one.url);
      await owner.ok('POST', '/api/claim', { name, password: 'correct horse' });
      const c = await Client.guest(nodes.one.url);
      const before = c.cookie;
      await c.ok('POST', '/api/login', { name, password: 'correct horse' });
      expect(c.cookie).not.toBe(before);
      expect(await meWith(before)).toBeNull();
      expect(await meWith(c.cookie)).toMatchObject({ name });
    });

    it('a session idle for 30 days opens nothing, and the sweep deletes it', async () => {
      const c = await Client.guest(nodes.one.url);
      await c.ok('POST', '/api/tables', { game: 'bisley' });
      await age(c, 29 * DAY);
      expect(await meWith(c.cookie)).not.toBeNull();
      await age(c, 31 * DAY);
      expect(await meWith(c.cookie)).toBeNull();
      expect((await c.http('POST', '/api/tables', { game: 'bisley' })).status).toBe(401);
      await expect(c.connect()).rejects.toThrow(/401/);
      await sweepAccounts(nodes.one.store, nodes.backend.config());
      expect(await sessionOf(c)).toBeUndefined();
    });

    it('keeps lastSeen true, writing it at most once a minute', async () => {
      const c = await Client.guest(nodes.one.url);
      await age(c, 5 * 60_000);
      const stale = Number((await sessionOf(c))!.last_seen);
      await c.ok('GET', '/api/sessions');
      const seen = Number((await sessionOf(c))!.last_seen);
      expect(seen).toBeGreaterThan(stale + 4 * 60_000);
      // The use renews the cookie's life too.
      for (let i = 0; i < 20; i++) await c.ok('GET', '/api/me');
      await c.connect();
      c.close();
      expect(Number((await sessionOf(c))!.last_seen)).toBe(seen);
      const listed = await c.ok<{ current: boolean; lastSeen: number }[]>('GET', '/api/sessions');
      expect(listed.find((s) => s.current)!.lastSeen).toBe(seen);
    });
  });
}
