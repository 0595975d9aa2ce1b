#!/usr/bin/env node
// `npm start`: builds the web client once if it has not been built yet, then starts the
// server (http://localhost:8080, SQLite under ./data/ unless DATABASE_URL is set).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('packages/web/dist/index.html')) {
  console.log('Building the web client (first start only)...');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
// The server shuts down gracefully on these; pass them on rather than die first.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
