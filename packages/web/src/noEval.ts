import { config } from 'zod';

/**
 * zod compiles schemas with `new Function` when it may, and probes for it first; the page's
 * Content-Security-Policy (no 'unsafe-eval') refuses that, and browsers report even the
 * caught probe as a violation. Imported first, for its effect, by the pages that load a
 * game's code (Table, Replay), so it runs before any module that parses: zod then interprets.
 */
config({ jitless: true });
