import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../config.ts';
import { type RunningServer, startServer } from '../server.ts';
import type { Backend } from './backends.ts';

/** The nodes of one describe block, there from its `beforeAll` on. */
export interface Nodes {
  backend: Backend;
  /** The node tests talk to first. */
  one: RunningServer;
  /**
   * Another node on the same store and bus (PostgreSQL + Redis), so a test can put a
   * socket elsewhere; on SQLite, whose data folder has one writer, the same node again.
   */
  two: RunningServer;
}

/**
 * Starts the nodes a describe block runs against (`count` 1: only `one`) before its tests
 * and stops them, and the backend, after; the fields are filled in when `beforeAll` runs.
 */
export function useNodes(name: string, make: () => Backend, overrides: Partial<Config> = {}, count: 1 | 2 = 2): Nodes {
  const nodes = {} as Nodes;
  beforeAll(async () => {
    nodes.backend = make();
    nodes.one = await startServer(nodes.backend.config({ node: `${name}-one`, ...overrides }));
    nodes.two =
      count === 1 || nodes.backend.name === 'sqlite'
        ? nodes.one
        : await startServer(nodes.backend.config({ node: `${name}-two`, ...overrides }));
  });
  afterAll(async () => {
    if (nodes.two !== nodes.one) await nodes.two?.stop();
    await nodes.one?.stop();
    await nodes.backend?.cleanup();
  });
  return nodes;
}
