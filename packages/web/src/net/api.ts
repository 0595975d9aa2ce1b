// Types only from the package's root (its zod schemas stay out of the first download); the
// routes' methods and paths from its zod-free table.
import type { BodyOf, HttpError, QueryOf, ResponseOf } from '@parlour/protocol';
import { PATHS, type ParamsOf, pathOf, type RouteName } from '@parlour/protocol/paths';

/** A refused HTTP call, carrying the server's error code. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * What a call to route `K` sends, as the protocol's table states it: the path's parameters,
 * the query and the body, each present exactly when the route has one.
 */
type Input<K extends RouteName> = (keyof ParamsOf<K> extends never ? unknown : { params: ParamsOf<K> }) &
  (QueryOf<K> extends undefined ? unknown : { query: QueryOf<K> }) &
  (BodyOf<K> extends undefined ? unknown : { body: BodyOf<K> });

/** Calls the route `Routes[name]`: its method and path come from the table, and so do the types. */
export async function request<K extends RouteName>(name: K, input: Input<K>): Promise<ResponseOf<K>> {
  const { params, query, body } = input as { params?: ParamsOf<K>; query?: Record<string, string | undefined>; body?: unknown };
  const method = PATHS[name].method;
  const url = pathOf(name, params ?? ({} as ParamsOf<K>)) + search(query ?? {});
  // Every state-changing request is same-origin JSON, even with nothing to say ({}): the
  // server refuses others (a form posted from another site cannot send JSON).
  const json = method !== 'GET';
  const response = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: json ? { 'content-type': 'application/json' } : {},
    body: json ? JSON.stringify(body ?? {}) : undefined,
  });
  const data = await response.json().catch(() => null);
  if (!response.ok) {
    const error = data as Partial<HttpError> | null;
    throw new ApiError(error?.error ?? 'internal', error?.message ?? response.statusText);
  }
  return data as ResponseOf<K>;
}

/** `?a=1&b=2` of the parameters that are set, or nothing. */
const search = (params: Record<string, string | undefined>): string => {
  const entries = Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return entries.length ? `?${new URLSearchParams(entries)}` : '';
};

/** The routes the pages call, with the arguments they have at hand. */
export const api = {
  /** Who we are; null before a guest account is needed (asking makes none). */
  me: () => request('me', {}),
  /** Makes the guest account (and its cookie), or answers the signed-in user. */
  guest: () => request('guest', {}),
  claim: (name: string, password: string) => request('claim', { body: { name, password } }),
  login: (name: string, password: string) => request('login', { body: { name, password } }),
  logout: () => request('logout', {}),
  games: () => request('games', {}),
  tables: (query: QueryOf<'tables'> = {}) => request('tables', { query }),
  table: (id: string, invite?: string) => request('table', { params: { id }, query: { invite } }),
  createTable: (body: BodyOf<'createTable'>) => request('createTable', { body }),
  join: (id: string, body: BodyOf<'join'> = {}) => request('join', { params: { id }, body }),
  leave: (id: string) => request('leave', { params: { id } }),
  start: (id: string) => request('start', { params: { id } }),
  quickPlay: (body: BodyOf<'quickPlay'>) => request('quickPlay', { body }),
  replay: (id: string, invite?: string) => request('replay', { params: { id }, query: { invite } }),
  chat: (id: string, invite?: string) => request('chat', { params: { id }, query: { invite } }),
  myResults: (game: string) => request('myResults', { query: { game } }),
  ratings: (userId: string) => request('userRatings', { params: { id: userId } }),
};
