/** A message about one table, sent after a commit to every node. */
export interface BusMessage {
  /** The node that committed; it has already told its own sockets. */
  node: string;
  table: string;
  /** The new seq, or the current seq for a seats/status change. */
  seq: number;
  /** `session`: a revoked session (table empty); `mute`: a user muted another at a table. */
  kind: 'entry' | 'table' | 'chat' | 'session' | 'mute';
  payload: unknown;
}

/**
 * The bus between nodes: `table:<id>` messages published after a commit. In-process by
 * default; Redis pub/sub when REDIS_URL is set, so any node can serve any socket.
 */
export interface Bus {
  publish(message: BusMessage): Promise<void>;
  subscribe(handler: (message: BusMessage) => void): void;
  close(): Promise<void>;
}

export function memoryBus(): Bus {
  const handlers: ((m: BusMessage) => void)[] = [];
  return {
    async publish(message) {
      for (const h of handlers) h(message);
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    async close() {},
  };
}

/** One channel per prefix carries every table's messages (nodes filter by their sockets). */
export async function redisBus(url: string, prefix: string): Promise<Bus> {
  // Loaded only when a node uses Redis: a single node has no use for the client's memory.
  const { createClient } = await import('redis');
  const pub = createClient({ url });
  const sub = pub.duplicate();
  pub.on('error', () => {});
  sub.on('error', () => {});
  await Promise.all([pub.connect(), sub.connect()]);
  const channel = `${prefix}tables`;
  const handlers: ((m: BusMessage) => void)[] = [];
  await sub.subscribe(channel, (raw) => {
    const message = JSON.parse(raw) as BusMessage;
    for (const h of handlers) h(message);
  });
  return {
    async publish(message) {
      await pub.publish(channel, JSON.stringify(message));
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    async close() {
      await sub.unsubscribe(channel).catch(() => {});
      await Promise.all([sub.quit().catch(() => {}), pub.quit().catch(() => {})]);
    },
  };
}
