import { describe, expect, it } from 'vitest';
import { availableBackends } from './testing/backends.ts';
import { Client } from './testing/client.ts';
import { useNodes } from './testing/nodes.ts';

for (const { name, make, missing } of await availableBackends()) {
  describe.skipIf(missing !== null)(`accounts on ${name}`, () => {
    const nodes = useNodes(name, make, {}, 1);

    let n = 0;
    const freshName = () => `ann${Date.now() % 100000}x${n++}`;
    const claimed = async () => {
      const a = await Client.guest(nodes.one.url);
      const name = freshName();
      await a.ok('POST', '/api/claim', { name, password: 'correct horse' });
      const me = await a.ok<{ user: { id: string } }>('GET', '/api/me');
      return { a, name, id: me.user.id };
    };

    it('a visitor is nobody and has no sessions until asking to be a guest', async () => {
      const anon = new Client(nodes.one.url);
      expect((await anon.http('GET', '/api/me')).body).toMatchObject({ user: null });
      expect((await anon.http('GET', '/api/sessions')).status).toBe(401);
    });

    it('a guest gets a session cookie and is marked a guest', async () => {
      const a = await Client.guest(nodes.one.url);
      expect(a.cookie).toMatch(/parlour_session=/);
      const me = await a.ok<{ user: { guest: boolean } }>('GET', '/api/me');
      expect(me.user.guest).toBe(true);
    });

    it('claiming a name with a short password is refused', async () => {
      const a = await Client.guest(nodes.one.url);
      const answer = await a.http('POST', '/api/claim', { name: freshName(), password: 'short' });
      expect(answer.body).toMatchObject({ error: 'bad-request' });
    });

    it('a name is taken whatever its case', async () => {
      const { name } = await claimed();
      const b = await Client.guest(nodes.one.url);
      const answer = await b.http('POST', '/api/claim', { name: name.toUpperCase(), password: 'another one' });
      expect(answer.body).toMatchObject({ error: 'name-taken' });
    });

    it('a wrong password is refused; the right one logs in elsewhere as the same user', async () => {
      const { name, id } = await claimed();
      const other = new Client(nodes.one.url);
      const wrong = await other.http('POST', '/api/login', { name, password: 'wrong password' });
      expect(wrong.body).toMatchObject({ error: 'bad-credentials' });
      const login = await other.ok<{ user: { id: string } }>('POST', '/api/login', { name, password: 'correct horse' });
      expect(login.user.id).toBe(id);
    });

    it('a session revoked from another lists no more; logging out ends one’s own', async () => {
      const { a, name } = await claimed();
      const other = new Client(nodes.one.url);
      await other.ok('POST', '/api/login', { name, password: 'correct horse' });
      const sessions = await a.ok<{ id: string; current: boolean }[]>('GET', '/api/sessions');
      expect(sessions).toHaveLength(2);
      const elsewhere = sessions.find((s) => !s.current);
      await a.ok('DELETE', `/api/sessions/${elsewhere?.id}`);
      expect((await other.http('GET', '/api/sessions')).status).toBe(401);
      await a.ok('POST', '/api/logout');
      expect((await a.http('GET', '/api/sessions')).status).toBe(401);
    });
  });
}
