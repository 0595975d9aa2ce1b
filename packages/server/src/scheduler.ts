import { randomBytes } from 'node:crypto';
import { legalFor, type Seat } from '@parlour/engine';
import { type Decision, decide, seatBot } from './bots/decide.ts';
import { PoolFull } from './bots/pool.ts';
import { botSeat, type CachedTable, isSolo, stateOf } from './cached-table.ts';
import { nextDeadline, seatDeadline } from './clock.ts';
import { logFailure } from './errors.ts';
import { type Actor, commit } from './moves.ts';
import { isFull } from './store/outage.ts';
import { reload } from './sync.ts';
import type { Tables } from './tables.ts';

/**
 * The scheduler: each playing table's row holds when its next due work is (a bot to move,
 * a clock to run out). A node claims the row before playing that work, as a lease that
 * another node (or this one) takes over once it runs out, so a node that dies mid-claim
 * strands no table. Claims come from a local timer for tables this node knows of (arm)
 * and from a sweep of the store every `sweepMs` (resume). The moves themselves go through
 * moves.ts commit() as a human's.
 */

/**
 * (Re)starts the scheduler's own work: results left unwritten (a node that stopped
 * between the last move and its result, or an outage there; see Tables.load()), then a
 * sweep at once and every `sweepMs`. The sweep skips its turn while the store is down.
 */
export function resume(t: Tables): void {
  if (t.closing) return;
  t.store.results
    .unrecorded()
    .then((ids) => Promise.all(ids.map((id) => t.withTable(id, async () => t.forget(id)))))
    .catch((e) => t.log.error({ err: e }, 'recording unrecorded results failed'));
  if (t.sweeper) clearTimeout(t.sweeper);
  // One chain of sweeps: a sweep of an older chain still waiting on the store ends there.
  const chain = ++t.sweeps;
  const sweep = async () => {
    if (t.closing || chain !== t.sweeps) return;
    if (t.store.availability.up) {
      // Counted in flight: a stop waits for the claims under way, so it can hand them back.
      t.inFlight++;
      try {
        const lease = Date.now() + t.config.claimLeaseMs;
        for (const { id } of await t.store.claimDue(Date.now(), 50, lease)) spawnTick(t, id, lease);
      } catch (e) {
        if (t.store.availability.up) logFailure(t.log, e, {}, 'sweep failed');
      } finally {
        t.inFlight--;
      }
    }
    if (!t.closing && chain === t.sweeps) t.sweeper = setTimeout(sweep, t.config.sweepMs);
  };
  t.sweeper = setTimeout(sweep, 0);
}

/** When the scheduler must next look at this table: a bot to move, or a clock to run out. */
export function dueAt(t: Tables, live: CachedTable, now: number): number | null {
  const state = stateOf(live);
  const actors = live.game.actors(state);
  if (actors.length === 0) return null;
  const bots = actors.filter((a) => botSeat(live.seats[a]));
  const humans = actors.filter((a) => !botSeat(live.seats[a]));
  const botDue = bots.length > 0 ? now + t.config.botDelayMs : null;
  const clockDue = nextDeadline(live.spec, live.clock, humans);
  if (botDue === null) return clockDue;
  return clockDue === null ? botDue : Math.min(botDue, clockDue);
}

/** Sets the table's due time again from its state (after its seats changed). */
export async function reschedule(t: Tables, live: CachedTable): Promise<void> {
  const due = dueAt(t, live, Date.now());
  await t.store.setDue(live.row.id, due);
  live.row = { ...live.row, due_at: due };
  arm(t, live.row.id, due);
}

/** A local timer for due work this node knows of; claiming the row keeps it to one node. */
export function arm(t: Tables, id: string, due: number | null): void {
  const old = t.timers.get(id);
  if (old) clearTimeout(old);
  t.timers.delete(id);
  if (due === null || t.closing) return;
  const timer = setTimeout(
    () => {
      t.timers.delete(id);
      // While the store is down the sweep takes the row once it answers again.
      if (!t.store.availability.up) return;
      const lease = Date.now() + t.config.claimLeaseMs;
      t.inFlight++;
      t.store
        .claimOne(id, due, lease)
        .then((claimed) => {
          if (claimed) spawnTick(t, id, lease);
        })
        .catch((e) => {
          if (t.store.availability.up) logFailure(t.log, e, { table: id }, 'claim failed');
        })
        .finally(() => t.inFlight--);
    },
    Math.max(0, due - Date.now()),
  );
  t.timers.set(id, timer);
}

/** Plays a table's due work once this node has claimed it (its lease runs to `lease`). */
function spawnTick(t: Tables, id: string, lease: number): void {
  t.counters.claims++;
  // A node stopping plays no more: the claim is handed back, due now, for another node's
  // sweep, instead of leaving the table to wait out the lease.
  const work = t.closing ? handBack(t, id, lease) : tick(t, id);
  work.catch((e) => logFailure(t.log, e, { table: id }, 'scheduled turn failed'));
}

/** Makes a claimed table due now again, if the claim is still this node's (its lease unchanged). */
async function handBack(t: Tables, id: string, lease: number): Promise<void> {
  t.inFlight++;
  try {
    await t.store.claimOne(id, lease, Date.now());
  } finally {
    t.inFlight--;
  }
}

/**
 * Plays the due work of a claimed table: a bot's move, or timeout moves for seats out of
 * time. If that fails (another node moved first, a bot erred), the table is reloaded and
 * its due time set again, so the work is retried rather than lost. The claim is a lease:
 * if this node dies or the store goes away before the move commits, another node (or
 * this one) takes the table again when the lease runs out.
 */
export async function tick(t: Tables, id: string): Promise<void> {
  if (t.closing) return;
  try {
    await playDue(t, id);
  } catch (e) {
    if (!t.store.availability.up) return;
    // A full store fails every retry too: said once a minute, not once a turn.
    if (isFull(e)) logFailure(t.log, e, { table: id }, 'scheduled turn failed; retrying');
    else t.log.warn({ err: e, table: id }, 'scheduled turn failed; retrying');
    t.lives.delete(id);
    const row = await t.store.getTable(id);
    if (row?.status === 'playing') {
      const retry = Date.now() + Math.max(50, t.config.botDelayMs);
      await t.store.setDue(id, retry);
      arm(t, id, retry);
    }
  }
}

async function playDue(t: Tables, id: string): Promise<void> {
  await t.withTable(id, async (cached) => {
    let live = cached;
    // Other nodes may have moved on since this node's cache was filled.
    if (t.store.dialect === 'postgres') {
      const [row, seats] = await Promise.all([t.store.getTable(id), t.store.seatsOf(id)]);
      if (row && row.seq !== live.row.seq) {
        live = await reload(t, live);
      } else if (seats.some((s) => s.replaced !== live.seats[s.seat]?.replaced)) {
        // A seat given to a bot on another node (whose news may still be on the bus): the
        // bot's move must not be sent to the leaver as their seat's view.
        live.seats = seats;
      }
    }
    if (live.row.status !== 'playing') return;
    const now = Date.now();
    const state = stateOf(live);
    const actors = live.game.actors(state);
    const bot = actors.find((a) => botSeat(live.seats[a]));
    // Claimed, so due: the row's due time is now the claim's lease.
    if (bot !== undefined) {
      let move: unknown;
      try {
        move = await botMove(t, live, bot);
      } catch (e) {
        // A bot that fails still moves: the game's timeout move is always legal.
        t.log.error({ err: e, table: id, bot: live.seats[bot].bot }, 'bot failed; playing its timeout move');
        move = live.game.timeout(stateOf(live), bot);
      }
      await commit(t, live, { kind: 'bot', seat: bot }, { type: 'move', seq: live.row.seq, move }, 0);
      return;
    }
    const late = actors.filter((a) => !botSeat(live.seats[a]) && live.clock && seatDeadline(live.spec, live.clock, a) <= now);
    for (const seat of late) {
      // A turn that runs out is finished by timeout moves: where it is several moves, the
      // timeout is played again while the seat still acts, up to the next turn's start
      // where the game tells it (see Game.turnStart). Alone at a table the seat always
      // acts, so there each move is a turn. The run counts as one missed turn.
      for (let guard = 0; guard < 1000; guard++) {
        const state = stateOf(live);
        if (live.row.status !== 'playing' || !live.game.actors(state).includes(seat)) break;
        if (guard > 0 && (isSolo(live.game) || live.game.turnStart?.(state))) break;
        const move = live.game.timeout(state, seat);
        const actor: Actor = { kind: 'timeout', seat, sameTurn: guard > 0 };
        await commit(t, live, actor, { type: 'move', seq: live.row.seq, move }, 0);
        if (botSeat(live.seats[seat])) break;
      }
    }
    if (late.length === 0) await reschedule(t, live);
  });
}

/**
 * A bot seat's move, thought out on a worker thread (the table's lock is held meanwhile:
 * nobody else acts at a bot's turn). With every worker busy and BOT_QUEUE moves waiting,
 * the `medium` bot plays it here instead: quick, and no table waits behind a long queue.
 */
async function botMove(t: Tables, live: CachedTable, seat: Seat): Promise<unknown> {
  const state = stateOf(live);
  const decision = (bot: string): Decision => ({
    game: live.row.game,
    bot,
    view: live.game.view(state, seat),
    // A bot that works its move out from the view is spared the list (thousands in Bluff).
    legal: legalFor(live.game, state, seat, seatBot(live.entry, bot)),
    seed: randomBytes(8).toString('hex'),
    ms: t.config.botBudgetMs,
  });
  const name = live.seats[seat].bot ?? 'hard';
  if (!t.bots) return decide(decision(name));
  try {
    return await t.bots.think(decision(name));
  } catch (e) {
    if (!(e instanceof PoolFull)) throw e;
    t.log.warn({ table: live.row.id, bot: name }, 'bot workers full; medium plays this move here');
    return decide(decision('medium'));
  }
}
