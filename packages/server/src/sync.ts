import type { ChatLine } from '@parlour/protocol';
import type { BusMessage } from './bus.ts';
import { type AppliedEntry, apply, attributedEntryOfRow, type CachedTable, withChanged } from './cached-table.ts';
import { sendChat } from './chat.ts';
import { type HeardEntry, RACE_WAIT_MS } from './heard.ts';
import { deliver } from './listeners.ts';
import { record } from './records.ts';
import type { Tables } from './tables.ts';

/**
 * Keeping this node's tables at the store's seq: entries other nodes committed arrive on
 * the bus; a gap, a lost seq race or an outage of the bus or the store has the table
 * reloaded from the store, and this node's sockets sent what they missed.
 */

/** A message from another node: an entry, a seats or status change, a chat line, a mute. */
export async function onBus(t: Tables, m: BusMessage): Promise<void> {
  if (m.kind === 'chat') return sendChat(t, m.table, m.payload as ChatLine);
  if (m.kind === 'mute') {
    const { user, target, on } = m.payload as { user: string; target: string; on: boolean };
    return t.mutes.set(user, m.table, target, on);
  }
  if (m.kind === 'session') return;
  if (!t.lives.has(m.table) && !t.listeners.get(m.table)?.size) return;
  // Into the inbox before the lock: a move that lost a seq race takes its winner from there.
  if (m.kind === 'entry') t.heard.put(m.table, m.seq, m.payload as HeardEntry);
  await t.withTable(m.table, async (live) => {
    if (m.kind === 'table') {
      const [row, seats] = await Promise.all([t.store.getTable(m.table), t.store.seatsOf(m.table)]);
      if (!row) return;
      const restatus = row.status !== live.row.status;
      live.row = { ...row, seq: live.row.seq };
      const replaced = seats.some((s) => s.replaced !== live.seats[s.seat]?.replaced);
      live.seats = seats;
      live.clock = row.clock ? JSON.parse(row.clock) : null;
      for (const l of t.listeners.get(m.table) ?? []) l.send({ type: 'table', table: await t.summary(live, l.userId) });
      // Each socket here is sent its state again: after a start on another node (its seat
      // may be the first to move), and after a seat given to a bot there (its user's
      // sockets here become spectators).
      if (restatus || (replaced && live.row.status === 'playing')) deliver(t, live, []);
      return;
    }
    await applyHeard(t, live);
  });
}

/**
 * Applies the entries heard from other nodes (heard.ts) that follow the table's seq, and
 * sends them to this node's sockets. A gap, or an entry the cache does not agree with, has
 * the table reloaded from the store. Returns whether the table moved.
 */
export async function applyHeard(t: Tables, live: CachedTable, reloadOnGap = true): Promise<boolean> {
  const { entries, gap } = t.heard.take(live.row.id, live.row.seq);
  const happened: AppliedEntry[] = [];
  let agreed = true;
  for (const { row, update, seats } of entries) {
    try {
      happened.push(apply(live, attributedEntryOfRow(row)));
    } catch (e) {
      t.log.warn({ err: e, table: live.row.id }, 'cache disagreed with a committed entry; reloading');
      agreed = false;
      break;
    }
    live.seats = withChanged(live.seats, seats);
    live.clock = update.clock ? JSON.parse(update.clock) : null;
    live.row = { ...live.row, status: update.status ?? live.row.status, clock: update.clock, due_at: update.due_at };
  }
  if (happened.length > 0) deliver(t, live, happened);
  // (Once only: what is heard after a reload and does not follow is left for the store.)
  if ((!agreed || gap) && reloadOnGap) {
    await reload(t, live);
    // What was heard past the store's seq as read (committed since) follows it.
    await applyHeard(t, live, false);
    return true;
  }
  return happened.length > 0;
}

/**
 * After a lost seq race the winner's entry is committed and on its way over the bus: it
 * is taken from there when it comes within RACE_WAIT_MS, so the table need not be read
 * again from the store (which stays the fallback, and the truth).
 */
export async function afterLostRace(t: Tables, live: CachedTable, seq: number): Promise<CachedTable> {
  if (t.bus.ready()) {
    await t.heard.waitFor(live.row.id, seq, RACE_WAIT_MS);
    await applyHeard(t, live);
    if (live.row.seq >= seq) return live;
  }
  return reload(t, live);
}

/**
 * Brings every table this node holds up to the store (after a bus or store outage):
 * tables here that moved elsewhere are reloaded and their sockets sent what they missed.
 */
export function resync(t: Tables): void {
  const ids = [...new Set([...t.lives.keys(), ...t.listeners.keys()])];
  // A few at a time: the pool has ten connections and moves need them too.
  const work = async () => {
    for (let id = ids.pop(); id !== undefined; id = ids.pop()) {
      const table = id;
      await t
        .withTable(table, async (live) => {
          await refresh(t, live);
        })
        .catch((e) => t.log.warn({ err: e, table }, 'catching a table up failed'));
    }
  };
  Promise.all(Array.from({ length: 4 }, work)).then(
    () => t.log.info({ tables: t.lives.size }, 'tables caught up with the store'),
    () => {},
  );
}

/**
 * Under the table's lock: reloads it when the store holds what this node has not seen
 * (entries, seats, status), and sends this node's sockets what they missed.
 */
export async function refresh(t: Tables, live: CachedTable): Promise<CachedTable> {
  const id = live.row.id;
  const [row, seats] = await Promise.all([t.store.getTable(id), t.store.seatsOf(id)]);
  if (!row) return live;
  const same = row.seq === live.row.seq && row.status === live.row.status && JSON.stringify(seats) === JSON.stringify(live.seats);
  if (same) return live;
  return reload(t, live);
}

/**
 * The table brought up to the store from what this node holds: the entries after its seq
 * applied in order, the row and seats read again. The log is append-only, so what the
 * cache holds up to its seq is the store's; null when the table is gone or an entry does
 * not apply (then the whole log is replayed).
 */
async function caughtUp(t: Tables, live: CachedTable): Promise<CachedTable | null> {
  const id = live.row.id;
  const [row, seats, moves] = await Promise.all([
    t.store.getTable(id),
    t.store.seatsOf(id),
    t.store.entriesAfter(id, live.row.seq),
  ]);
  if (!row) return null;
  const fresh: CachedTable = { ...live, recent: [...live.recent] };
  try {
    for (const m of moves) apply(fresh, attributedEntryOfRow(m));
  } catch (e) {
    t.log.warn({ err: e, table: id }, 'cache disagreed with the store; replaying the whole log');
    return null;
  }
  // The log may hold entries committed after the row was read: its seq is the truth.
  fresh.row = { ...row, seq: fresh.tableState.seq };
  fresh.seats = seats;
  fresh.clock = row.clock ? JSON.parse(row.clock) : null;
  // As Tables.load: a game over whose result its node did not write is recorded here.
  if (fresh.row.status === 'over' && live.row.status !== 'over' && (await t.store.results.get(id)) === null)
    await record(t, fresh);
  return fresh;
}

/**
 * Rebuilds a table from the store and brings this node's sockets up to it: the entries
 * committed elsewhere are delivered, and a seats or status change is announced. Every
 * reload goes through here, so no socket is left at an older seq (after a lost seq race,
 * the winner's bus message is dropped as already seen).
 */
export async function reload(t: Tables, live: CachedTable): Promise<CachedTable> {
  const id = live.row.id;
  const seen = live.row.seq;
  t.counters.reloads++;
  const before = JSON.stringify([live.row.status, live.seats]);
  t.lives.delete(id);
  const fresh = (await caughtUp(t, live)) ?? (await t.load(id));
  // Callers may hold the old object: it becomes the fresh one.
  Object.assign(live, fresh);
  t.lives.set(id, live);
  const happened = live.recent.filter((h) => h.seq > seen);
  if (happened.length > 0) deliver(t, live, happened);
  if (JSON.stringify([live.row.status, live.seats]) !== before)
    for (const l of t.listeners.get(id) ?? []) l.send({ type: 'table', table: await t.summary(live, l.userId) });
  return live;
}
