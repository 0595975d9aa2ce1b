import type { Seat } from '@parlour/engine';
import type { ChatLine, ClockSpec, CreateTable, GameInfo, Rating, Replay, TableSummary } from '@parlour/protocol';
import type { Logger } from 'pino';
import type { Bus } from './bus.ts';
import * as chat from './chat.ts';
import type { Config } from './config.ts';
import type { Listener } from './delivery.ts';
import * as listeners from './listeners.ts';
import type { Counters } from './metrics.ts';
import * as moves from './moves.ts';
import * as records from './records.ts';
import * as scheduler from './scheduler.ts';
import * as seats from './seats.ts';
import type { TableStatus } from './store/store.ts';
import { onBus, resync } from './sync.ts';
import { Tables } from './tables.ts';

/**
 * The authority over tables on this node, as http.ts and sockets.ts see it. The work is
 * in one file per part, each a set of functions over this node's Tables (tables.ts):
 * seats.ts (lobby and seats), moves.ts (the move's path: parse, seq check, play, append,
 * deliver, publish), scheduler.ts (due work, claims, bot and timeout moves),
 * listeners.ts (subscribe, delivery, catch-up), sync.ts (other nodes' entries, reloads,
 * resync after an outage), chat.ts, records.ts (results, ratings, replays).
 */
export class Room {
  private readonly t: Tables;

  constructor(store: Tables['store'], bus: Bus, config: Config, log: Logger) {
    const t = new Tables(store, bus, config, log);
    this.t = t;
    bus.subscribe((m) => {
      if (m.node !== config.node) onBus(t, m).catch((e) => log.error({ err: e, table: m.table }, 'bus message failed'));
    });
    // Either outage may have hidden entries from this node: catch up from the store.
    bus.onReconnect(() => {
      t.counters.busReconnects++;
      resync(t);
    });
    store.availability.onRecover(() => {
      scheduler.resume(t);
      resync(t);
    });
  }

  get store() {
    return this.t.store;
  }
  get bus() {
    return this.t.bus;
  }
  get config() {
    return this.t.config;
  }
  get log() {
    return this.t.log;
  }
  get mutes() {
    return this.t.mutes;
  }
  /** Tables held in memory (for /healthz and the bench). */
  get cached(): number {
    return this.t.lives.size;
  }

  /** What happens here, counted for `GET /metrics`. */
  get counters(): Counters {
    return this.t.counters;
  }

  /** For `GET /readyz`: whether the store answers, whether the bus is connected, whether this node is shutting down. */
  async readiness(): Promise<{ store: boolean; bus: boolean; closing: boolean }> {
    const t = this.t;
    return { store: await t.store.availability.check(), bus: t.bus.ready(), closing: t.closing };
  }

  startScheduler(): void {
    scheduler.resume(this.t);
  }

  /** Stops taking work and waits for moves in flight to be committed. */
  async close(): Promise<void> {
    const t = this.t;
    t.closing = true;
    if (t.sweeper) clearTimeout(t.sweeper);
    for (const timer of t.timers.values()) clearTimeout(timer);
    t.timers.clear();
    await Promise.allSettled([...t.locks.values()]);
    while (t.inFlight > 0) await new Promise((r) => setTimeout(r, 10));
    await t.bots?.close();
  }

  forgetUser(id: string): void {
    this.t.users.delete(id);
  }

  // lobby and seats (seats.ts)
  games(): GameInfo[] {
    return seats.games();
  }
  getTable(userId: string, id: string, invite?: string): Promise<TableSummary> {
    return seats.getTable(this.t, userId, id, invite);
  }
  listTables(userId: string, game: string | null, statuses: TableStatus[]): Promise<TableSummary[]> {
    return seats.listTables(this.t, userId, game, statuses);
  }
  create(userId: string, body: CreateTable): Promise<TableSummary> {
    return seats.create(this.t, userId, body);
  }
  quickPlay(
    userId: string,
    body: { game: string; players?: number; options?: Record<string, unknown>; bot?: string; clock?: ClockSpec },
  ): Promise<TableSummary> {
    return seats.quickPlay(this.t, userId, body);
  }
  join(userId: string, id: string, want: { seat?: Seat; invite?: string }): Promise<TableSummary> {
    return seats.join(this.t, userId, id, want);
  }
  leave(userId: string, id: string): Promise<TableSummary> {
    return seats.leave(this.t, userId, id);
  }
  reclaim(userId: string, id: string): Promise<TableSummary> {
    return seats.reclaim(this.t, userId, id);
  }
  start(userId: string, id: string): Promise<TableSummary> {
    return seats.start(this.t, userId, id);
  }

  // the move's path (moves.ts) and the scheduler (scheduler.ts)
  submit(tableId: string, actor: moves.Actor, play: moves.Play): Promise<number> {
    return moves.submit(this.t, tableId, actor, play);
  }
  hint(
    tableId: string,
    userId: string,
  ): Promise<{ seq: number; move: unknown; verdict: 'winnable' | 'unwinnable' | 'undecided' }> {
    return moves.hint(this.t, tableId, userId);
  }
  tick(id: string): Promise<void> {
    return scheduler.tick(this.t, id);
  }

  // sockets watching tables (listeners.ts)
  subscribe(tableId: string, listener: Listener, since: number | undefined, invite?: string, replaces?: Listener): Promise<void> {
    return listeners.subscribe(this.t, tableId, listener, since, invite, replaces);
  }
  unsubscribe(tableId: string, listener: Listener): void {
    listeners.unsubscribe(this.t, tableId, listener);
  }
  resend(tableId: string, listener: Listener, withSummary = false): Promise<void> {
    return listeners.resend(this.t, tableId, listener, withSummary);
  }

  // chat (chat.ts), replays and ratings (records.ts)
  chat(userId: string, tableId: string, text: string, invite?: string): Promise<ChatLine> {
    return chat.chat(this.t, userId, tableId, text, invite);
  }
  mute(userId: string, tableId: string, target: string, on: boolean, invite?: string): Promise<void> {
    return chat.mute(this.t, userId, tableId, target, on, invite);
  }
  chatLog(userId: string, tableId: string, invite?: string): Promise<ChatLine[]> {
    return chat.chatLog(this.t, userId, tableId, invite);
  }
  replay(userId: string, tableId: string, invite?: string): Promise<Replay> {
    return records.replay(this.t, userId, tableId, invite);
  }
  leaderboard(game: string): Promise<Rating[]> {
    return records.leaderboard(this.t, game);
  }
  ratingsOf(userId: string): Promise<Rating[]> {
    return records.ratingsOf(this.t, userId);
  }
}
