/**
 * The HTTP routes: `Routes[name]` gives each one's method, path (`:name` marks a path
 * parameter), query, request body and response. The server registers its handlers from this
 * table (packages/server/src/routes.ts) and the web's client calls through it
 * (packages/web/src/net/api.ts), so neither side can state a route differently.
 */
import { z } from 'zod';
import { PROTOCOL_VERSION } from './constants.ts';
import { PATHS, type RouteName } from './paths.ts';
import { chatLine, clockSpec, gameInfo, playerResult, rating, replay, seat, seatSpec, tableSummary, user } from './shapes.ts';

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
  method: string;
  path: string;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

export const Routes = {
  /** The process answers (liveness). */
  healthz: { ...PATHS.healthz, response: z.object({ ok: z.boolean(), node: z.string() }) },
  /** The node takes moves (readiness): 503 while its store is out of reach or it is shutting down. */
  readyz: {
    ...PATHS.readyz,
    response: z.object({
      ready: z.boolean(),
      node: z.string(),
      store: z.enum(['up', 'down']),
      bus: z.enum(['up', 'down']),
      closing: z.boolean(),
    }),
  },
  me: { ...PATHS.me, response: me },
  /** Makes a guest account and its session (cookie), or answers the session's user. */
  guest: { ...PATHS.guest, response: signedIn },
  claim: { ...PATHS.claim, body: credentials, response: signedIn },
  login: { ...PATHS.login, body: credentials, response: signedIn },
  logout: { ...PATHS.logout, response: ok },
  sessions: { ...PATHS.sessions, response: z.array(sessionInfo) },
  revokeSession: { ...PATHS.revokeSession, response: ok },
  games: { ...PATHS.games, response: z.array(gameInfo) },
  /** Public tables and mine; `status` is a comma-separated list (default open and playing). */
  tables: {
    ...PATHS.tables,
    query: z.object({ game: z.string().max(40).optional(), status: z.string().max(60).optional() }),
    response: z.array(tableSummary),
  },
  createTable: { ...PATHS.createTable, body: createTable, response: tableSummary },
  table: { ...PATHS.table, query: inviteQuery, response: tableSummary },
  join: { ...PATHS.join, body: joinTable, response: tableSummary },
  leave: { ...PATHS.leave, response: tableSummary },
  start: { ...PATHS.start, response: tableSummary },
  quickPlay: { ...PATHS.quickPlay, body: quickPlay, response: tableSummary },
  /** The seed is included once the game is over. */
  replay: { ...PATHS.replay, query: inviteQuery, response: replay },
  chat: { ...PATHS.chat, query: inviteQuery, response: z.array(chatLine) },
  leaderboard: { ...PATHS.leaderboard, response: z.array(rating) },
  /** Any user's ratings, one per game they have played rated. */
  userRatings: { ...PATHS.userRatings, response: z.array(rating) },
  /** The caller's finished tables of one game, newest first (at most 1000). */
  myResults: {
    ...PATHS.myResults,
    query: z.object({ game: z.string({ error: GAME_REQUIRED }).min(1, GAME_REQUIRED).max(40) }),
    response: z.array(playerResult),
  },
} as const satisfies { [K in RouteName]: Route };

type RouteOf<K extends RouteName> = (typeof Routes)[K];

/** What a client sends as the query (absent: the route reads none). */
export type QueryOf<K extends RouteName> = RouteOf<K> extends { query: infer Q extends z.ZodType } ? z.input<Q> : undefined;
/** What a client sends as the body (absent: the route reads none; writes still send `{}`). */
export type BodyOf<K extends RouteName> = RouteOf<K> extends { body: infer B extends z.ZodType } ? z.input<B> : undefined;
export type ResponseOf<K extends RouteName> = z.infer<RouteOf<K>['response']>;
