import { afterAll, beforeAll } from 'vitest';
import { openStore } from '../store/open.ts';
import type { Store } from '../store/store.ts';
import type { Backend } from './backends.ts';

/** A store of its own for one describe block (a fresh SQLite file or PostgreSQL schema), there from its `beforeAll` on. */
export function useStore(make: () => Backend): { store: Store } {
  const held = {} as { store: Store; backend: Backend };
  beforeAll(async () => {
    held.backend = make();
    held.store = await openStore(held.backend.config());
  });
  afterAll(async () => {
    await held.store?.close();
    await held.backend?.cleanup();
  });
  return held;
}
