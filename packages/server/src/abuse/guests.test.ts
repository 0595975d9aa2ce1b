import { describe, expect, it } from 'vitest';
import { sweepAccounts } from '../housekeeping.ts';
import { startServer } from '../server.ts';
import { availableBackends } from '../testing/backends.ts';
import { Client } from '../testing/client.ts';
import { useNodes } from '../testing/nodes.ts';

const DAY = 86_400_000;

for (const { name, make, missing } of await availableBackends()) {
  describe.skipIf(missing !== null)(`guests on ${name}`, () => {
    const nodes = useNodes(name, make, { guestsPerAddress: 5 }, 1);

    const count = async (table: 'users' | 'sessions') =>
      Number(
        (
          await nodes.one.store.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    it('a visitor without a cookie makes no account: /api/me answers nobody, public reads need no session', async () => {
      const users = await count('users');
      const sessions = await count('sessions');
      for (let i = 0; i < 300; i++) {
        const r = await fetch(`${nodes.one.url}/api/me`);
        expect(r.headers.get('set-cookie')).toBeNull();
        expect(await r.json()).toMatchObject({ user: null });
      }
      const anon = new Client(nodes.one.url);
      expect((await anon.http('GET', '/api/tables')).status).toBe(200);
      expect((await anon.http('GET', '/api/games')).status).toBe(200);
      expect((await anon.http('POST', '/api/tables', { game: 'bisley' })).status).toBe(401);
      expect(await count('users')).toBe(users);
      expect(await count('sessions')).toBe(sessions);
    });

    it('one address makes at most GUESTS_PER_ADDRESS guests an hour (429 with Retry-After)', async () => {
      const users = await count('users');
      const answers: number[] = [];
      let retryAfter: string | null = null;
      for (let i = 0; i < 12; i++) {
        const r = await fetch(`${nodes.one.url}/api/guest`, { method: 'POST', headers: { 'content-type': 'application/json' } });
        answers.push(r.status);
        if (r.status === 429) retryAfter = r.headers.get('retry-after');
      }
      expect(answers.filter((s) => s === 200)).toHaveLength(5);
      expect(answers.filter((s) => s === 429)).toHaveLength(7);
      expect(Number(retryAfter)).toBeGreaterThan(60);
      expect(await count('users')).toBe(users + 5);
    });

    it('deletes idle guests that hold nothing, and keeps those at a table and all named accounts', async () => {
      const fresh = await startServer(nodes.backend.config({ node: 'sweeper' }));
      try {
        const idle = await Client.guest(fresh.url);
        const seated = await Client.guest(fresh.url);
        await seated.ok('POST', '/api/tables', { game: 'bisley' });
        const named = await Client.guest(fresh.url);
        await named.ok('POST', '/api/claim', { name: `kept${Date.now() % 1e6}`, password: 'correct horse' });
        const ids = await Promise.all(
          [idle, seated, named].map(async (c) => (await c.ok<{ user: { id: string } }>('GET', '/api/me')).user.id),
        );
        // Two days pass without a visit.
        const then = Date.now() - 2 * DAY;
        await fresh.store.db.updateTable('users').set({ created_at: then }).where('id', 'in', ids).execute();
        await fresh.store.db
          .updateTable('sessions')
          .set({ last_seen: then, created_at: then })
          .where('user_id', 'in', ids)
          .execute();
        const swept = await sweepAccounts(fresh.store, nodes.backend.config());
        expect(swept.guests).toBeGreaterThanOrEqual(1);
        const left = await fresh.store.db.selectFrom('users').select('id').where('id', 'in', ids).execute();
        expect(left.map((r) => r.id).sort()).toEqual([ids[1], ids[2]].sort());
        expect(await fresh.store.db.selectFrom('sessions').select('id').where('user_id', '=', ids[0]).execute()).toEqual([]);
        // The seated guest still plays: its session is inside the 30 days.
        expect(await seated.ok('GET', '/api/me')).toMatchObject({ user: { id: ids[1] } });
      } finally {
        await fresh.stop();
      }
    });
  });
}
