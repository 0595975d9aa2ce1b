import { isRuleError } from '@parlour/engine';
import type { ErrorCode } from '@parlour/protocol';
import type { Logger } from 'pino';
import { oncePer } from './bounded.ts';
import { FULL_WARN_MS, isFull, isOutage } from './store/outage.ts';

/** A refusal the client is told about: a protocol error code and a message for a person. */
export class ServerError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = 'ServerError';
  }
}

/** Refuses the request. A declared function, so the compiler knows nothing runs after it (and narrows). */
export function fail(code: ErrorCode, message: string, status = 400): never {
  throw new ServerError(code, message, status);
}

/**
 * The code and message to send for any error, and how the node logs it (`log`): unknown
 * errors are `internal`, say nothing more, and are logged as errors; a full store is
 * logged as a warning, at most once a FULL_WARN_MS; the rest not at all.
 */
export function describe(e: unknown): { code: ErrorCode; message: string; status: number; log: 'error' | 'warn' | null } {
  if (e instanceof ServerError) return { code: e.code, message: e.message, status: e.status, log: null };
  if (isRuleError(e)) return { code: e.code, message: e.message, status: 400, log: null };
  // The database is restarting or failing over: nothing was acknowledged, so try again.
  if (isOutage(e)) return { code: 'unavailable', message: UNAVAILABLE, status: 503, log: null };
  if (isFull(e)) return { code: 'unavailable', message: FULL, status: 503, log: warnFull() ? 'warn' : null };
  return { code: 'internal', message: 'Something went wrong on the server.', status: 500, log: 'error' };
}

export const UNAVAILABLE = 'The database is out of reach for a moment; nothing was saved. Try again shortly.';
const FULL = 'The server has no room to save anything just now; nothing was saved. Try again later.';

const warnFull = oncePer(FULL_WARN_MS);

/**
 * Describes a failure and logs it as `describe` ranks it (an unknown error in full, a full
 * store once a minute, a refusal not at all); returns the description, for the answer.
 * Described once: a full store's warning is given by the first description in a while.
 */
export function logFailure(
  log: Pick<Logger, 'error' | 'warn'>,
  err: unknown,
  fields: object,
  message: string,
): ReturnType<typeof describe> {
  const d = describe(err);
  if (d.log) log[d.log]({ err, ...fields }, message);
  return d;
}
