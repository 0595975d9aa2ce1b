import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../config.ts';
import { type RunningServer, startServer } from '../server.ts';
import { type Backend, sqliteBackend } from '../testing/backends.ts';
import { Client } from '../testing/client.ts';

const defaults = configFromEnv({});

describe('login throttling', () => {
  let backend: Backend;
  let server: RunningServer;
  const name = 'Victim';
  beforeAll(async () => {
    backend = sqliteBackend();
    // The shipped limits; the proxy header lets one test speak for many addresses.
    server = await startServer(
      backend.config({
        loginsPerAddress: defaults.loginsPerAddress,
        loginFailuresPerAccount: defaults.loginFailuresPerAccount,
        trustProxy: true,
        hashConcurrency: 1,
        hashQueue: 2,
      }),
    );
    for (const who of [name, 'Target']) {
      const owner = await Client.guest(server.url);
      await owner.ok('POST', '/api/claim', { name: who, password: 'correct horse' });
    }
  });
  afterAll(async () => {
    await server?.stop();
    await backend?.cleanup();
  });

  const login = (password: string, from: string, who = name) =>
    fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify({ name: who, password }),
    });

  it('40 wrong guesses in a row from one address: at least 20 are 429 with Retry-After', async () => {
    let limited = 0;
    for (let i = 0; i < 40; i++) {
      const r = await login(`wrong guess ${i}`, '203.0.113.1', `someone${i}`);
      if (r.status === 429) {
        expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await r.json()).toMatchObject({ error: 'rate-limited' });
        limited++;
      } else expect(r.status).toBe(401);
    }
    expect(limited).toBeGreaterThanOrEqual(20);
  });

  it('wrong guesses at one account from many addresses lock that account, unheard', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 40; i++) {
      const r = await login(`wrong guess ${i}`, `198.51.100.${i + 1}`);
      answers.push(r.status);
      if (r.status === 429) expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(60);
    }
    expect(answers.filter((s) => s === 401)).toHaveLength(defaults.loginFailuresPerAccount);
    expect(answers.filter((s) => s === 429)).toHaveLength(40 - defaults.loginFailuresPerAccount);
    // Another account is untouched.
    expect((await login('wrong again', '192.0.2.9', 'Nobody1')).status).toBe(401);
  });

  it('hashes a bounded number of passwords at once: beyond the queue, 503 with Retry-After', async () => {
    // Made-up names cost no hash: all refused as wrong, none turned away as busy.
    const unknown = await Promise.all(
      Array.from({ length: 24 }, (_, i) => login('wrong guess', `100.64.1.${i + 1}`, `flood${i}`).then((r) => r.status)),
    );
    expect(unknown).toEqual(unknown.map(() => 401));
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        login('wrong guess', `100.64.0.${i + 1}`, 'Target').then((r) => {
          if (r.status === 503) expect(r.headers.get('retry-after')).toBe('1');
          return r.status;
        }),
      ),
    );
    expect(answers.filter((s) => s === 503).length).toBeGreaterThan(0);
    expect(answers.filter((s) => s === 401).length).toBeGreaterThanOrEqual(1);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
