import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { availableBackends } from '../testing/backends.ts';
import { useStore } from '../testing/stores.ts';
import type { MoveRow, SeatRow, TableRow, TableUpdate } from './rows.ts';

const newId = () => randomBytes(6).toString('hex');

function tableRow(id: string, patch: Partial<TableRow> = {}): TableRow {
  return {
    id,
    game: 'bully',
    players: 3,
    options: '{}',
    seed: 'seed',
    seed_hash: 'hash',
    status: 'open',
    private: false,
    invite: null,
    rated: true,
    autostart: false,
    clock_spec: '{"kind":"none"}',
    clock: null,
    seq: 0,
    due_at: null,
    created_by: 'maker',
    created_at: 1_000,
    updated_at: 1_000,
    ...patch,
  };
}

/** A human (the user) in seat 0, a bot in seat 1, seat 2 open. */
function seatRows(tableId: string, userId: string): SeatRow[] {
  const seat = (seat: number, s: Partial<SeatRow>): SeatRow => ({
    table_id: tableId,
    seat,
    kind: 'open',
    user_id: null,
    bot: null,
    replaced: false,
    timeouts: 0,
    ...s,
  });
  return [seat(0, { kind: 'human', user_id: userId }), seat(1, { kind: 'bot', bot: 'hard' }), seat(2, {})];
}

const move = (tableId: string, seq: number, patch: Partial<MoveRow> = {}): MoveRow => ({
  table_id: tableId,
  seq,
  type: 'move',
  seat: 0,
  move: '"pass"',
  by: 'human',
  at: 2_000 + seq,
  ...patch,
});

for (const { name, make, missing } of await availableBackends()) {
  describe.skipIf(missing !== null)(`the store's tables on ${name}`, () => {
    const held = useStore(make);

    it('gives a table and its seats back as written: flags as booleans, status and kinds as the words written', async () => {
      const id = newId();
      const row = tableRow(id, { private: true, invite: 'inv', rated: false, autostart: true });
      const seats = seatRows(id, 'alice');
      await held.store.createTable(row, seats);
      expect(await held.store.getTable(id)).toEqual(row);
      expect(await held.store.seatsOf(id)).toEqual(seats);
    });

    it('writes a replaced seat as replaced, and a replaced seat no longer counts towards its user’s tables', async () => {
      const id = newId();
      const user = newId();
      await held.store.createTable(tableRow(id, { status: 'playing' }), seatRows(id, user));
      expect(await held.store.activeTables(user, ['bully'])).toBe(1);
      const [mine] = await held.store.seatsOf(id);
      await held.store.setSeatsDuringPlay(id, [{ ...mine, replaced: true, bot: 'hard' }]);
      const [after] = await held.store.seatsOf(id);
      expect(after).toEqual({ ...mine, replaced: true, bot: 'hard' });
      expect(await held.store.activeTables(user, ['bully'])).toBe(0);
      await held.store.setSeatsDuringPlay(id, [{ ...after, replaced: false, bot: null }]);
      expect((await held.store.seatsOf(id))[0].replaced).toBe(false);
    });

    it('changes a seat before the start only while the table has the status expected', async () => {
      const id = newId();
      await held.store.createTable(tableRow(id), seatRows(id, 'bob'));
      const open = (await held.store.seatsOf(id))[2];
      const taken: SeatRow = { ...open, kind: 'human', user_id: 'carol' };
      expect(await held.store.updateSeat(id, taken, 'playing', null)).toBe(false);
      expect((await held.store.seatsOf(id))[2]).toEqual(open);
      expect(await held.store.updateSeat(id, taken, 'open', null)).toBe(true);
      expect((await held.store.seatsOf(id))[2]).toEqual(taken);
    });

    it('changes a seat only while it holds whom the caller saw there (a join on another node is not overwritten)', async () => {
      const id = newId();
      await held.store.createTable(tableRow(id), seatRows(id, 'bob'));
      const open = (await held.store.seatsOf(id))[2];
      const carol: SeatRow = { ...open, kind: 'human', user_id: 'carol' };
      const dave: SeatRow = { ...open, kind: 'human', user_id: 'dave' };
      expect(await held.store.updateSeat(id, carol, 'open', null)).toBe(true);
      // Dave's node still had the seat open.
      expect(await held.store.updateSeat(id, dave, 'open', null)).toBe(false);
      expect((await held.store.seatsOf(id))[2]).toEqual(carol);
      // Only Carol's own leave opens it again.
      expect(await held.store.updateSeat(id, open, 'open', 'dave')).toBe(false);
      expect(await held.store.updateSeat(id, open, 'open', 'carol')).toBe(true);
      expect((await held.store.seatsOf(id))[2]).toEqual(open);
    });

    it('starts a table only while every seat is taken', async () => {
      const id = newId();
      await held.store.createTable(tableRow(id), seatRows(id, 'bob'));
      const seats = await held.store.seatsOf(id);
      expect(seats.some((s) => s.kind === 'open')).toBe(true);
      expect(await held.store.startTable(id, null, null, Date.now())).toBe(false);
      expect((await held.store.getTable(id))?.status).toBe('open');
      for (const s of seats.filter((x) => x.kind === 'open'))
        expect(await held.store.updateSeat(id, { ...s, kind: 'human', user_id: `u${s.seat}` }, 'open', null)).toBe(true);
      expect(await held.store.startTable(id, null, null, Date.now())).toBe(true);
      expect((await held.store.getTable(id))?.status).toBe('playing');
      expect(await held.store.startTable(id, null, null, Date.now())).toBe(false);
    });

    it('lists public tables of the statuses asked, and private ones to their players only', async () => {
      const game = `g${newId()}`;
      const player = newId();
      const open = newId();
      const secret = newId();
      const playing = newId();
      await held.store.createTable(tableRow(open, { game }), seatRows(open, 'someone'));
      await held.store.createTable(tableRow(secret, { game, private: true, invite: 'x' }), seatRows(secret, player));
      await held.store.createTable(tableRow(playing, { game, status: 'playing' }), seatRows(playing, 'someone'));
      const ids = async (userId: string, statuses: TableRow['status'][]) =>
        (await held.store.listTables(userId, statuses, game)).map((t) => t.id).sort();
      expect(await ids('stranger', ['open'])).toEqual([open]);
      expect(await ids(player, ['open'])).toEqual([open, secret].sort());
      expect(await ids('stranger', ['open', 'playing'])).toEqual([open, playing].sort());
      expect(await ids(player, [])).toEqual([]);
      const listed = await held.store.listTables(player, ['open'], game);
      expect(listed.find((t) => t.id === secret)?.private).toBe(true);
    });

    it('appends entries with the table row and seats; a taken seq is refused', async () => {
      const id = newId();
      await held.store.createTable(tableRow(id, { status: 'playing' }), seatRows(id, 'dora'));
      const [, bot] = await held.store.seatsOf(id);
      const first = move(id, 1);
      expect(await held.store.append(first, { seq: 1, clock: '{"t":1}', due_at: 5_000 })).toBe(true);
      const undo = move(id, 2, { type: 'undo', seat: null, move: null, by: 'auto' });
      const replaced: SeatRow = { ...bot, replaced: true, timeouts: 2 };
      expect(await held.store.append(undo, { seq: 2, status: 'over', due_at: null }, [replaced])).toBe(true);
      expect(await held.store.append(move(id, 2, { by: 'timeout' }), { seq: 2, due_at: null })).toBe(false);
      expect(await held.store.entries(id)).toEqual([first, undo]);
      expect(await held.store.entriesAfter(id, 1)).toEqual([undo]);
      expect((await held.store.seatsOf(id))[1]).toEqual(replaced);
      expect(await held.store.getTable(id)).toMatchObject({ seq: 2, status: 'over', clock: '{"t":1}', due_at: null });
    });

    it('writes the due time, status and clock of each append, whether or not the one before changed them', async () => {
      const id = newId();
      await held.store.createTable(tableRow(id, { status: 'playing' }), seatRows(id, 'fay'));
      const steps: [TableUpdate, Partial<TableRow>][] = [
        [
          { seq: 1, due_at: null },
          { seq: 1, due_at: null, clock: null, status: 'playing' },
        ],
        [
          { seq: 2, due_at: 5_000 },
          { seq: 2, due_at: 5_000, clock: null },
        ],
        [
          { seq: 3, due_at: 5_000 },
          { seq: 3, due_at: 5_000, clock: null },
        ],
        [
          { seq: 4, due_at: 5_000, clock: '{"t":4}' },
          { seq: 4, due_at: 5_000, clock: '{"t":4}' },
        ],
        [
          { seq: 5, due_at: 5_000 },
          { seq: 5, due_at: 5_000, clock: '{"t":4}' },
        ],
        [
          { seq: 6, due_at: 5_000, clock: null },
          { seq: 6, due_at: 5_000, clock: null },
        ],
        [
          { seq: 7, due_at: null },
          { seq: 7, due_at: null },
        ],
        [
          { seq: 8, due_at: null, status: 'over' },
          { seq: 8, due_at: null, status: 'over' },
        ],
      ];
      for (const [update, row] of steps) {
        expect(await held.store.append(move(id, update.seq), update)).toBe(true);
        expect(await held.store.getTable(id)).toMatchObject(row);
      }
    });

    it('commits appends made together as written, whatever their text holds; a taken seq among them is refused alone', async () => {
      const ids = [newId(), newId(), newId()];
      for (const id of ids) await held.store.createTable(tableRow(id, { status: 'playing' }), seatRows(id, 'eve'));
      await held.store.append(move(ids[2], 1), { seq: 1, due_at: null });
      // Quotes, backslashes, braces and commas are what an array's text form escapes.
      const awkward = JSON.stringify({ say: 'a "quoted", {braced} \\ line’s end', cards: ['10♥', 'K♠'] });
      const entries = [
        move(ids[0], 1, { move: awkward }),
        move(ids[1], 1, { type: 'restart', seat: null, move: null, by: 'auto' }),
        move(ids[2], 1, { by: 'bot' }),
      ];
      const updates = [
        { seq: 1, clock: '{"left":[1,2]}', due_at: 9_000 },
        { seq: 1, status: 'over' as const, due_at: null },
        { seq: 1, due_at: 7_000 },
      ];
      // One turn of the event loop: on PostgreSQL one statement, on SQLite one commit.
      const written = await Promise.all(entries.map((e, i) => held.store.append(e, updates[i])));
      expect(written).toEqual([true, true, false]);
      expect(await held.store.entries(ids[0])).toEqual([entries[0]]);
      expect(await held.store.entries(ids[1])).toEqual([entries[1]]);
      expect(await held.store.entries(ids[2])).toEqual([move(ids[2], 1)]);
      expect(await held.store.getTable(ids[0])).toMatchObject({
        seq: 1,
        status: 'playing',
        clock: '{"left":[1,2]}',
        due_at: 9_000,
      });
      expect(await held.store.getTable(ids[1])).toMatchObject({ seq: 1, status: 'over', clock: null, due_at: null });
      // The refused entry left its table's row as the first append made it.
      expect(await held.store.getTable(ids[2])).toMatchObject({ seq: 1, due_at: null });
    });
  });
}
