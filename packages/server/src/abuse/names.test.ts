import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../server.ts';
import { type Backend, sqliteBackend } from '../testing/backends.ts';
import { Client } from '../testing/client.ts';

describe('claiming a name', () => {
  let backend: Backend;
  let server: RunningServer;
  beforeAll(async () => {
    backend = sqliteBackend();
    server = await startServer(backend.config());
  });
  afterAll(async () => {
    await server?.stop();
    await backend?.cleanup();
  });

  it('refuses admin, guest-shaped, bot and level names in any case, and keeps the guest a guest', async () => {
    const c = await Client.guest(server.url);
    for (const name of [
      'admin',
      'Admin',
      'ROOT',
      'guest-abcdef',
      'Guest_ABCDEF',
      'sharp',
      'Greedy',
      'hard',
      'parlour',
      'Moderator',
    ]) {
      const r = await c.http('POST', '/api/claim', { name, password: 'correct horse' });
      expect(r.status, name).toBe(409);
      expect(r.body, name).toMatchObject({ error: 'name-reserved' });
    }
    expect(await c.ok('GET', '/api/me')).toMatchObject({ user: { guest: true } });
    await c.ok('POST', '/api/claim', { name: 'Walker', password: 'correct horse' });
  });
});
