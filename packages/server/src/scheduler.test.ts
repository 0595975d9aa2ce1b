import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { memoryBus } from './bus.ts';
import { configFromEnv } from './config.ts';
import { arm, resume } from './scheduler.ts';
import { Availability } from './store/outage.ts';
import type { Store } from './store/store.ts';
import { Tables } from './tables.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A store whose first claim waits until the test answers it, and which records every
 * claim: `claimOne(id, from, to)` moves a table's due time from `from` to `to`.
 */
function claimingStore() {
  const claims: { id: string; from: number; to: number }[] = [];
  let answer: (rows: { id: string }[]) => void = () => {};
  const pending = new Promise<{ id: string }[]>((r) => {
    answer = r;
  });
  const store = {
    dialect: 'sqlite',
    availability: new Availability(async () => {}),
    results: { unrecorded: async () => [] },
    claimOne: async (id: string, from: number, to: number) => {
      claims.push({ id, from, to });
      return claims.length === 1 ? (await pending).length > 0 : true;
    },
    claimDue: async (_now: number, _limit: number, until: number) => {
      claims.push({ id: '*', from: 0, to: until });
      return pending;
    },
  } as unknown as Store;
  const t = new Tables(
    store,
    memoryBus(),
    { ...configFromEnv({}), botWorkers: 0, claimLeaseMs: 60_000 },
    pino({ level: 'silent' }),
  );
  return { t, claims, answer };
}

async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !done(); i++) await sleep(5);
}

describe('a node that stops while a claim is under way', () => {
  it("hands a timer's claim back, due now, instead of leaving the table to wait out the lease", async () => {
    const { t, claims, answer } = claimingStore();
    arm(t, 'x', Date.now());
    await until(() => claims.length === 1);
    // The claim is counted in flight, so a stop waits for it.
    expect(t.inFlight).toBe(1);
    const lease = claims[0].to;
    t.closing = true;
    const stoppedAt = Date.now();
    answer([{ id: 'x' }]);
    await until(() => claims.length === 2);
    expect(claims[1]).toMatchObject({ id: 'x', from: lease });
    expect(claims[1].to).toBeGreaterThanOrEqual(stoppedAt);
    expect(claims[1].to).toBeLessThan(lease);
    await until(() => t.inFlight === 0);
    expect(t.inFlight).toBe(0);
  });

  it("hands a sweep's claims back the same way", async () => {
    const { t, claims, answer } = claimingStore();
    resume(t);
    await until(() => claims.length === 1);
    expect(t.inFlight).toBe(1);
    const lease = claims[0].to;
    t.closing = true;
    answer([{ id: 'y' }, { id: 'z' }]);
    await until(() => claims.length === 3);
    expect(claims.slice(1).map((c) => [c.id, c.from])).toEqual([
      ['y', lease],
      ['z', lease],
    ]);
    await until(() => t.inFlight === 0);
    expect(t.inFlight).toBe(0);
  });
});
