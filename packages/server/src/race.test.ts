import type { ServerMessage, StateMessage } from '@parlour/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import type { Client } from './testing/client.ts';
import { type Cluster, guestOn, sleep, startCluster } from './testing/cluster.ts';
import { missingServices } from './testing/private-services.ts';

const missing = missingServices();
const skip = missing !== null && process.env.PARLOUR_REQUIRE_ALL !== '1';
if (skip) console.log(`seq race test: skipping (${missing} not installed)`);
const ROUNDS = Number(process.env.RACE_ROUNDS ?? 200);

/** A socket's view of one table: its newest state, and the answers to its moves by id. */
function follow(c: Client) {
  const seen = { table: '', state: null as StateMessage | null, answers: new Map<number, string>() };
  c.onMessage = (m: ServerMessage) => {
    if (m.type === 'state' && m.table === seen.table) {
      if (!seen.state || m.seq >= seen.state.seq) seen.state = m;
      if (typeof m.ack === 'number') seen.answers.set(m.ack, 'ack');
    }
    if (m.type === 'error' && typeof m.id === 'number') seen.answers.set(m.id, m.code);
  };
  return seen;
}

async function until(ok: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) return false;
    await sleep(5);
  }
  return true;
}

describe.skipIf(skip)('seq races between two nodes', () => {
  let cluster: Cluster | null = null;
  afterAll(async () => {
    await cluster?.close();
  });

  it('the node that loses a race still sends its other sockets the winning move', async () => {
    cluster = await startCluster();
    const a = await cluster.start('a');
    const b = await cluster.start('b');
    // One player with a socket on each node, and a watcher on each node.
    const onA = await guestOn(a.url);
    const onB = await guestOn(a.url, b.url);
    onB.cookie = onA.cookie;
    onB.close();
    await onB.connect();
    const sockets = [onA, onB, await guestOn(a.url), await guestOn(a.url, b.url)];
    const seen = sockets.map(follow);
    const open = async () => {
      const t = await onA.ok<{ id: string }>('POST', '/api/tables', {
        game: 'bisley',
        options: { autoPlay: false },
        start: true,
      });
      for (const [i, c] of sockets.entries()) {
        seen[i].table = t.id;
        seen[i].state = null;
        c.send({ type: 'subscribe', table: t.id });
      }
    };
    await open();
    let behind = 0;
    let races = 0;
    let played = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      // The player's two sockets at the same seq, with a move to make.
      await until(() => seen[0].state !== null && seen[0].state.seq === seen[1].state?.seq, 3000);
      const s = seen[0].state!;
      if (s.status !== 'playing' || s.legal.length === 0) {
        await open();
        round--;
        continue;
      }
      // The same move at the same seq, on both nodes at once.
      const move = s.legal[Math.floor(Math.random() * s.legal.length)];
      played++;
      onA.send({ type: 'move', table: s.table, seq: s.seq, move, id: round });
      onB.send({ type: 'move', table: s.table, seq: s.seq, move, id: round });
      await until(() => seen[0].answers.has(round) && seen[1].answers.has(round), 3000);
      if (seen[0].answers.get(round) !== seen[1].answers.get(round)) races++;
      // Every socket must be sent the move that won.
      if (!(await until(() => seen.every((x) => (x.state?.seq ?? -1) > s.seq), 1000))) behind++;
      // A socket left behind stays behind: a few such rounds tell enough.
      if (behind >= 5) break;
    }
    console.log(JSON.stringify({ figure: 'seq race', rounds: played, oneAckOneStale: races, behind }));
    expect(behind).toBe(0);
    expect(played).toBe(ROUNDS);
    expect(races).toBe(ROUNDS);
  }, 120_000);
});
