import WebSocket from 'ws';

/**
 * Bytes a node allocates, for the load driver's `ALLOCATION=1`: the node is started with
 * `--inspect` on a port of its own, and V8's sampling heap profiler counts every object
 * allocated over a phase, including those collected young. Allocation per move is what
 * the garbage collector's share of the CPU and the node's RSS grow with, and unlike a
 * throughput figure it hardly moves with the machine's load.
 */

/** One sample per this many bytes allocated, on average (V8 scales samples to estimate the total). */
const SAMPLING_INTERVAL = 16 * 1024;

interface ProfileNode {
  selfSize: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children: ProfileNode[];
}

export interface Allocation {
  readonly bytes: number;
  /** Where the bytes were allocated, by function (self), largest first: `name file:line` and the bytes. */
  readonly byFunction: readonly (readonly [string, number])[];
}

export interface AllocationSampler {
  /** Stops sampling and returns what was allocated since `start`. */
  stop(): Promise<Allocation>;
}

/** Starts counting allocations in the node whose inspector listens on `port`. */
export async function sampleAllocation(port: number): Promise<AllocationSampler> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json`)).json()) as { webSocketDebuggerUrl: string }[];
  const ws = new WebSocket(targets[0].webSocketDebuggerUrl);
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  let next = 0;
  const waiting = new Map<number, (result: unknown) => void>();
  ws.on('message', (data) => {
    const m = JSON.parse(data.toString()) as { id?: number; result?: unknown };
    if (m.id !== undefined) waiting.get(m.id)?.(m.result);
  });
  const call = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve) => {
      const id = ++next;
      waiting.set(id, resolve);
      ws.send(JSON.stringify({ id, method, params }));
    });
  await call('HeapProfiler.startSampling', {
    samplingInterval: SAMPLING_INTERVAL,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  return {
    async stop() {
      const { profile } = (await call('HeapProfiler.stopSampling')) as { profile: { head: ProfileNode } };
      ws.close();
      const byFunction = new Map<string, number>();
      const walk = (n: ProfileNode): number => {
        const { functionName, url, lineNumber } = n.callFrame;
        const where = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;
        byFunction.set(where, (byFunction.get(where) ?? 0) + n.selfSize);
        return n.children.reduce((sum, c) => sum + walk(c), n.selfSize);
      };
      return { bytes: walk(profile.head), byFunction: [...byFunction].sort((a, b) => b[1] - a[1]) };
    },
  };
}
