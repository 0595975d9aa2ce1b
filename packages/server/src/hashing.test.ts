import { describe, expect, it } from 'vitest';
import { ServerError } from './errors.ts';
import { HashGate } from './hashing.ts';

const later = () => {
  let done!: () => void;
  const promise = new Promise<void>((resolve) => {
    done = resolve;
  });
  return { promise, done };
};

describe('the password-hashing gate', () => {
  it('runs at most `concurrency` at once, queues `queue` more, and refuses the next with 503', async () => {
    const gate = new HashGate(2, 1);
    const jobs = [later(), later(), later()];
    let started = 0;
    const runs = jobs.map((j) =>
      gate.run(async () => {
        started++;
        await j.promise;
        return started;
      }),
    );
    await Promise.resolve();
    expect(started).toBe(2);
    expect(gate.busy).toEqual({ running: 2, waiting: 1 });
    const refused = await gate.run(async () => 0).catch((e) => e);
    expect(refused).toBeInstanceOf(ServerError);
    expect(refused).toMatchObject({ code: 'unavailable', status: 503 });
    jobs[0].done();
    await runs[0];
    await new Promise((r) => setImmediate(r));
    expect(started).toBe(3);
    jobs[1].done();
    jobs[2].done();
    await Promise.all(runs);
    expect(gate.busy).toEqual({ running: 0, waiting: 0 });
  });

  it('frees its slot when the work fails', async () => {
    const gate = new HashGate(1, 0);
    await expect(gate.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(async () => 7)).toBe(7);
  });
});
