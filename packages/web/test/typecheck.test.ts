import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';

const WEB = resolve(import.meta.dirname, '..');

// The root type check leaves the web client out (it needs the DOM and JSX), and the build
// (`vite build`) does not type-check, so the suite checks the client's own files here.
it('type-checks the web client', () => {
  const out = spawnSync(join(WEB, '../../node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], { cwd: WEB, encoding: 'utf8' });
  const ours = out.stdout
    .split('\n')
    .filter((line) => /^(src|test)\//.test(line))
    .join('\n');
  expect(ours).toBe('');
}, 120_000);
