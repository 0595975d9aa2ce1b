import type { TableSummary } from '@parlour/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './server.ts';
import { undoesOutOfEnd } from './solo.ts';
import { sqliteBackend } from './testing/backends.ts';
import { Client, playToEnd } from './testing/client.ts';

describe('which finished tables take undo', () => {
  it('a solo deal lost in a dead end, never a win nor a table of several players', () => {
    expect(undoesOutOfEnd(true, { outcome: 'lost' })).toBe(true);
    expect(undoesOutOfEnd(true, { outcome: 'won' })).toBe(false);
    expect(undoesOutOfEnd(true, null)).toBe(false);
    expect(undoesOutOfEnd(false, { outcome: 'lost' })).toBe(false);
  });
});

describe('Bisley: undo out of a dead end', () => {
  const backend = sqliteBackend();
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(backend.config({ node: 'solo-a' }));
  });
  afterAll(async () => {
    await server?.stop();
    await backend.cleanup();
  });

  it('plays on from the move before the end; the result counted is the one the deal ends with', async () => {
    const c = await Client.guest(server.url);
    await c.connect();
    // Random moves lose almost every deal; a deal lost before any move has nothing to undo.
    let t: TableSummary | undefined;
    let end = null;
    for (let deal = 0; deal < 20 && !end; deal++) {
      t = await c.ok<TableSummary>('POST', '/api/tables', { game: 'bisley', options: { autoPlay: false }, start: true });
      if (t.status === 'over') continue;
      const s = await playToEnd(c, t);
      if (s.result?.outcome === 'lost' && s.canUndo) end = s;
    }
    if (!end || !t) throw new Error('no deal lost after a move in 20 tries');
    const id = t.id;
    expect(JSON.parse((await server.store.results.get(id))!)).toEqual(end.result);

    c.send({ type: 'undo', table: id, seq: end.seq, id: 'back' });
    const back = await c.state(id, (m) => m.seq === end.seq + 1);
    expect(back).toMatchObject({ status: 'playing', result: null, ack: 'back', canRedo: true });
    expect(back.legal.length).toBeGreaterThan(0);
    expect((await c.ok<TableSummary>('GET', `/api/tables/${id}`)).status).toBe('playing');
    // Until the deal ends again, the loss stands (leaving now does not wipe it).
    expect(JSON.parse((await server.store.results.get(id))!)).toEqual(end.result);

    // Played on to its end again: the result is the new end's.
    const again = await playToEnd(c, { ...t, status: 'playing' });
    expect(again.seq).toBeGreaterThan(back.seq);
    expect(JSON.parse((await server.store.results.get(id))!)).toEqual(again.result);
    const mine = await c.ok<{ table: string }[]>('GET', '/api/me/results?game=bisley');
    expect(mine.filter((r) => r.table === id)).toHaveLength(1);

    // Redo straight back into the dead end is the same end, recorded once.
    if (again.result?.outcome === 'lost') {
      c.send({ type: 'undo', table: id, seq: again.seq });
      const undone = await c.state(id, (m) => m.seq === again.seq + 1);
      c.send({ type: 'redo', table: id, seq: undone.seq });
      const redone = await c.state(id, (m) => m.seq === undone.seq + 1);
      expect(redone.status).toBe('over');
      expect(JSON.parse((await server.store.results.get(id))!)).toEqual(redone.result);
    }
    c.close();
  }, 60_000);

  it('a table of several players takes no undo', async () => {
    const c = await Client.guest(server.url);
    await c.connect();
    const t = await c.ok<TableSummary>('POST', '/api/tables', {
      game: 'bluff',
      players: 3,
      seats: [{ kind: 'open' }, { kind: 'bot', bot: 'easy' }, { kind: 'bot', bot: 'easy' }],
      start: true,
    });
    c.send({ type: 'subscribe', table: t.id });
    const s = await c.state(t.id);
    c.send({ type: 'undo', table: t.id, seq: s.seq, id: 'u' });
    expect(await c.next((m) => m.type === 'error')).toMatchObject({ code: 'bad-request', id: 'u' });
    c.close();
  });
});
