export { type Config, configFromEnv } from './config.ts';
export * as protocol from './protocol.ts';
export { type RunningServer, startServer } from './server.ts';
