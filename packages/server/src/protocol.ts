/**
 * The wire protocol between a Parlour client and the server: every HTTP route's request
 * and response, every WebSocket message in both directions. This file is the public
 * interface (docs/protocol.md explains it); it grows by adding, never by renaming.
 *
 * All bodies are JSON. The session is an httpOnly cookie (`parlour_session`) set by the
 * first call to `GET /api/me`; the WebSocket at `/ws` uses the same cookie.
 */
import { z } from 'zod';

export const PROTOCOL_VERSION = 1;
export const SESSION_COOKIE = 'parlour_session';
/** Largest WebSocket frame the server reads; a bigger one is answered `too-large`. */
export const MAX_FRAME_BYTES = 16 * 1024;
export const MAX_CHAT_LENGTH = 500;

/** Codes the server closes a WebSocket with (besides 1001, shutting down). */
export const CLOSE_CODES = {
  /** The socket's session was revoked (logout, "log out elsewhere"): sign in again. */
  sessionRevoked: 4001,
  /** The user already holds as many sockets as a node allows (`WS_PER_USER`). */
  tooManySockets: 4008,
  /** The socket did not read what it was sent: its outgoing buffer passed `WS_BUFFER_MAX`. */
  tooSlow: 4009,
} as const;

// ---------------------------------------------------------------------------------------
// Shared shapes

export const seat = z.number().int().min(0).max(15);
export const tableId = z.string().min(1).max(40);
export const seq = z.number().int().min(0);
/** A client's own reference for a message, echoed in `ack` and `error`. */
export const ref = z.union([z.string().max(64), z.number()]).optional();

export const user = z.object({
  id: z.string(),
  name: z.string(),
  /** A guest has no password yet; it may claim a name. */
  guest: z.boolean(),
});
export type User = z.infer<typeof user>;

export const clockSpec = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('none') }),
  /** Seconds per move, plus a reserve that is spent once a move's time is up. */
  z.strictObject({
    kind: z.literal('realtime'),
    perMove: z
      .number()
      .int()
      .min(1)
      .max(60 * 60),
    reserve: z
      .number()
      .int()
      .min(0)
      .max(60 * 60),
  }),
  /** Correspondence play: seconds per move (hours or days). */
  z.strictObject({
    kind: z.literal('turn'),
    perMove: z
      .number()
      .int()
      .min(60)
      .max(30 * 86400),
  }),
]);
export type ClockSpec = z.infer<typeof clockSpec>;

/** The clock as a client sees it: who is on move until when, and what reserve is left. */
export const clockState = z.object({
  spec: clockSpec,
  /** Epoch milliseconds at which the actors' time runs out; null when nobody is on a clock. */
  deadline: z.number().nullable(),
  /** Per seat, reserve milliseconds left (realtime clocks). */
  reserves: z.array(z.number()),
});
export type ClockState = z.infer<typeof clockState>;

export const seatSpec = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('open') }),
  /** A bot level (see `GameInfo.levels`) or a bot by the name the game's registry gives it (`GameInfo.bots`). */
  z.strictObject({ kind: z.literal('bot'), bot: z.string().min(1).max(40) }),
]);
export type SeatSpec = z.infer<typeof seatSpec>;

export const seatInfo = z.object({
  seat,
  kind: z.enum(['open', 'human', 'bot']),
  /** The player's user (humans), or null. */
  user: user.nullable(),
  /** The bot's name (bots, also a human replaced by a bot after leaving or timing out). */
  bot: z.string().nullable(),
  /** A human replaced by a bot: the result does not count for them. */
  replaced: z.boolean(),
  /** Replaced because two turns in a row ran out of time (not a resignation): its user may `reclaim` it while the game goes on. */
  timedOut: z.boolean().optional(),
});
export type SeatInfo = z.infer<typeof seatInfo>;

export const tableStatus = z.enum(['open', 'playing', 'over', 'abandoned']);
export type TableStatus = z.infer<typeof tableStatus>;

export const tableSummary = z.object({
  id: tableId,
  game: z.string(),
  title: z.string(),
  players: z.number().int(),
  options: z.record(z.string(), z.unknown()),
  status: tableStatus,
  private: z.boolean(),
  rated: z.boolean(),
  clock: clockSpec,
  seats: z.array(seatInfo),
  /** The seat(s) of the calling user at this table. */
  mySeats: z.array(seat),
  seq,
  createdBy: z.string(),
  createdAt: z.number(),
  /** sha256 hex of the seed, published when the table starts; null while open. */
  seedHash: z.string().nullable(),
  /** The seed itself, published once the game is over. */
  seed: z.string().nullable(),
  /** For private tables, only to their players: the token that lets others in (`?invite=`). */
  invite: z.string().nullable(),
});
export type TableSummary = z.infer<typeof tableSummary>;

export const result = z.object({
  places: z.array(z.number()),
  scores: z.array(z.number()),
  outcome: z.enum(['won', 'lost']).optional(),
  details: z.record(z.string(), z.unknown()).optional(),
});

export const optionDescription = z.object({
  name: z.string(),
  label: z.string(),
  description: z.string().optional(),
  default: z.unknown(),
  /** JSON Schema of the option, for rendering a control. */
  schema: z.unknown(),
});

export const gameInfo = z.object({
  id: z.string(),
  title: z.string(),
  players: z.object({ min: z.number().int(), max: z.number().int() }),
  options: z.array(optionDescription),
  /** The bot levels a player chooses from, weakest first; a seat may name a level or a bot. */
  levels: z.array(z.string()),
  /** Every bot by name (for the arena and tests; players choose levels). */
  bots: z.array(z.string()),
  /** Whether tables of this game offer undo, redo, restart and hint (single-player games). */
  solo: z.boolean(),
});
export type GameInfo = z.infer<typeof gameInfo>;

/** One entry of a table's log. Undo, redo and restart are logged like moves (solo tables). */
export const logEntry = z.object({
  seq: z.number().int().min(1),
  type: z.enum(['move', 'undo', 'redo', 'restart']),
  seat: seat.nullable(),
  move: z.unknown().nullable(),
  /** Who made it: a human, a bot, the clock's timeout move, or the game's auto-play (Bisley). */
  by: z.enum(['human', 'bot', 'timeout', 'auto']),
  at: z.number(),
});
export type LogEntry = z.infer<typeof logEntry>;

export const replay = z.object({
  protocol: z.literal(PROTOCOL_VERSION),
  table: tableSummary,
  /** Present once the game is over: re-run `setup(players, options, seed)` and the log. */
  seed: z.string().nullable(),
  seedHash: z.string().nullable(),
  entries: z.array(logEntry),
  result: result.nullable(),
});
export type Replay = z.infer<typeof replay>;

/** One finished table of a player's, for their statistics (`GET /api/me/results`). */
export const playerResult = z.object({
  table: tableId,
  seat,
  options: z.record(z.string(), z.unknown()),
  result,
  finishedAt: z.number(),
});
export type PlayerResult = z.infer<typeof playerResult>;

export const rating = z.object({
  user: user,
  game: z.string(),
  mu: z.number(),
  sigma: z.number(),
  /** The conservative figure the leaderboard sorts by (mu - 3 sigma). */
  ordinal: z.number(),
  games: z.number().int(),
});
export type Rating = z.infer<typeof rating>;

export const chatLine = z.object({
  table: tableId,
  from: user,
  /** Plain text; clients must never render it as HTML. */
  text: z.string(),
  at: z.number(),
});
export type ChatLine = z.infer<typeof chatLine>;

// ---------------------------------------------------------------------------------------
// Error codes (HTTP bodies and WebSocket `error` messages)

export const ERROR_CODES = [
  // the message itself
  'bad-json',
  'too-large',
  'bad-message',
  'unknown-type',
  'rate-limited',
  'bad-request',
  // who you are
  'unauthorized',
  'forbidden',
  /** A state-changing HTTP request from another site, or not JSON (403). */
  'cross-site',
  'bad-credentials',
  'name-taken',
  /** A name kept back from players (admin, guest-…, the bots' and levels' names). */
  'name-reserved',
  'already-claimed',
  // tables
  'not-found',
  'not-seated',
  'seat-taken',
  'table-full',
  'not-open',
  'not-started',
  'stale-seq',
  'no-undo',
  'no-redo',
  'bad-bot',
  'bad-game',
  'too-many-tables',
  // the game's own refusals (RuleError codes)
  'not-your-turn',
  'illegal-move',
  'game-over',
  'bad-move',
  'bad-options',
  'bad-players',
  // the server
  'unavailable',
  'internal',
] as const;
export const errorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCode>;

/** The body of every failed HTTP call (status 4xx/5xx). */
export const httpError = z.object({ error: errorCode, message: z.string() });
export type HttpError = z.infer<typeof httpError>;

// ---------------------------------------------------------------------------------------
// HTTP routes. `Routes[name]` gives method, path, request body (or query) and response.

const name = z
  .string()
  .min(2)
  .max(24)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ and - only');
const password = z.string().min(8).max(200);

export const credentials = z.strictObject({ name, password });
/** `user` is null for a visitor with no session (GET /api/me makes no account). */
export const me = z.object({ user: user.nullable(), protocol: z.literal(PROTOCOL_VERSION) });
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

export const Routes = {
  healthz: { method: 'GET', path: '/healthz', response: z.object({ ok: z.boolean(), node: z.string() }) },
  me: { method: 'GET', path: '/api/me', response: me },
  /** Makes a guest account and its session (cookie), or answers the session's user. */
  guest: { method: 'POST', path: '/api/guest', response: me },
  claim: { method: 'POST', path: '/api/claim', body: credentials, response: me },
  login: { method: 'POST', path: '/api/login', body: credentials, response: me },
  logout: { method: 'POST', path: '/api/logout', response: z.object({ ok: z.literal(true) }) },
  sessions: { method: 'GET', path: '/api/sessions', response: z.array(sessionInfo) },
  revokeSession: { method: 'DELETE', path: '/api/sessions/:id', response: z.object({ ok: z.literal(true) }) },
  games: { method: 'GET', path: '/api/games', response: z.array(gameInfo) },
  /** Query: `game` (optional), `status` (optional; default open and playing). Public tables and mine. */
  tables: { method: 'GET', path: '/api/tables', response: z.array(tableSummary) },
  createTable: { method: 'POST', path: '/api/tables', body: createTable, response: tableSummary },
  /** Query: `invite` for private tables. */
  table: { method: 'GET', path: '/api/tables/:id', response: tableSummary },
  join: { method: 'POST', path: '/api/tables/:id/join', body: joinTable, response: tableSummary },
  leave: { method: 'POST', path: '/api/tables/:id/leave', response: tableSummary },
  start: { method: 'POST', path: '/api/tables/:id/start', response: tableSummary },
  quickPlay: { method: 'POST', path: '/api/quickplay', body: quickPlay, response: tableSummary },
  /** Query: `invite` for private tables. The seed is included once the game is over. */
  replay: { method: 'GET', path: '/api/tables/:id/replay', response: replay },
  chat: { method: 'GET', path: '/api/tables/:id/chat', response: z.array(chatLine) },
  leaderboard: { method: 'GET', path: '/api/ratings/:game', response: z.array(rating) },
  myRatings: { method: 'GET', path: '/api/users/:id/ratings', response: z.array(rating) },
  /** Query: `game` (required). The caller's finished tables of that game, newest first (at most 1000). */
  myResults: { method: 'GET', path: '/api/me/results', response: z.array(playerResult) },
} as const;

// ---------------------------------------------------------------------------------------
// WebSocket `/ws`: client -> server

const base = { id: ref };

export const clientMessage = z.discriminatedUnion('type', [
  /** Optional first message; the server answers `welcome`. */
  z.strictObject({ type: z.literal('hello'), v: z.number().int(), ...base }),
  /**
   * Watch a table (as its player where the user holds a seat, else as a spectator).
   * `since` is the last seq the client has: the answer's `events` are those it missed.
   */
  z.strictObject({
    type: z.literal('subscribe'),
    table: tableId,
    since: seq.optional(),
    invite: z.string().max(64).optional(),
    /**
     * false: `legal` is always sent empty (a client that works out its own moves from the
     * view, e.g. Bluff's card picker, saves the server listing a thousand of them).
     */
    legal: z.boolean().optional(),
    /**
     * true: after the first state, each state carries `patch` (the changes to the view
     * last sent on this subscription) instead of the whole `view`.
     */
    patches: z.boolean().optional(),
    ...base,
  }),
  z.strictObject({ type: z.literal('unsubscribe'), table: tableId, ...base }),
  /**
   * A move for `seat` (default: the user's only seat at the table), made at `seq` (the
   * seq of the last `state` the client saw).
   */
  z.strictObject({ type: z.literal('move'), table: tableId, seq, move: z.unknown(), seat: seat.optional(), ...base }),
  /** Solo tables: undo, redo, restart (logged with their own seq). */
  z.strictObject({ type: z.enum(['undo', 'redo', 'restart']), table: tableId, seq, ...base }),
  /** Solo tables: ask for a suggested move; answered with `hint`. */
  z.strictObject({ type: z.literal('hint'), table: tableId, ...base }),
  z.strictObject({ type: z.literal('chat'), table: tableId, text: z.string().min(1).max(MAX_CHAT_LENGTH), ...base }),
  /** Stop (or, with `mute: false`, start again) being sent `user`'s chat lines at this table; answered `ack`. */
  z.strictObject({
    type: z.literal('mute'),
    table: tableId,
    user: z.string().min(1).max(40),
    mute: z.boolean().optional(),
    ...base,
  }),
  z.strictObject({ type: z.literal('ping'), ...base }),
  /** Take back the seat a bot took when the user's time ran out (`timedOut`); answered `ack`. */
  z.strictObject({ type: z.literal('reclaim'), table: tableId, ...base }),
]);
export type ClientMessage = z.infer<typeof clientMessage>;
export const CLIENT_TYPES = [
  'hello',
  'subscribe',
  'unsubscribe',
  'move',
  'undo',
  'redo',
  'restart',
  'hint',
  'chat',
  'mute',
  'ping',
  'reclaim',
];

// ---------------------------------------------------------------------------------------
// WebSocket: server -> client

const path = z.array(z.union([z.string(), z.number().int().nonnegative()]));
/** One operation of a view patch (see @parlour/engine's patch.ts): set, append, delete. */
export const patchOp = z.union([
  z.strictObject({ p: path, v: z.unknown() }),
  z.strictObject({ p: path, a: z.array(z.unknown()) }),
  z.strictObject({ p: path, d: z.literal(1) }),
]);

export const gameEvent = z.looseObject({ type: z.string(), to: z.union([z.literal('all'), z.array(seat)]) });

export const serverMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('welcome'), v: z.literal(PROTOCOL_VERSION), user, node: z.string() }),
  /**
   * The table as this socket may see it after `seq`: the viewer's `view` (seat null for a
   * spectator), that seat's `legal` moves (empty unless it is an actor), and the events
   * since the client's last state, already filtered to this viewer's audience.
   */
  z.object({
    type: z.literal('state'),
    table: tableId,
    seq,
    seat: seat.nullable(),
    /** The whole view; absent when `patch` is sent instead. */
    view: z.unknown(),
    /** For a `patches` subscription: the operations turning the last view into this one. */
    patch: z.array(patchOp).optional(),
    legal: z.array(z.unknown()),
    /**
     * Set when the seat's legal list was longer than the server sends (`LEGAL_LIMIT`, 1,000
     * by default): how many moves there are. `legal` is then empty; work them out from the view.
     */
    legalOmitted: z.number().int().optional(),
    actors: z.array(seat),
    events: z.array(gameEvent),
    clock: clockState.nullable(),
    status: tableStatus,
    result: result.nullable(),
    /** Solo tables: whether undo and redo are possible now. */
    canUndo: z.boolean().optional(),
    canRedo: z.boolean().optional(),
    /** The client's `id` of the move that produced this state, to that client only. */
    ack: ref,
  }),
  /** Seats, status or seed changed (join, leave, start, bot replacement, end). */
  z.object({ type: z.literal('table'), table: tableSummary }),
  z.object({ type: z.literal('chat'), line: chatLine }),
  z.object({
    type: z.literal('hint'),
    table: tableId,
    seq,
    move: z.unknown().nullable(),
    /** Whether the game can still be won from this position ("is it winnable?"). */
    verdict: z.enum(['winnable', 'unwinnable', 'undecided']),
    id: ref,
  }),
  z.object({ type: z.literal('ack'), id: ref, table: tableId.optional(), seq: seq.optional() }),
  z.object({ type: z.literal('error'), code: errorCode, message: z.string(), id: ref, table: tableId.optional() }),
  z.object({ type: z.literal('pong'), id: ref, now: z.number() }),
]);
export type ServerMessage = z.infer<typeof serverMessage>;
export type StateMessage = Extract<ServerMessage, { type: 'state' }>;
