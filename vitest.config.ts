import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    // Generous: the kit replays long games, and CI machines may be shared.
    testTimeout: 180_000,
    pool: 'forks',
    // FC_SEED (and FC_PATH) replay a property test's failure from its printed seed.
    setupFiles: ['scripts/fast-check-seed.mjs'],
  },
});
