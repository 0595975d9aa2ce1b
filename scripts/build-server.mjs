#!/usr/bin/env node
// Bundles the server and the workspace packages it uses (engine, games) into one plain
// JavaScript file, and its bot worker thread (packages/server/src/bots/worker.ts) into a
// second beside it (`<name>.bot-worker.js`, which the server finds by name), so production runs on Node alone: no TypeScript loader thread, less
// memory, faster start. npm packages stay external and load from node_modules.
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const SERVER_BUNDLE = fileURLToPath(new URL('../packages/server/dist/main.js', import.meta.url));

/** The bot worker's bundle beside a server bundle (the server starts its threads from it). */
export const botWorkerOf = (outfile) => outfile.replace(/(\.js)?$/, '.bot-worker.js');

export async function buildServer(outfile = SERVER_BUNDLE) {
  const worker = botWorkerOf(outfile);
  await bundle('bots/worker.ts', worker, {});
  await bundle('main.ts', outfile, { PARLOUR_BOT_WORKER: JSON.stringify(`./${basename(worker)}`) });
}

async function bundle(entry, outfile, define) {
  await build({
    entryPoints: [fileURLToPath(new URL(`../packages/server/src/${entry}`, import.meta.url))],
    outfile,
    define,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [
      {
        name: 'npm-packages-external',
        setup(b) {
          // Bare imports other than our own workspace packages (which are TypeScript).
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@parlour/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
}

// `node scripts/build-server.mjs [outfile]` (the fault tests bundle a copy of their own).
if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer(process.argv[2]);
