#!/usr/bin/env node
// `npm test`: the type check, the linter, the dead-code check, then every Vitest suite; ends with one plain
// summary line ("tests: N passed, N failed, N skipped") that CI reads.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', shell: false }).status ?? 1;
const bin = (name) => `node_modules/.bin/${name}`;

let failed = 0;
console.log('> tsc (type check)');
if (run(bin('tsc'), ['-p', 'tsconfig.json']) !== 0) failed++;
// The browser client has its own settings (DOM, JSX).
if (existsSync('packages/web/tsconfig.json') && run(bin('tsc'), ['-p', 'packages/web/tsconfig.json']) !== 0) failed++;
console.log('> biome check (lint and format)');
if (run(bin('biome'), ['check', '.']) !== 0) failed++;
console.log('> knip (unused files, dependencies and exports; see knip.jsonc)');
if (run(bin('knip'), []) !== 0) failed++;

const report = '.vitest-results.json';
rmSync(report, { force: true });
const status = run(bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${report}`,
  ...process.argv.slice(2),
]);
let passed = 0;
let testsFailed = 0;
let skipped = 0;
try {
  const results = JSON.parse(readFileSync(report, 'utf8'));
  passed = results.numPassedTests;
  testsFailed = results.numFailedTests + (results.numRuntimeErrorTestSuites ?? 0);
  skipped = results.numPendingTests + results.numTodoTests;
} catch {
  testsFailed++;
}
if (status !== 0 && testsFailed === 0) testsFailed++;
console.log(`tests: ${passed} passed, ${testsFailed + failed} failed, ${skipped} skipped`);
process.exitCode = status !== 0 || failed > 0 ? 1 : 0;
