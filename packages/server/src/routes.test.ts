import { pathOf, Routes } from '@parlour/protocol';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { memoryBus } from './bus.ts';
import { buildHttp } from './http.ts';
import { Revocations } from './revoke.ts';
import { Room } from './room.ts';
import { parse } from './routes.ts';
import { openStore } from './store/open.ts';
import type { Store } from './store/store.ts';
import { type Backend, sqliteBackend } from './testing/backends.ts';

describe('the HTTP routes come from the protocol table', () => {
  let backend: Backend;
  let store: Store;
  let room: Room;
  let app: FastifyInstance;

  beforeAll(async () => {
    backend = sqliteBackend();
    const config = backend.config();
    const log = pino({ level: 'silent' });
    store = await openStore(config, log);
    const bus = memoryBus();
    room = new Room(store, bus, config, log);
    app = await buildHttp(config, store, room, log, new Revocations(bus, config.node), () => 0);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await room?.close();
    await store?.close();
    await backend?.cleanup();
  });

  it.each(Object.entries(Routes))('serves %s at its method and path', (_, spec) => {
    expect(app.hasRoute({ method: spec.method, url: spec.path })).toBe(true);
  });

  it('serves no /api route the table does not state', () => {
    const stated = new Set(Object.values(Routes).map((r) => `${r.method} ${r.path}`));
    const served = app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .flatMap((line) => {
        const m = /(\/\S*) \(([^)]+)\)/.exec(line);
        return m ? m[2].split(', ').map((method) => `${method} ${m[1]}`) : [];
      })
      // Fastify answers HEAD for every GET by itself.
      .filter((r) => r.includes(' /api') && !r.startsWith('HEAD '));
    expect(served.length).toBeGreaterThan(0);
    expect(served.filter((r) => !stated.has(r))).toEqual([]);
  });

  it('refuses a query that breaks the route schema, naming the field', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/tables?status=' + 'x'.repeat(61) });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ error: 'bad-request', message: expect.stringMatching(/^status: /) });
  });
});

describe('pathOf and parse', () => {
  it('fills in and encodes path parameters', () => {
    expect(pathOf('join', { id: 'a/b c' })).toBe('/api/tables/a%2Fb%20c/join');
    expect(pathOf('leaderboard', { game: 'bully' })).toBe('/api/ratings/bully');
    expect(pathOf('me', {})).toBe('/api/me');
  });

  it('says which field is at fault, and "body" for the whole', () => {
    const refusal = (schema: z.ZodType, raw: unknown) => {
      try {
        parse(schema, raw);
      } catch (e) {
        return (e as Error).message;
      }
      return null;
    };
    expect(refusal(Routes.myResults.query, {})).toBe('game: a game id is required.');
    expect(refusal(Routes.myResults.query, { game: '' })).toBe('game: a game id is required.');
    expect(refusal(z.string(), 5)).toMatch(/^body: /);
    expect(refusal(Routes.join.body, { seat: 2 })).toBeNull();
  });
});
