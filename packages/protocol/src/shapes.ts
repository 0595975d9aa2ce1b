/** The shapes that HTTP replies and WebSocket messages share. */
import { z } from 'zod';
import { PROTOCOL_VERSION } from './constants.ts';

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

/** A table's life: open for seats, being played, finished. */
export const tableStatus = z.enum(['open', 'playing', 'over']);
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
  /**
   * Each level's rating from the bots' arena, on the scale of players' ratings (none for the
   * solitaire). Optional: a node older than this field (during a rolling upgrade) omits it.
   */
  ratings: z.record(z.string(), z.number()).optional(),
  /** Every bot by name (for the arena and tests; players choose levels). */
  bots: z.array(z.string()),
  /** Whether tables of this game offer undo, redo, restart and hint (single-player games). */
  solo: z.boolean(),
});
export type GameInfo = z.infer<typeof gameInfo>;

/** One entry of a table's log. Undo, redo and restart are logged like moves (solo tables). */
export const replayEntry = z.object({
  seq: z.number().int().min(1),
  type: z.enum(['move', 'undo', 'redo', 'restart']),
  seat: seat.nullable(),
  move: z.unknown().nullable(),
  /** Who made it: a human, a bot, the clock's timeout move, or the game's auto-play (Bisley). */
  by: z.enum(['human', 'bot', 'timeout', 'auto']),
  at: z.number(),
});
export type ReplayEntry = z.infer<typeof replayEntry>;

export const replay = z.object({
  protocol: z.literal(PROTOCOL_VERSION),
  table: tableSummary,
  /** Present once the game is over: re-run `setup(players, options, seed)` and the log. */
  seed: z.string().nullable(),
  seedHash: z.string().nullable(),
  entries: z.array(replayEntry),
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
