import { createHash, timingSafeEqual } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * What an operator reads off a node: `GET /metrics`, in Prometheus' text format. The
 * counters run from the node's start; the gauges are read when asked. They say what the
 * logs say once per event: moves committed, refused and why, races lost to other nodes,
 * tables caught up from the store, outages of the store and the bus, and how busy the
 * node is (sockets, tables in memory, CPU, memory, event-loop delay).
 */

/** What happens on one node, counted from its start. */
export class Counters {
  /** Entries this node committed, by who played them. */
  readonly entries: Record<'human' | 'bot' | 'timeout' | 'auto', number> = { human: 0, bot: 0, timeout: 0, auto: 0 };
  /** Socket messages answered with an error, by its code (a fixed set, so the label stays bounded). */
  readonly refused = new Map<string, number>();
  /** Seq races lost to another node's commit (the move judged again, or refused as stale). */
  racesLost = 0;
  /** Tables rebuilt from the store: a gap on the bus, a lost race, the store or bus back from an outage. */
  reloads = 0;
  /** Due work (a bot's turn, a clock run out) this node claimed. */
  claims = 0;
  /** Times the bus came back after its connection to Redis dropped. */
  busReconnects = 0;
  /**
   * Sockets this node closed, by why: a peer that answered no ping (`silent`), one that did
   * not read what it was sent (`slow`), a revoked session, a user past WS_PER_USER.
   */
  readonly socketsCut: Record<'silent' | 'slow' | 'revoked' | 'too-many', number> = {
    silent: 0,
    slow: 0,
    revoked: 0,
    'too-many': 0,
  };

  refuse(code: string): void {
    this.refused.set(code, (this.refused.get(code) ?? 0) + 1);
  }
}

/** One metric: a sample, or one per set of labels. */
export interface Metric {
  name: string;
  help: string;
  type: 'counter' | 'gauge';
  samples: number | { labels: Record<string, string>; value: number }[];
}

/** What a node's metrics are read from, at the moment they are asked for. */
export interface Readings {
  node: string;
  store: 'sqlite' | 'postgres';
  bus: 'redis' | 'memory';
  counters: Counters;
  storeUp: boolean;
  /** Times the store was found out of reach (each outage once). */
  storeOutages: number;
  busUp: boolean;
  /** Bus messages waiting for Redis to come back, and those dropped past BUS_QUEUE_LIMIT. */
  busQueued: number;
  busDropped: number;
  sockets: number;
  /** Tables held in memory. */
  tables: number;
  loop: { p50: number; p99: number; max: number };
}

const one = (labels: Record<string, string>, value: number) => ({ labels, value });
const flag = (b: boolean) => (b ? 1 : 0);

/** A node's metrics, with the process's own (CPU, memory) read now. */
export function nodeMetrics(r: Readings): Metric[] {
  const c = r.counters;
  const cpu = process.cpuUsage();
  const memory = process.memoryUsage();
  return [
    {
      name: 'parlour_node_info',
      help: 'This node: its name, store and bus.',
      type: 'gauge',
      samples: [one({ node: r.node, store: r.store, bus: r.bus }, 1)],
    },
    {
      name: 'parlour_entries_total',
      help: 'Entries (moves, undo, redo, restart) this node committed, by who played them.',
      type: 'counter',
      samples: Object.entries(c.entries).map(([by, n]) => one({ by }, n)),
    },
    {
      name: 'parlour_refused_total',
      help: 'Socket messages answered with an error, by its code.',
      type: 'counter',
      samples: [...c.refused].map(([code, n]) => one({ code }, n)),
    },
    { name: 'parlour_races_lost_total', help: 'Seq races lost to another node.', type: 'counter', samples: c.racesLost },
    { name: 'parlour_reloads_total', help: 'Tables caught up from the store.', type: 'counter', samples: c.reloads },
    { name: 'parlour_claims_total', help: 'Due work (bot turns, clocks) this node claimed.', type: 'counter', samples: c.claims },
    {
      name: 'parlour_store_up',
      help: 'Whether the store answers (moves are refused while it does not).',
      type: 'gauge',
      samples: flag(r.storeUp),
    },
    {
      name: 'parlour_store_outages_total',
      help: 'Times the store was found out of reach.',
      type: 'counter',
      samples: r.storeOutages,
    },
    { name: 'parlour_bus_up', help: 'Whether the bus to other nodes is connected.', type: 'gauge', samples: flag(r.busUp) },
    {
      name: 'parlour_bus_reconnects_total',
      help: 'Times the bus came back after an outage.',
      type: 'counter',
      samples: c.busReconnects,
    },
    { name: 'parlour_bus_queued', help: 'Bus messages waiting for Redis to come back.', type: 'gauge', samples: r.busQueued },
    {
      name: 'parlour_bus_dropped_total',
      help: 'Bus messages dropped past the queue limit (receivers catch up from the store).',
      type: 'counter',
      samples: r.busDropped,
    },
    { name: 'parlour_sockets', help: 'WebSockets open on this node.', type: 'gauge', samples: r.sockets },
    {
      name: 'parlour_sockets_cut_total',
      help: 'WebSockets this node closed, by why (silent, slow, revoked, too-many).',
      type: 'counter',
      samples: Object.entries(c.socketsCut).map(([reason, n]) => one({ reason }, n)),
    },
    { name: 'parlour_tables_in_memory', help: 'Tables this node holds in memory.', type: 'gauge', samples: r.tables },
    {
      name: 'process_cpu_seconds_total',
      help: 'CPU time the process used (user and system).',
      type: 'counter',
      samples: (cpu.user + cpu.system) / 1e6,
    },
    { name: 'process_resident_memory_bytes', help: 'Resident memory of the process.', type: 'gauge', samples: memory.rss },
    { name: 'nodejs_heap_used_bytes', help: 'JavaScript heap in use.', type: 'gauge', samples: memory.heapUsed },
    {
      name: 'nodejs_eventloop_delay_seconds',
      help: `Event-loop delay over the last ${LOOP_WINDOW_MS / 1000} s (quantile 1 is the longest).`,
      type: 'gauge',
      samples: [one({ quantile: '0.5' }, r.loop.p50), one({ quantile: '0.99' }, r.loop.p99), one({ quantile: '1' }, r.loop.max)],
    },
  ];
}

/** A label's value as the text format quotes it. */
const quoted = (v: string): string => `"${v.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"')}"`;

/** Metrics in Prometheus' text exposition format (0.0.4). */
export function exposition(metrics: Metric[]): string {
  const lines: string[] = [];
  for (const m of metrics) {
    lines.push(`# HELP ${m.name} ${m.help.replace(/\\/g, '\\\\').replace(/\n/g, '\\n')}`, `# TYPE ${m.name} ${m.type}`);
    if (typeof m.samples === 'number') lines.push(`${m.name} ${m.samples}`);
    else
      for (const s of m.samples) {
        const labels = Object.entries(s.labels).map(([k, v]) => `${k}=${quoted(v)}`);
        lines.push(`${m.name}{${labels.join(',')}} ${s.value}`);
      }
  }
  return `${lines.join('\n')}\n`;
}

/** How often the event-loop delay's window starts again: its figures are the last whole window's. */
export const LOOP_WINDOW_MS = 10_000;

/** How often the event loop is sampled (ms). */
const LOOP_RESOLUTION_MS = 10;

/** The event loop's delay over the last whole window (LOOP_WINDOW_MS), in seconds. */
export function watchLoopDelay(windowMs = LOOP_WINDOW_MS): {
  last: () => { p50: number; p99: number; max: number };
  stop: () => void;
} {
  const h = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  h.enable();
  let last = { p50: 0, p99: 0, max: 0 };
  const timer = setInterval(() => {
    // The histogram holds the time between its samples, in ns: the delay is what passes the
    // resolution. A window with no sample reads as no delay.
    const s = (ns: number) => (Number.isFinite(ns) ? Math.max(0, ns - LOOP_RESOLUTION_MS * 1e6) / 1e9 : 0);
    last = { p50: s(h.percentile(50)), p99: s(h.percentile(99)), max: s(h.max) };
    h.reset();
  }, windowMs);
  timer.unref();
  return {
    last: () => last,
    stop: () => {
      clearInterval(timer);
      h.disable();
    },
  };
}

/** Requests to `GET /metrics` one address may make per minute (a scraper asks every few seconds). */
export const METRICS_PER_MINUTE = 120;

/** Whether an `Authorization` header carries the token (`Bearer <token>`), compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = header?.startsWith('Bearer ') ? header.slice(7) : '';
  // Hashed first, so the comparison takes as long whatever the lengths.
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return given !== '' && timingSafeEqual(digest(given), digest(token));
}
