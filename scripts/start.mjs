#!/usr/bin/env node
// `npm start`: builds the web client (a production build of the sources as they are now:
// about 2 s, so every start, and a `git pull` never leaves an old client served), bundles
// the server (about a second, every start, for the same reason), then starts it
// (http://localhost:8080, SQLite under ./data/ unless DATABASE_URL is set).
import { spawn, spawnSync } from 'node:child_process';
import { buildServer, SERVER_BUNDLE } from './build-server.mjs';
// V8's heap settings and glibc's malloc setting for the node (see docs/operations.md,
// "Memory"); the load driver uses them too. The environment's own values win.
import NODE from './server-node.json' with { type: 'json' };

console.log('Building the web client...');
// NODE_ENV=production whatever the shell says: anything else gives React's development build.
const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
if (build.status !== 0) process.exit(build.status ?? 1);
await buildServer();
const server = spawn(process.execPath, ['--enable-source-maps', ...NODE.flags, SERVER_BUNDLE, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...NODE.env, ...process.env },
});
// The server shuts down gracefully on these; pass them on rather than die first.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
