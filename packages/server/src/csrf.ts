import type { FastifyRequest } from 'fastify';
import type { Config } from './config.ts';
import { fail } from './errors.ts';

/** Whether an Origin header names the host the request came to. */
export function sameOrigin(origin: string, host: string | undefined): boolean {
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery: a state-changing request (POST, PUT, PATCH, DELETE) must be
 * JSON — an HTML form cannot send `application/json`, and a cross-site `fetch` that does
 * needs a preflight this server never grants — and must come from this site when the
 * browser says where it comes from: `Sec-Fetch-Site` same-origin (or `none`, typed by the
 * user), and an `Origin` of this host or of `ALLOWED_ORIGINS`. A request with neither
 * header is not from a browser (curl, the test client), which cannot ride a cookie it does
 * not hold. A sibling subdomain is same-site but not same-origin: refused.
 */
export function checkWrite(req: FastifyRequest, config: Pick<Config, 'allowedOrigins'>): void {
  if (SAFE.has(req.method)) return;
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none')
    fail('cross-site', `A ${site} request may not change anything here.`, 403);
  const origin = req.headers.origin;
  if (origin !== undefined && !sameOrigin(origin, req.headers.host) && !config.allowedOrigins.includes(origin))
    fail('cross-site', 'Requests from another site may not change anything here.', 403);
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json')
    fail('cross-site', 'Send changes as JSON (Content-Type: application/json), with {} for no body.', 403);
}
