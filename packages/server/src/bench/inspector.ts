import { defined } from '@parlour/engine';
import WebSocket from 'ws';

/**
 * Where a node's work goes, for the load driver's `ALLOCATION=1`, `PROFILE=1` and `LOOP=1`: the node
 * is started with `--inspect` on a port of its own and profiled over a phase only (not the
 * set-up before it). Allocation: V8's sampling heap profiler counts every object allocated,
 * including those collected young; allocation per move is what the collector's share of the
 * CPU and the node's RSS grow with, and unlike a throughput figure it hardly moves with the
 * machine's load. CPU: V8's sampling profiler, each function's own time.
 */

/** One sample per this many bytes allocated, on average (V8 scales samples to estimate the total). */
const SAMPLING_INTERVAL = 16 * 1024;
/** Microseconds between CPU samples. */
const CPU_INTERVAL_US = 200;

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

export interface Sample {
  /** Bytes allocated (allocation) or milliseconds of CPU (profile) over the phase. */
  readonly total: number;
  /** Where it went, by function (self), largest first: `name file:line` and the amount. */
  readonly byFunction: readonly (readonly [string, number])[];
}

export interface Sampler {
  /** Stops sampling and returns what was counted since it started. */
  stop(): Promise<Sample>;
}

const where = ({ functionName, url, lineNumber }: CallFrame) =>
  `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;

function byFunction(amounts: Iterable<readonly [CallFrame, number]>): Sample {
  const sums = new Map<string, number>();
  let total = 0;
  for (const [frame, amount] of amounts) {
    const at = where(frame);
    sums.set(at, (sums.get(at) ?? 0) + amount);
    total += amount;
  }
  return { total, byFunction: [...sums].sort((a, b) => b[1] - a[1]) };
}

/** A session with the inspector listening on `port`: method calls, each answered by its id. */
async function connect(port: number) {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json`)).json()) as { webSocketDebuggerUrl: string }[];
  const ws = new WebSocket(targets[0].webSocketDebuggerUrl);
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  let next = 0;
  const waiting = new Map<number, (result: unknown) => void>();
  ws.on('message', (data) => {
    const m = JSON.parse(data.toString()) as { id?: number; result?: unknown };
    if (m.id === undefined) return;
    waiting.get(m.id)?.(m.result);
    waiting.delete(m.id);
  });
  const call = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve) => {
      const id = ++next;
      waiting.set(id, resolve);
      ws.send(JSON.stringify({ id, method, params }));
    });
  return { call, close: () => ws.close() };
}

interface HeapNode {
  selfSize: number;
  callFrame: CallFrame;
  children: HeapNode[];
}

/**
 * Starts counting allocations in the node whose inspector listens on `port`. `survived`:
 * only objects that outlive the young generation (those a scavenge copies on to the old
 * generation, where only the slower mark-compact frees them), not those collected young.
 */
export async function sampleAllocation(port: number, survived = false): Promise<Sampler> {
  const session = await connect(port);
  await session.call('HeapProfiler.startSampling', {
    samplingInterval: SAMPLING_INTERVAL,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: !survived,
  });
  return {
    async stop() {
      const { profile } = (await session.call('HeapProfiler.stopSampling')) as { profile: { head: HeapNode } };
      session.close();
      const nodes: [CallFrame, number][] = [];
      const walk = (n: HeapNode): void => {
        nodes.push([n.callFrame, n.selfSize]);
        n.children.forEach(walk);
      };
      walk(profile.head);
      return byFunction(nodes);
    },
  };
}

interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame }[];
  samples: number[];
  timeDeltas: number[];
}

/** Starts a CPU profile of the node whose inspector listens on `port`. */
export async function sampleCpu(port: number): Promise<Sampler> {
  const session = await connect(port);
  await session.call('Profiler.enable');
  await session.call('Profiler.setSamplingInterval', { interval: CPU_INTERVAL_US });
  await session.call('Profiler.start');
  return {
    async stop() {
      const { profile } = (await session.call('Profiler.stop')) as { profile: CpuProfile };
      session.close();
      const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
      // A sample's time is the delta to the next one, in microseconds.
      return byFunction(
        profile.samples.map(
          (id, i) => [defined(frames.get(id), 'the sampled function'), (profile.timeDeltas[i + 1] ?? 0) / 1000] as const,
        ),
      );
    },
  };
}

/** Event-loop delay over a phase, in milliseconds. */
export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
}

/** Delay figures read in nanoseconds (as `perf_hooks` counts), in milliseconds. */
function inMs(ns: LoopDelay): LoopDelay {
  const ms = (n: number) => Number((n / 1e6).toFixed(2));
  return { p50: ms(ns.p50), p99: ms(ns.p99), max: ms(ns.max) };
}

/** A `perf_hooks` delay histogram's figures, in milliseconds. */
export const loopDelayOf = (h: { percentile(p: number): number; max: number }): LoopDelay =>
  inMs({ p50: h.percentile(50), p99: h.percentile(99), max: h.max });

/**
 * Starts measuring the event-loop delay of the node whose inspector listens on `port`:
 * how late its timers fire, which is how long a message waits for the loop (a collector
 * pause, a long turn). A latency tail the node's loop does not show is not the node's.
 */
export async function sampleLoopDelay(port: number): Promise<{ stop(): Promise<LoopDelay> }> {
  const session = await connect(port);
  const evaluate = async (expression: string) =>
    ((await session.call('Runtime.evaluate', { expression, returnByValue: true })) as { result: { value: unknown } }).result
      .value;
  await evaluate(
    "globalThis.__benchLoop = process.getBuiltinModule('node:perf_hooks').monitorEventLoopDelay({ resolution: 1 }); __benchLoop.enable(); 1",
  );
  return {
    async stop() {
      // The histogram stays in the node; its three figures come back as a plain value.
      const ns = (await evaluate(
        '__benchLoop.disable(); ({ p50: __benchLoop.percentile(50), p99: __benchLoop.percentile(99), max: __benchLoop.max })',
      )) as LoopDelay;
      session.close();
      return inMs(ns);
    },
  };
}
