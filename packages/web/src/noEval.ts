import { config } from 'zod';

/**
 * zod compiles schemas with `new Function` when it may, and probes for it first; the page's
 * Content-Security-Policy (no 'unsafe-eval') refuses that, and browsers report even the
 * caught probe as a violation. Imported for its effect by every page that loads a game's
 * code (tables, replays), before any schema parses: zod then interprets instead.
 */
config({ jitless: true });
