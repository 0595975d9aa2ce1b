import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { firstDownload } from './firstDownload.ts';

const gz = (code: string) => gzipSync(code, { level: 9 }).length;

describe('the first download', () => {
  it('counts the entry and what it imports statically, not the chunks loaded on demand', () => {
    const chunks = {
      'index.js': { code: 'import "./context.js"; entry();'.repeat(20), isEntry: true, imports: ['context.js'] },
      'context.js': { code: 'import "./shared.js"; context();'.repeat(20), isEntry: false, imports: ['shared.js'] },
      'shared.js': { code: 'shared();'.repeat(20), isEntry: false, imports: [] },
      'BluffTable.js': { code: 'import "./shared.js"; table();'.repeat(20), isEntry: false, imports: ['shared.js'] },
    };
    expect(firstDownload(chunks)).toBe(
      gz(chunks['index.js'].code) + gz(chunks['context.js'].code) + gz(chunks['shared.js'].code),
    );
  });
});
