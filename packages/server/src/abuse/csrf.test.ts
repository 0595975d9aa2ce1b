import type { TableSummary } from '@parlour/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../server.ts';
import { type Backend, sqliteBackend } from '../testing/backends.ts';
import { Client } from '../testing/client.ts';

describe('state-changing requests from another site', () => {
  let backend: Backend;
  let server: RunningServer;
  let host: string;
  beforeAll(async () => {
    backend = sqliteBackend();
    server = await startServer(backend.config());
    host = new URL(server.url).host;
  });
  afterAll(async () => {
    await server?.stop();
    await backend?.cleanup();
  });

  /** A request as a browser would send it, with the victim's cookie attached. */
  const send = (c: Client, path: string, headers: Record<string, string>, body?: string) =>
    fetch(server.url + path, { method: 'POST', headers: { cookie: c.cookie, ...headers }, body });

  it('refuses body-less writes that are not JSON (an HTML form) and cross-origin ones, with 403', async () => {
    const c = await Client.guest(server.url);
    const table = await c.ok<TableSummary>('POST', '/api/tables', { game: 'bluff', players: 3 });
    const path = `/api/tables/${table.id}/leave`;
    const refusals: Record<string, string>[] = [
      { 'content-type': 'text/plain' },
      { 'content-type': 'application/x-www-form-urlencoded' },
      {},
      { 'content-type': 'application/json', origin: 'https://evil.example' },
      { 'content-type': 'application/json', origin: 'null' },
      { 'content-type': 'application/json', origin: `http://${host}`, 'sec-fetch-site': 'same-site' },
      { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of refusals) {
      const r = await send(c, path, headers);
      expect(r.status, JSON.stringify(headers)).toBe(403);
      expect(await r.json()).toMatchObject({ error: 'cross-site' });
    }
    for (const p of ['/api/logout', `/api/tables/${table.id}/start`])
      expect((await send(c, p, { 'content-type': 'text/plain' })).status).toBe(403);
    const del = await fetch(`${server.url}/api/sessions/x`, {
      method: 'DELETE',
      headers: { cookie: c.cookie, origin: 'https://evil.example' },
    });
    expect(del.status).toBe(403);
    // Nothing happened: still seated, still signed in.
    const after = await c.ok<TableSummary>('GET', `/api/tables/${table.id}`);
    expect(after.mySeats).toEqual([0]);
    // The same request from the page itself is taken (JSON, same origin, no body).
    const ok = await send(c, path, {
      'content-type': 'application/json',
      origin: `http://${host}`,
      'sec-fetch-site': 'same-origin',
    });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as TableSummary).mySeats).toEqual([]);
  });

  it('takes writes from a client that is no browser (no Origin, no Sec-Fetch-Site) when they are JSON', async () => {
    const c = await Client.guest(server.url);
    expect((await send(c, '/api/logout', { 'content-type': 'application/json' })).status).toBe(200);
  });
});
