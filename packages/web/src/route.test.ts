import { describe, expect, it } from 'vitest';
import { href, parseRoute, type Route } from './route.ts';

describe('routes', () => {
  it('round-trips every page through the hash', () => {
    const routes: Route[] = [
      { page: 'lobby' },
      { page: 'create', game: 'wooly-bully' },
      { page: 'table', id: 'a b', invite: 'x/y' },
      { page: 'table', id: 't1' },
      { page: 'rules', game: 'bluff' },
      { page: 'replay', id: 'r9' },
      { page: 'replays' },
      { page: 'profile' },
    ];
    for (const route of routes)
      expect(parseRoute(href(route))).toEqual(route.page === 'table' && !route.invite ? { ...route, invite: undefined } : route);
  });

  it('sends anything unknown to the lobby', () => {
    expect(parseRoute('#/nowhere')).toEqual({ page: 'lobby' });
    expect(parseRoute('')).toEqual({ page: 'lobby' });
    expect(parseRoute('#/table/')).toEqual({ page: 'lobby' });
  });
});
