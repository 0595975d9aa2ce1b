/**
 * The HTTP routes: `Routes[name]` gives each one's method, path (`:name` marks a path
 * parameter), query, request body and response. The server registers its handlers from this
 * table (packages/server/src/routes.ts) and the web's client calls through it
 * (packages/web/src/net/api.ts), so neither side can state a route differently.
 */
import { z } from 'zod';
import {
  chatLine,
  clockSpec,
  gameInfo,
  PROTOCOL_VERSION,
  playerResult,
  rating,
  replay,
  seat,
  seatSpec,
  tableSummary,
  user,
} from './shapes.ts';

const name = z
  .string()
  .min(2)
  .max(24)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ and - only');
const password = z.string().min(8).max(200);
const GAME_REQUIRED = 'a game id is required.';

export const credentials = z.strictObject({ name, password });
/** `user` is null for a visitor with no session (GET /api/me makes no account). */
export const me = z.object({ user: user.nullable(), protocol: z.literal(PROTOCOL_VERSION) });
/** The answer to a call that leaves a session behind (the same shape as `me`, with a user). */
export const signedIn = z.object({ user, protocol: z.literal(PROTOCOL_VERSION) });
export const sessionInfo = z.object({ id: z.string(), createdAt: z.number(), lastSeen: z.number(), current: z.boolean() });

export const createTable = z.strictObject({
  game: z.string(),
  /** Seat count; defaults to `seats.length`, else the game's minimum. */
  players: z.number().int().min(1).max(16).optional(),
  options: z.record(z.string(), z.unknown()).optional(),
  /** One per seat; missing seats are open. The creator takes the first open seat. */
  seats: z.array(seatSpec).max(16).optional(),
  private: z.boolean().optional(),
  rated: z.boolean().optional(),
  clock: clockSpec.optional(),
  /** Start at once when every seat is filled (the creator and bots). */
  start: z.boolean().optional(),
});
export type CreateTable = z.infer<typeof createTable>;

export const joinTable = z.strictObject({ seat: seat.optional(), invite: z.string().max(64).optional() });
export const quickPlay = z.strictObject({
  game: z.string(),
  players: z.number().int().min(1).max(16).optional(),
  options: z.record(z.string(), z.unknown()).optional(),
  bot: z.string().optional(),
  clock: clockSpec.optional(),
});

/** An invite token, for the private tables' routes (`?invite=`). */
const inviteQuery = z.object({ invite: z.string().max(64).optional() });
const ok = z.object({ ok: z.literal(true) });

/** What every entry of `Routes` holds; a query or body that is absent is not read. */
interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

export const Routes = {
  healthz: { method: 'GET', path: '/healthz', response: z.object({ ok: z.boolean(), node: z.string() }) },
  me: { method: 'GET', path: '/api/me', response: me },
  /** Makes a guest account and its session (cookie), or answers the session's user. */
  guest: { method: 'POST', path: '/api/guest', response: signedIn },
  claim: { method: 'POST', path: '/api/claim', body: credentials, response: signedIn },
  login: { method: 'POST', path: '/api/login', body: credentials, response: signedIn },
  logout: { method: 'POST', path: '/api/logout', response: ok },
  sessions: { method: 'GET', path: '/api/sessions', response: z.array(sessionInfo) },
  revokeSession: { method: 'DELETE', path: '/api/sessions/:id', response: ok },
  games: { method: 'GET', path: '/api/games', response: z.array(gameInfo) },
  /** Public tables and mine; `status` is a comma-separated list (default open and playing). */
  tables: {
    method: 'GET',
    path: '/api/tables',
    query: z.object({ game: z.string().max(40).optional(), status: z.string().max(60).optional() }),
    response: z.array(tableSummary),
  },
  createTable: { method: 'POST', path: '/api/tables', body: createTable, response: tableSummary },
  table: { method: 'GET', path: '/api/tables/:id', query: inviteQuery, response: tableSummary },
  join: { method: 'POST', path: '/api/tables/:id/join', body: joinTable, response: tableSummary },
  leave: { method: 'POST', path: '/api/tables/:id/leave', response: tableSummary },
  start: { method: 'POST', path: '/api/tables/:id/start', response: tableSummary },
  quickPlay: { method: 'POST', path: '/api/quickplay', body: quickPlay, response: tableSummary },
  /** The seed is included once the game is over. */
  replay: { method: 'GET', path: '/api/tables/:id/replay', query: inviteQuery, response: replay },
  chat: { method: 'GET', path: '/api/tables/:id/chat', query: inviteQuery, response: z.array(chatLine) },
  leaderboard: { method: 'GET', path: '/api/ratings/:game', response: z.array(rating) },
  /** Any user's ratings, one per game they have played rated. */
  userRatings: { method: 'GET', path: '/api/users/:id/ratings', response: z.array(rating) },
  /** The caller's finished tables of one game, newest first (at most 1000). */
  myResults: {
    method: 'GET',
    path: '/api/me/results',
    query: z.object({ game: z.string({ error: GAME_REQUIRED }).min(1, GAME_REQUIRED).max(40) }),
    response: z.array(playerResult),
  },
} as const satisfies Record<string, Route>;

export type RouteName = keyof typeof Routes;
type RouteOf<K extends RouteName> = (typeof Routes)[K];

/** The names of a path's parameters: `/api/tables/:id/join` has `id`. */
type ParamNames<P extends string> = P extends `${string}:${infer N}/${infer Rest}`
  ? N | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer N}`
    ? N
    : never;
export type ParamsOf<K extends RouteName> = { [N in ParamNames<RouteOf<K>['path']>]: string };
/** What a client sends as the query (absent: the route reads none). */
export type QueryOf<K extends RouteName> = RouteOf<K> extends { query: infer Q extends z.ZodType } ? z.input<Q> : undefined;
/** What a client sends as the body (absent: the route reads none; writes still send `{}`). */
export type BodyOf<K extends RouteName> = RouteOf<K> extends { body: infer B extends z.ZodType } ? z.input<B> : undefined;
export type ResponseOf<K extends RouteName> = z.infer<RouteOf<K>['response']>;

/** A route's path with its parameters filled in (each one URI-encoded). */
export function pathOf<K extends RouteName>(name: K, params: ParamsOf<K>): string {
  const values: Record<string, string> = params;
  return Routes[name].path.replace(/:([A-Za-z]+)/g, (_, key: string) => encodeURIComponent(values[key]));
}
