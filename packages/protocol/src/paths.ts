/**
 * Every HTTP route's method and path (`:name` marks a path parameter), without zod, so a
 * client bundles this table and not the schemas; `Routes` (routes.ts) adds each route's
 * query, body and answer, and must name exactly these routes.
 */
export const PATHS = {
  healthz: { method: 'GET', path: '/healthz' },
  readyz: { method: 'GET', path: '/readyz' },
  me: { method: 'GET', path: '/api/me' },
  guest: { method: 'POST', path: '/api/guest' },
  claim: { method: 'POST', path: '/api/claim' },
  login: { method: 'POST', path: '/api/login' },
  logout: { method: 'POST', path: '/api/logout' },
  sessions: { method: 'GET', path: '/api/sessions' },
  revokeSession: { method: 'DELETE', path: '/api/sessions/:id' },
  games: { method: 'GET', path: '/api/games' },
  tables: { method: 'GET', path: '/api/tables' },
  createTable: { method: 'POST', path: '/api/tables' },
  table: { method: 'GET', path: '/api/tables/:id' },
  join: { method: 'POST', path: '/api/tables/:id/join' },
  leave: { method: 'POST', path: '/api/tables/:id/leave' },
  start: { method: 'POST', path: '/api/tables/:id/start' },
  quickPlay: { method: 'POST', path: '/api/quickplay' },
  replay: { method: 'GET', path: '/api/tables/:id/replay' },
  chat: { method: 'GET', path: '/api/tables/:id/chat' },
  leaderboard: { method: 'GET', path: '/api/ratings/:game' },
  userRatings: { method: 'GET', path: '/api/users/:id/ratings' },
  myResults: { method: 'GET', path: '/api/me/results' },
} as const satisfies Record<string, { method: 'GET' | 'POST' | 'DELETE'; path: string }>;

export type RouteName = keyof typeof PATHS;

/** The names of a path's parameters: `/api/tables/:id/join` has `id`. */
type ParamNames<P extends string> = P extends `${string}:${infer N}/${infer Rest}`
  ? N | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer N}`
    ? N
    : never;
export type ParamsOf<K extends RouteName> = { [N in ParamNames<(typeof PATHS)[K]['path']>]: string };

/** A route's path with its parameters filled in (each one URI-encoded). */
export function pathOf<K extends RouteName>(name: K, params: ParamsOf<K>): string {
  const values: Record<string, string> = params;
  return PATHS[name].path.replace(/:([A-Za-z]+)/g, (_, key: string) => encodeURIComponent(values[key]));
}
