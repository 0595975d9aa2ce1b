/** Error codes: the `error` of a failed HTTP call's body and of a WebSocket `error` message. */
import { z } from 'zod';

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
  /** A socket already watches WS_TABLES tables. */
  'too-many-subscriptions',
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
