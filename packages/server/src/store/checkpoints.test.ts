import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { sleep, until } from '../testing/wait.ts';
import { startCheckpoints } from './checkpoints.ts';

describe('checkpoints on their own thread', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  /** A database in WAL mode whose writer never checkpoints by itself. */
  function writer() {
    const dir = mkdtempSync(join(tmpdir(), 'parlour-checkpoints-'));
    dirs.push(dir);
    const file = join(dir, 'c.db');
    const db = new SQLite(file);
    db.pragma('journal_mode = WAL');
    db.pragma('wal_autocheckpoint = 0');
    db.exec('create table t (k integer primary key, v text)');
    const insert = db.prepare('insert into t (v) values (?)');
    const write = (rows: number) =>
      db.transaction(() => {
        for (let i = 0; i < rows; i++) insert.run('x'.repeat(200));
      })();
    return { file, db, write };
  }

  it('copies the log into the database file while the writer goes on, and the log starts again from its beginning', async () => {
    const { file, db, write } = writer();
    const size = () => statSync(file).size;
    const before = size();
    write(2_000);
    // Only the log holds the rows until something checkpoints.
    expect(size()).toBe(before);
    const errors: string[] = [];
    const checkpoints = startCheckpoints(file, (e) => errors.push(e), 20);
    expect(await until(() => size() > before, 5_000)).toBe(true);
    const logAfterFirst = statSync(`${file}-wal`).size;
    // Ten more batches as large: without checkpoints the log would grow to ten times its size.
    for (let round = 0; round < 10; round++) {
      write(2_000);
      await sleep(60);
    }
    expect(statSync(`${file}-wal`).size).toBeLessThan(3 * logAfterFirst);
    expect(db.prepare('select count(*) as n from t').get()).toEqual({ n: 22_000 });
    await checkpoints.stop();
    expect(errors).toEqual([]);
    db.close();
  });

  it('stops when asked, and reports what fails instead of throwing', async () => {
    const { file, db } = writer();
    const errors: string[] = [];
    const checkpoints = startCheckpoints(join(file, 'not-a-directory', 'x.db'), (e) => errors.push(e), 20);
    await checkpoints.stop();
    expect(errors.length).toBeGreaterThan(0);
    db.close();
  });
});
