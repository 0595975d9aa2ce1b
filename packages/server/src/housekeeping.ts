import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Store } from './store/store.ts';
import { deleteIdleGuests, deleteIdleSessions } from './store/sweep.ts';

type Policy = Pick<Config, 'sessionIdleMs' | 'guestIdleMs' | 'housekeepingMs'>;

/** One sweep: idle guests that hold nothing, then idle sessions. Every node may run it; it is idempotent. */
export async function sweepAccounts(
  store: Store,
  policy: Policy,
  now = Date.now(),
): Promise<{ guests: number; sessions: number }> {
  const guests = await deleteIdleGuests(store.db, now - policy.guestIdleMs);
  const sessions = await deleteIdleSessions(store.db, now - policy.sessionIdleMs);
  return { guests, sessions };
}

/** Sweeps at start and every `housekeepingMs`; returns the stop function (which waits for a sweep under way). */
export function startHousekeeping(store: Store, policy: Policy, log: Logger): () => Promise<void> {
  let running: Promise<void> | null = null;
  const sweep = () => {
    running ??= sweepAccounts(store, policy)
      .then((n) => {
        if (n.guests || n.sessions) log.info(n, 'deleted idle guests and sessions');
      })
      .catch((err) => log.warn({ err }, 'housekeeping failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(sweep, policy.housekeepingMs);
  timer.unref();
  sweep();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
