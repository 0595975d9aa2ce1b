import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';

/**
 * Security headers on every answer (@fastify/helmet): scripts only from this origin and
 * never inline, no framing (clickjacking), no MIME sniffing, no referrer (invitation links
 * carry their token in the URL), and HSTS once the site is served over HTTPS (secure cookies).
 */
export async function registerHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'secureCookies' | 'allowedOrigins'>,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React sets style properties from script (allowed); no style sheet is inline.
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        // 'self' covers the WebSocket on this host (ws: and wss:) in current browsers.
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: config.secureCookies ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    // The socket's page and the API are one origin; nothing here is meant to be embedded elsewhere.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
}
