import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    // Generous: the kit replays long games, and CI machines may be shared.
    testTimeout: 180_000,
    pool: 'forks',
    // At least two files at a time, even on two cores (Vitest's default is cores - 1): the
    // suite spends much of its time waiting on browsers, servers and private PostgreSQL and
    // Redis instances. On CI's two cores, 641 s instead of 856 s (7 Dec 2026).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // FC_SEED (and FC_PATH) replay a property test's failure from its printed seed.
    setupFiles: ['scripts/fast-check-seed.mjs'],
  },
});
