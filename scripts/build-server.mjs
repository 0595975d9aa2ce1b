#!/usr/bin/env node
// Bundles the server and the workspace packages it uses (engine, games) into one plain
// JavaScript file, so production runs on Node alone: no TypeScript loader thread, less
// memory, faster start. npm packages stay external and load from node_modules.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const SERVER_BUNDLE = fileURLToPath(new URL('../packages/server/dist/main.js', import.meta.url));

export async function buildServer(outfile = SERVER_BUNDLE) {
  await build({
    entryPoints: [fileURLToPath(new URL('../packages/server/src/main.ts', import.meta.url))],
    outfile,
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
