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
  children: ProfileNode[];
}

export interface AllocationSampler {
  /** Stops sampling and returns the bytes allocated since `start`. */
  stop(): Promise<number>;
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
      const total = (n: ProfileNode): number => n.children.reduce((sum, c) => sum + total(c), n.selfSize);
      return total(profile.head);
    },
  };
}
