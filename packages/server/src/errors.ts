import { isRuleError } from '@parlour/engine';
import type { ErrorCode } from '@parlour/protocol';
import { isOutage } from './store/outage.ts';

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

/** The code and message to send for any error; unknown errors are `internal` and say nothing more. */
export function describe(e: unknown): { code: ErrorCode; message: string; status: number; internal: boolean } {
  if (e instanceof ServerError) return { code: e.code, message: e.message, status: e.status, internal: false };
  if (isRuleError(e)) return { code: e.code, message: e.message, status: 400, internal: false };
  // The database is restarting or failing over: nothing was acknowledged, so try again.
  if (isOutage(e)) return { code: 'unavailable', message: UNAVAILABLE, status: 503, internal: false };
  return { code: 'internal', message: 'Something went wrong on the server.', status: 500, internal: true };
}

export const UNAVAILABLE = 'The database is out of reach for a moment; nothing was saved. Try again shortly.';
