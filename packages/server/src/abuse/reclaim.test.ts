import type { ServerMessage, StateMessage, TableSummary } from '@parlour/protocol';
import { describe, expect, it } from 'vitest';
import { availableBackends } from '../testing/backends.ts';
import { Client, someMove } from '../testing/client.ts';
import { useNodes } from '../testing/nodes.ts';

type TableMessage = { type: 'table'; table: TableSummary };
type ErrorMessage = Extract<ServerMessage, { type: 'error' }>;

const replacedMessage = (socket: Client, id: string) =>
  socket.next<TableMessage>((m) => m.type === 'table' && m.table.id === id && m.table.seats[0].replaced, 20_000);

// Issue 13 item 8: a player whose seat a bot took after two turns ran out is told so
// (`timedOut`, timeout moves marked in the events) and may take the seat back with
// `reclaim` until the game is over; nobody else may, nor a player who resigned.
for (const { name, make, missing } of await availableBackends()) {
  describe.skipIf(missing !== null)(`taking a seat back on ${name}`, () => {
    // On SQLite one node serves both; on PostgreSQL + Redis the socket is on the node that did not start the table.
    const nodes = useNodes(name, make, { botDelayMs: 20 });

    /** A started Bluff table: the guest and two random bots, `perMove` seconds a move and no reserve. */
    async function timedTable(perMove: number): Promise<{ a: Client; socket: Client; t: TableSummary; seen: StateMessage[] }> {
      const a = await Client.guest(nodes.one.url);
      const t = await a.bluffWithTwoBots(perMove);
      const socket = await a.sameUserAt(nodes.two.url);
      const seen: StateMessage[] = [];
      socket.onMessage = (m) => {
        if (m.type === 'state' && m.table === t.id) seen.push(m);
      };
      socket.send({ type: 'subscribe', table: t.id });
      return { a, socket, t, seen };
    }

    it('marks the timeout moves, says the seat timed out, and gives it back with its view and moves', async () => {
      const { socket, t, seen } = await timedTable(3);
      const replaced = await replacedMessage(socket, t.id);
      expect(replaced.table.seats[0].timedOut).toBe(true);
      expect(replaced.table.mySeats).toEqual([]);
      // The clock's moves for the seat were sent marked; the bots' moves were not.
      const events = seen.flatMap((s) => s.events as { timeout?: boolean }[]);
      expect(events.some((e) => e.timeout === true)).toBe(true);
      expect(events.some((e) => e.timeout === undefined)).toBe(true);

      socket.inbox.splice(0);
      socket.send({ type: 'reclaim', table: t.id, id: 'back' });
      const back = await socket.next<TableMessage>((m) => m.type === 'table' && !m.table.seats[0].replaced);
      expect(back.table.mySeats).toEqual([0]);
      expect(back.table.seats[0].timedOut).toBeUndefined();
      expect(back.table.seats[0].bot).toBeNull();
      await socket.next((m) => m.type === 'ack' && m.id === 'back');
      // The seat's own view again, and a move of the user's counts: the bot no longer plays it.
      let mine = seen.at(-1);
      while (!(mine?.seat === 0 && mine.actors.includes(0) && mine.status === 'playing')) {
        await socket.state(t.id, () => true, 20_000);
        mine = seen.at(-1);
      }
      socket.send({ type: 'move', table: t.id, seq: mine.seq, move: someMove('bluff', mine), id: 'mine' });
      const played = await socket.next<StateMessage | ErrorMessage>(
        (m) => ('ack' in m && m.ack === 'mine') || m.type === 'error',
      );
      expect(played.type).toBe('state');
      expect(played.type === 'state' && played.seq).toBeGreaterThan(mine.seq);
      socket.close();
    }, 60_000);

    it('is refused to another user, to a player who resigned, and once the game is over', async () => {
      const { a, socket, t } = await timedTable(1);
      await replacedMessage(socket, t.id);
      // Someone else at the table's link cannot take the seat.
      const other = await Client.guest(nodes.two.url);
      await other.connect();
      other.send({ type: 'reclaim', table: t.id, id: 'steal' });
      const stolen = await other.next<ErrorMessage>((m) => m.type === 'error' && m.id === 'steal');
      expect(stolen.code).toBe('not-seated');
      other.close();

      // Resigning is final.
      const b = await Client.guest(nodes.one.url);
      const r = await b.bluffWithTwoBots();
      await b.ok('POST', `/api/tables/${r.id}/leave`);
      const resigned = await b.sameUserAt(nodes.two.url);
      resigned.send({ type: 'reclaim', table: r.id, id: 'again' });
      const refused = await resigned.next<ErrorMessage>((m) => m.type === 'error' && m.id === 'again');
      expect(refused.code).toBe('forbidden');
      expect((await b.ok<TableSummary>('GET', `/api/tables/${r.id}`)).seats[0].replaced).toBe(true);
      resigned.close();

      // The bots play the first table to its end; then the seat stays with the bot.
      await socket.next<TableMessage>((m) => m.type === 'table' && m.table.id === t.id && m.table.status === 'over', 50_000);
      socket.send({ type: 'reclaim', table: t.id, id: 'late' });
      const late = await socket.next<ErrorMessage>((m) => m.type === 'error' && m.id === 'late');
      expect(late.code).toBe('game-over');
      expect((await a.ok<TableSummary>('GET', `/api/tables/${t.id}`)).mySeats).toEqual([]);
      socket.close();
    }, 90_000);
  });

  // A seat taken back while it is the seat's turn (the bot holding it not yet moved) has
  // what is left of that turn's time, not a clock started afresh at the reclaim.
  describe.skipIf(missing !== null)(`taking a seat back mid-turn on ${name}`, () => {
    // Bots wait 2 s before moving: the window in which the seat is taken back.
    const nodes = useNodes(`${name}-mid-turn`, make, { botDelayMs: 2000 });

    it('leaves the turn the time it had left', async () => {
      const a = await Client.guest(nodes.one.url);
      const t = await a.bluffWithTwoBots(1);
      const socket = await a.sameUserAt(nodes.two.url);
      // Each state with the moment it arrived (after the server started its turn).
      const seen: { state: StateMessage; at: number }[] = [];
      socket.onMessage = (m) => {
        if (m.type === 'state' && m.table === t.id) seen.push({ state: m, at: Date.now() });
      };
      socket.send({ type: 'subscribe', table: t.id });
      await replacedMessage(socket, t.id);
      // The seat's next turn, the bot holding it still to move.
      let turn = seen.at(-1);
      while (!(turn?.state.actors.includes(0) && turn.state.status === 'playing')) {
        await socket.state(t.id, () => true, 20_000);
        turn = seen.at(-1);
      }
      await new Promise((r) => setTimeout(r, 500));
      socket.inbox.splice(0);
      socket.send({ type: 'reclaim', table: t.id, id: 'back' });
      const back = await socket.state(t.id, (m) => m.seat === 0);
      expect(back.actors).toContain(0);
      // The turn began before its state arrived: a clock started at the reclaim would run
      // out at least 500 ms later than this.
      expect(back.clock?.deadline).toBeLessThanOrEqual(turn.at + 1000);
      socket.close();
    }, 90_000);
  });
}
