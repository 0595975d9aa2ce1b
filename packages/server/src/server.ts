import type { AddressInfo } from 'node:net';
import pino, { type Logger } from 'pino';
import { type Bus, memoryBus, redisBus } from './bus.ts';
import type { Config } from './config.ts';
import { startHousekeeping } from './housekeeping.ts';
import { buildHttp } from './http.ts';
import { Revocations } from './revoke.ts';
import { Room } from './room.ts';
import { attachSockets } from './sockets.ts';
import { openStore } from './store/open.ts';
import type { Store } from './store/store.ts';

export interface RunningServer {
  url: string;
  port: number;
  store: Store;
  room: Room;
  bus: Bus;
  log: Logger;
  sockets: () => number;
  /** Graceful: stop accepting, finish moves in flight, close sockets, store and bus. */
  stop(): Promise<void>;
}

/** Starts one node: store, bus, HTTP + WebSocket on one port, and the scheduler. */
export async function startServer(config: Config, logger?: Logger): Promise<RunningServer> {
  const log = logger ?? pino({ level: config.logLevel, base: { node: config.node } });
  const store = await openStore(config, log);
  const bus = config.redisUrl ? await redisBus(config.redisUrl, config.redisPrefix, log, config.node) : memoryBus();
  const room = new Room(store, bus, config, log);
  const revocations = new Revocations(bus, config.node);
  // The sockets are attached once HTTP is ready; metrics are asked for only after listen().
  const app = await buildHttp(config, store, room, log, revocations, () => sockets.count);
  await app.ready();
  const sockets = attachSockets(app.server, config, store, room, log, revocations);
  await app.listen({ port: config.port, host: config.host });
  room.startScheduler();
  const stopHousekeeping = startHousekeeping(store, config, log);
  const port = (app.server.address() as AddressInfo).port;
  const url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`;
  log.info({ url, store: store.dialect, bus: config.redisUrl ? 'redis' : 'memory' }, 'parlour server listening');
  let stopping: Promise<void> | null = null;
  return {
    url,
    port,
    store,
    room,
    bus,
    log,
    sockets: () => sockets.count,
    stop() {
      stopping ??= (async () => {
        await stopHousekeeping();
        await room.close();
        sockets.close();
        await app.close();
        await bus.close();
        await store.close();
        log.info('parlour server stopped');
      })();
      return stopping;
    },
  };
}
