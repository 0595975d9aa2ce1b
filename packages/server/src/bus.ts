import type { Logger } from 'pino';
import { oncePer } from './bounded.ts';

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
 *
 * Publishing never waits and never fails: the store is the truth and the bus only news
 * of it. A node that may have missed news (its connection dropped, or a seq arrives that
 * it cannot apply) catches up from the store.
 */
export interface Bus {
  publish(message: BusMessage): void;
  subscribe(handler: (message: BusMessage) => void): void;
  /** Whether messages go out and come in now (a waiter on news gives up at once when not). */
  ready(): boolean;
  /** Called after the bus came back from an outage: messages may have been missed. */
  onReconnect(handler: () => void): void;
  /** Messages waiting for Redis to come back, and all dropped so far past BUS_QUEUE_LIMIT. */
  backlog(): { queued: number; dropped: number };
  close(): Promise<void>;
}

export function memoryBus(): Bus {
  const handlers: ((m: BusMessage) => void)[] = [];
  return {
    publish(message) {
      for (const h of handlers) h(message);
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    ready: () => true,
    onReconnect() {},
    backlog: () => ({ queued: 0, dropped: 0 }),
    async close() {},
  };
}

/** Messages held while Redis is out of reach; beyond this the oldest are dropped (receivers catch up from the store). */
export const BUS_QUEUE_LIMIT = 10_000;
/** Longest wait between attempts to reach Redis again. */
export const BUS_RETRY_MAX_MS = 500;
/**
 * How often a node asks Redis whether it answers (a PING), and how long an answer may take
 * before the node counts the bus down: a Redis that hangs (a stalled host, a network that
 * drops packets) ends no connection, and would otherwise take every message into the
 * client's own queue, without bound, with nothing ever telling the node it missed news.
 */
export const BUS_PING_MS = 1000;
export const BUS_TIMEOUT_MS = 3000;
/** Publishes that fail (their connection lost on the way) are logged at most once in this long. */
const BUS_LOST_LOG_MS = 10_000;

/**
 * One channel per prefix carries every table's messages (nodes filter by their sockets).
 * The messages a node publishes in one turn of its event loop go as one Redis message,
 * `<node>\n<JSON array>`: one command for the batch, and a node skips its own batches
 * without parsing them (`node`: this node's name).
 */
export async function redisBus(
  url: string,
  prefix: string,
  log: Pick<Logger, 'warn' | 'info' | 'error'>,
  node = '',
): Promise<Bus> {
  // Loaded only when a node uses Redis: a single node has no use for the client's memory.
  const { createClient } = await import('redis');
  // Always try again (the default gives up after a socket timeout), soon after Redis returns.
  const reconnectStrategy = (retries: number) => Math.min(50 * 2 ** retries, BUS_RETRY_MAX_MS);
  const pub = createClient({ url, socket: { reconnectStrategy }, disableOfflineQueue: true });
  const sub = pub.duplicate();
  const channel = `${prefix}tables`;
  const handlers: ((m: BusMessage) => void)[] = [];
  const reconnected: (() => void)[] = [];
  /** Batches held while Redis is out of reach, and how many messages they hold. */
  const queue: { raw: string; n: number }[] = [];
  let queued = 0;
  /** Dropped in this outage (logged when it ends), and since the start. */
  let dropped = 0;
  let droppedEver = 0;
  /** The messages of this turn, sent together at its end. */
  let turn: BusMessage[] = [];
  let closing = false;
  /** Redis is connected but has not answered a PING within BUS_TIMEOUT_MS. */
  let hung = false;
  /** When the PING still unanswered was sent, or 0. */
  let pinged = 0;

  // Errors are logged once per outage (the client retries many times a second).
  const watch = (client: typeof pub, role: string, onBack: () => void) => {
    let down = false;
    client.on('error', (e: unknown) => {
      if (down || closing) return;
      down = true;
      log.warn({ err: e, role }, 'redis unreachable; retrying');
    });
    client.on('end', () => {
      if (!closing) down = true;
    });
    client.on('ready', () => {
      if (!down) return;
      down = false;
      log.info({ role }, 'redis reachable again');
      onBack();
    });
  };
  const caughtUp = () => {
    for (const h of reconnected) h();
  };
  /** Publishing works again (a reconnect, or a hang's end): what waited goes out. */
  const publishing = () => {
    hung = false;
    flush();
  };
  watch(pub, 'publish', publishing);
  watch(sub, 'subscribe', caughtUp);
  // One PING at a time: a hung Redis is asked nothing more until it answers.
  const heartbeat = setInterval(() => {
    if (pinged !== 0) {
      if (!hung && Date.now() - pinged >= BUS_TIMEOUT_MS) {
        hung = true;
        log.warn({ timeoutMs: BUS_TIMEOUT_MS }, 'redis not answering; messages wait in the queue');
      }
      return;
    }
    if (!pub.isReady) return;
    pinged = Date.now();
    pub.ping().then(
      () => {
        pinged = 0;
        if (!hung) return;
        // Back: what waited goes out, and the node catches up on what it may have missed.
        log.info({}, 'redis answering again');
        publishing();
        caughtUp();
      },
      () => {
        // The connection dropped: its own reconnect takes over.
        pinged = 0;
      },
    );
  }, BUS_PING_MS);
  heartbeat.unref();

  // A connection lost with publishes on their way fails each of them: counted as dropped,
  // and said at most once in BUS_LOST_LOG_MS (and in the count logged when Redis is back).
  const sayLost = oncePer(BUS_LOST_LOG_MS);
  const send = (raw: string, n: number) => {
    pub.publish(channel, raw).catch((e: unknown) => {
      if (closing) return;
      // Lost on the way out: receivers see the gap at the next seq, or on reconnect.
      dropped += n;
      droppedEver += n;
      if (sayLost()) log.warn({ err: e, dropped: droppedEver }, 'bus messages not published');
    });
  };
  const flush = () => {
    if (dropped > 0) log.warn({ dropped }, 'bus messages dropped while redis was out of reach');
    dropped = 0;
    queued = 0;
    for (const { raw, n } of queue.splice(0)) send(raw, n);
  };
  const sendTurn = () => {
    const raw = `${node}\n${JSON.stringify(turn)}`;
    const n = turn.length;
    turn = [];
    if (pub.isReady && !hung) return send(raw, n);
    queue.push({ raw, n });
    queued += n;
    while (queued > BUS_QUEUE_LIMIT && queue.length > 1) {
      const old = queue.shift();
      if (!old) break;
      queued -= old.n;
      dropped += old.n;
      droppedEver += old.n;
    }
  };

  await Promise.all([pub.connect(), sub.connect()]);
  await sub.subscribe(channel, (raw) => {
    const nl = raw.indexOf('\n');
    // Its own batch: this node told its sockets before publishing.
    if (node !== '' && raw.slice(0, nl) === node) return;
    let messages: BusMessage[];
    try {
      messages = JSON.parse(raw.slice(nl + 1)) as BusMessage[];
      if (nl < 0 || !Array.isArray(messages)) throw new Error('not a batch of messages');
    } catch (e) {
      log.error({ err: e }, 'unreadable bus message');
      return;
    }
    for (const message of messages) for (const h of handlers) h(message);
  });
  return {
    publish(message) {
      if (turn.length === 0) setImmediate(sendTurn);
      turn.push(message);
    },
    subscribe(handler) {
      handlers.push(handler);
    },
    ready: () => pub.isReady && sub.isReady && !hung,
    onReconnect(handler) {
      reconnected.push(handler);
    },
    backlog: () => ({ queued, dropped: droppedEver }),
    async close() {
      closing = true;
      clearInterval(heartbeat);
      await sub.unsubscribe(channel).catch(() => {});
      await Promise.all([sub.quit().catch(() => sub.destroy()), pub.quit().catch(() => pub.destroy())]);
    },
  };
}
