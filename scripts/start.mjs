#!/usr/bin/env node
// `npm start`: builds the web client once if it has not been built yet, bundles the server
// (half a second, every start, so it is never stale), then starts it (http://localhost:8080,
// SQLite under ./data/ unless DATABASE_URL is set).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildServer, SERVER_BUNDLE } from './build-server.mjs';

if (!existsSync('packages/web/dist/index.html')) {
  console.log('Building the web client (first start only)...');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await buildServer();
const server = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE, ...process.argv.slice(2)], {
  stdio: 'inherit',
});
// The server shuts down gracefully on these; pass them on rather than die first.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
