import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api.ts';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** Stubs fetch with one answer and records the request the client made. */
function answer(status: number, data: unknown): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({
      url,
      method: String(init.method),
      headers: init.headers as Record<string, string>,
      body: init.body as string | undefined,
    });
    return new Response(JSON.stringify(data), { status });
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the typed client sends each route as the protocol table states it', () => {
  it.each([
    ['me', () => api.me(), 'GET', '/api/me', undefined],
    ['guest', () => api.guest(), 'POST', '/api/guest', '{}'],
    ['login', () => api.login('ann', 'correct horse'), 'POST', '/api/login', '{"name":"ann","password":"correct horse"}'],
    ['logout', () => api.logout(), 'POST', '/api/logout', '{}'],
    ['tables', () => api.tables({ game: 'bully', status: 'over' }), 'GET', '/api/tables?game=bully&status=over', undefined],
    ['tables, no query', () => api.tables(), 'GET', '/api/tables', undefined],
    ['table', () => api.table('a/b', 'tok'), 'GET', '/api/tables/a%2Fb?invite=tok', undefined],
    ['table, no invite', () => api.table('t1'), 'GET', '/api/tables/t1', undefined],
    ['join', () => api.join('t1', { invite: 'tok' }), 'POST', '/api/tables/t1/join', '{"invite":"tok"}'],
    ['leave', () => api.leave('t1'), 'POST', '/api/tables/t1/leave', '{}'],
    ['quickPlay', () => api.quickPlay({ game: 'bully', bot: 'easy' }), 'POST', '/api/quickplay', '{"game":"bully","bot":"easy"}'],
    ['replay', () => api.replay('t1'), 'GET', '/api/tables/t1/replay', undefined],
    ['myResults', () => api.myResults('bisley'), 'GET', '/api/me/results?game=bisley', undefined],
    ['ratings', () => api.ratings('u 1'), 'GET', '/api/users/u%201/ratings', undefined],
  ])('%s', async (_, call, method, url, body) => {
    const sent = answer(200, {});
    await call();
    expect(sent).toEqual([
      {
        url,
        method,
        // Writes are JSON (the server refuses anything else as cross-site); reads send no body.
        headers: method === 'GET' ? {} : { 'content-type': 'application/json' },
        body,
      },
    ]);
  });

  it("turns a refusal into an ApiError with the server's code", async () => {
    answer(409, { error: 'seat-taken', message: 'That seat is taken.' });
    const refusal = await api.join('t1').catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ code: 'seat-taken', message: 'That seat is taken.' });
  });
});
