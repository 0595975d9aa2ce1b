export { type Config, configFromEnv } from './config.ts';
export { type RunningServer, startServer } from './server.ts';
