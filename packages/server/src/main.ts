import { type Config, configFromEnv } from './config.ts';
import { startServer } from './server.ts';

/** `npm start`: one node, configured by the environment; SIGINT/SIGTERM stop it gracefully. */
let config: Config;
try {
  config = configFromEnv();
} catch (e) {
  // A setting that is not a number: say which, without a stack.
  console.error(`parlour: ${(e as Error).message}`);
  process.exit(1);
}
const server = await startServer(config);
let signals = 0;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (++signals > 1) process.exit(1);
    server.stop().then(
      () => process.exit(0),
      (e) => {
        server.log.error({ err: e }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
