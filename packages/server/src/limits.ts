import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config.ts';
import { fail, ServerError } from './errors.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** The window of `loginFailuresPerAccount`. */
const ACCOUNT_WINDOW = 15 * MINUTE;
/** Addresses and accounts each limiter remembers (least recently seen forgotten first). */
const REMEMBERED = 10_000;

/**
 * The request limits of the HTTP routes, counted per node in memory (@fastify/rate-limit).
 * A refused request is answered 429 `rate-limited` with `Retry-After` (seconds).
 */
export async function registerLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    cache: REMEMBERED,
    errorResponseBuilder: (_req, ctx) =>
      new ServerError('rate-limited', `Too many attempts; try again in ${ctx.after}.`, ctx.statusCode),
  });
}

/** Route options: guests one address may make per hour. */
export const guestLimit = (config: Pick<Config, 'guestsPerAddress'>) => ({
  config: { rateLimit: { max: config.guestsPerAddress, timeWindow: HOUR } },
});

/** Route options: login or claim attempts one address may make per minute. */
export const loginLimit = (config: Pick<Config, 'loginsPerAddress'>) => ({
  config: { rateLimit: { max: config.loginsPerAddress, timeWindow: MINUTE } },
});

/**
 * Wrong passwords per account, from any address: only failures count, so the owner who
 * types it right is never held back by their own logins; past the limit every attempt on
 * that account is refused unheard (no hash computed) until the window ends.
 */
export function accountGuard(app: FastifyInstance, config: Pick<Config, 'loginFailuresPerAccount'>) {
  const limiter = app.createRateLimit({
    max: config.loginFailuresPerAccount,
    timeWindow: ACCOUNT_WINDOW,
    keyGenerator: (req) => `account:${String((req.body as { name?: unknown } | null)?.name ?? '').toLowerCase()}`,
  });
  return {
    async check(req: FastifyRequest, reply: FastifyReply): Promise<void> {
      const status = await limiter(req, { increment: false });
      if (status.isAllowed || status.remaining > 0) return;
      reply.header('retry-after', status.ttlInSeconds);
      fail('rate-limited', `Too many wrong passwords for this account; try again in ${status.ttlInSeconds} s.`, 429);
    },
    async failed(req: FastifyRequest): Promise<void> {
      await limiter(req);
    },
  };
}
