import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../server.ts';
import { baseConfig } from '../testing/backends.ts';
import { Client } from '../testing/client.ts';

const mode = (path: string) => statSync(path).mode & 0o777;

describe('the data folder', () => {
  const parent = mkdtempSync(join(tmpdir(), 'parlour-files-'));
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it('is 0700 and the database with its -wal and -shm files 0600, even under a lax umask', async () => {
    const dir = join(parent, 'data');
    const umask = process.umask(0o022);
    try {
      const server = await startServer(baseConfig({ dataDir: dir, databaseUrl: null, redisUrl: null }));
      // A write, so the write-ahead log and shared memory files exist.
      await Client.guest(server.url);
      expect(mode(dir)).toBe(0o700);
      for (const f of ['parlour.db', 'parlour.db-wal', 'parlour.db-shm']) expect(mode(join(dir, f)), f).toBe(0o600);
      await server.stop();
    } finally {
      process.umask(umask);
    }
  });
});
