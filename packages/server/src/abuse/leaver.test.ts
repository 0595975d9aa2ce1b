import type { StateMessage, TableSummary } from '@parlour/protocol';
import { describe, expect, it } from 'vitest';
import { availableBackends } from '../testing/backends.ts';
import { Client } from '../testing/client.ts';
import { useNodes } from '../testing/nodes.ts';

/** What a spectator may be sent: no seat, no legal moves, only events for everyone. */
function expectSpectator(s: StateMessage, where: string): void {
  expect(s.seat, `${where} at seq ${s.seq}`).toBeNull();
  expect(s.legal).toEqual([]);
  for (const ev of s.events as { to: unknown }[]) expect(ev.to).toBe('all');
}

// Issue 11 item 1: after leaving (or timing out twice), a user watches as a spectator on
// every node: an open socket, and one that subscribes again with `since`.
for (const { name, make, missing } of await availableBackends()) {
  describe.skipIf(missing !== null)(`a leaver on ${name}`, () => {
    const nodes = useNodes(name, make, { botDelayMs: 20 });

    it('is sent the spectator view and no private event once a bot has the seat, on an open socket and after reconnecting', async () => {
      const a = await Client.guest(nodes.one.url);
      const t = await a.bluffWithTwoBots();
      const watcher = await a.sameUserAt(nodes.two.url);
      watcher.send({ type: 'subscribe', table: t.id, legal: false });
      const before = await watcher.state(t.id);
      expect(before.seat).toBe(0);
      const left = await a.ok<TableSummary>('POST', `/api/tables/${t.id}/leave`);
      expect(left.seats[0].replaced).toBe(true);
      expect(left.mySeats).toEqual([]);
      // The watcher's node is told of the leave (a `table` message, then the spectator's
      // state). What it sent before may still show the seat, even past left.seq: a bot's
      // move that node made meanwhile, before it heard. Every state after the news, while
      // the stand-in plays the seat, is a spectator's.
      await watcher.past((m) => m.type === 'table' && m.table.id === t.id && m.table.seats[0].replaced, 15_000);
      let last: StateMessage;
      do {
        last = await watcher.state(t.id, () => true, 20_000);
        expectSpectator(last, `open socket (left at ${left.seq})`);
      } while (last.status === 'playing' && last.seq < left.seq + 12);
      expect(last.seq).toBeGreaterThan(left.seq);
      // Reconnecting with `since` (any node) brings the spectator's view and events only.
      watcher.close();
      for (const server of [nodes.one, nodes.two]) {
        const again = await a.sameUserAt(server.url);
        again.send({ type: 'subscribe', table: t.id, since: before.seq });
        expectSpectator(await again.state(t.id), `since ${before.seq} on ${server.url}`);
        again.send({ type: 'subscribe', table: t.id, since: 0 });
        expectSpectator(await again.state(t.id), `since 0 on ${server.url}`);
        again.close();
      }
    }, 60_000);

    it('a seat given to a bot after two timeouts is watched as a spectator', async () => {
      const a = await Client.guest(nodes.one.url);
      const t = await a.bluffWithTwoBots(1);
      const watcher = await a.sameUserAt(nodes.two.url);
      watcher.send({ type: 'subscribe', table: t.id, legal: false });
      const replaced = await watcher.next<{ type: 'table'; table: TableSummary }>(
        (m) => m.type === 'table' && m.table.seats[0].replaced,
        15_000,
      );
      expect(replaced.table.mySeats).toEqual([]);
      // States already sent before the replacement are dropped; every later one is a spectator's.
      watcher.inbox.splice(0);
      const next = await watcher.state(t.id, () => true, 15_000);
      expectSpectator(next, 'after timeouts');
      watcher.close();
    }, 30_000);
  });
}
