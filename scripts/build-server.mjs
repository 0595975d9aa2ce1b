#!/usr/bin/env node
// Bundles the server with the workspace packages and npm packages it uses into one plain
// JavaScript file, and its bot worker thread (packages/server/src/bots/worker.ts) into a
// second beside it (`<name>.bot-worker.js`, which the server finds by name), so production
// runs on Node alone: no TypeScript loader thread, less memory, faster start.
//
// Why one file, comments and whitespace stripped: V8 keeps each module's source text alive
// to compile its functions lazily, and left as node_modules' files (with their comments)
// that was ~5 MB of the node's heap, the bundle itself held twice over for one non-Latin-1
// character in a comment (docs/operations.md, "Memory"). Names are kept, for profiles and
// stack traces; the linked source map points at the files on disk.
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const SERVER_BUNDLE = fileURLToPath(new URL('../packages/server/dist/main.js', import.meta.url));

/** The bot worker's bundle beside a server bundle (the server starts its threads from it). */
export const botWorkerOf = (outfile) => outfile.replace(/(\.js)?$/, '.bot-worker.js');

/**
 * npm packages loaded from node_modules rather than bundled: the native SQLite binding;
 * pino, whose transports start worker threads from files beside its own (`__dirname`);
 * and those the server imports only when used (PostgreSQL, Redis, ratings), so a node that
 * does not use them never holds their source.
 */
const EXTERNAL = ['better-sqlite3', 'pino', 'pg', 'redis', 'openskill'];

export async function buildServer(outfile = SERVER_BUNDLE) {
  const worker = botWorkerOf(outfile);
  await bundle('bots/worker.ts', worker, {});
  await bundle('main.ts', outfile, { PARLOUR_BOT_WORKER: JSON.stringify(`./${basename(worker)}`) });
}

async function bundle(entry, outfile, define) {
  const { outputFiles } = await build({
    entryPoints: [fileURLToPath(new URL(`../packages/server/src/${entry}`, import.meta.url))],
    outfile,
    define,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: 'none',
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
    // A package named here is external with all its subpaths.
    external: EXTERNAL,
    // The CommonJS packages bundled into this ES module still call `require` (for Node's own modules).
    banner: { js: "import{createRequire as __parlourRequire}from'node:module';const require=__parlourRequire(import.meta.url);" },
    // Checked before it is written, below.
    write: false,
  });
  for (const file of outputFiles) {
    // V8 holds a source with any character past Latin-1 as two bytes a character.
    const wide = file.path.endsWith('.js') ? /[\u0100-\uffff]/.exec(file.text) : null;
    if (wide) throw new Error(`${file.path}: a character past Latin-1 at ${wide.index}; escape it (esbuild's charset is ASCII)`);
  }
  mkdirSync(dirname(outfile), { recursive: true });
  for (const file of outputFiles) writeFileSync(file.path, file.contents);
}

// `node scripts/build-server.mjs [outfile]` (the fault tests bundle a copy of their own).
if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer(process.argv[2]);
