import { describe, expect, it } from 'vitest';
import { availableBackends } from './testing/backends.ts';
import { useNodes } from './testing/nodes.ts';

/** `GET /healthz` (the process answers) and `GET /readyz` (the node takes moves), as a load balancer polls them. */
for (const { name, make, missing } of await availableBackends()) {
  describe.skipIf(missing !== null)(`health checks on ${name}`, () => {
    const nodes = useNodes(name, make, {}, 1);

    it('answers ready with its store and bus up, and not ready once it starts to shut down', async () => {
      const { one } = nodes;
      const health = await fetch(`${one.url}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ ok: true, node: `${name}-one` });

      const ready = await fetch(`${one.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ ready: true, node: `${name}-one`, store: 'up', bus: 'up', closing: false });

      // Shutting down: the room stops taking work first, while HTTP still answers.
      await one.room.close();
      const closing = await fetch(`${one.url}/readyz`);
      expect(closing.status).toBe(503);
      expect(closing.headers.get('retry-after')).toBe('1');
      expect(await closing.json()).toMatchObject({ ready: false, store: 'up', closing: true });
      // Still alive.
      expect((await fetch(`${one.url}/healthz`)).status).toBe(200);
    });
  });
}
