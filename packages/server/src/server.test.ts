import { createRng } from '@parlour/engine';
import { GAMES, levelRatings } from '@parlour/games';
import type { GameInfo, Rating, Replay, StateMessage, TableSummary } from '@parlour/protocol';
import { MAX_FRAME_BYTES } from '@parlour/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECENT } from './cached-table.ts';
import { checkReplay } from './replay.ts';
import { startServer } from './server.ts';
import { availableBackends } from './testing/backends.ts';
import { Client, playToEnd, someMove } from './testing/client.ts';
import { useNodes } from './testing/nodes.ts';

/** A game with at least two seats, for the tests that need two people at one table. */
const multi = Object.values(GAMES).find((e) => e.game.players.min <= 2 && e.game.players.max >= 2)?.game;

for (const { name, make, missing } of await availableBackends()) {
  describe.skipIf(missing !== null)(`server on ${name}`, () => {
    // Bot moves on a worker thread, as in production (at the tests' 5 ms budget).
    const nodes = useNodes(name, make, { botWorkers: 1 }, 1);

    it('lists every game with its option schema, bots and levels', async () => {
      const c = await Client.guest(nodes.one.url);
      const games = await c.ok<GameInfo[]>('GET', '/api/games');
      expect(games.map((g) => g.id).sort()).toEqual(Object.keys(GAMES).sort());
      for (const g of games) expect(g.bots.length).toBeGreaterThan(0);
      for (const g of games) expect(g.levels).toEqual(['easy', 'medium', 'hard']);
      // Each level's rating from the arena, for the lobby; the solitaire has none.
      for (const g of games) expect(g.ratings).toEqual(levelRatings(g.id));
      expect(Object.keys(games.find((g) => g.id === 'bluff')?.ratings ?? {}).sort()).toEqual(['easy', 'hard', 'medium']);
      expect(games.find((g) => g.id === 'bisley')?.options[0]).toMatchObject({ name: 'autoPlay' });
    });

    it.each([
      ['an unknown game', { game: 'nope' }, 'bad-game'],
      ['an option of the wrong type', { game: 'bisley', options: { autoPlay: 'yes' } }, 'bad-options'],
      ['more players than the game seats', { game: 'bisley', players: 2 }, 'bad-players'],
      ['an unknown bot', { game: 'bisley', seats: [{ kind: 'bot', bot: 'grandmaster' }] }, 'bad-bot'],
    ])('refuses a new table with %s', async (_what, body, error) => {
      const c = await Client.guest(nodes.one.url);
      expect((await c.http('POST', '/api/tables', body)).body).toMatchObject({ error });
    });

    it.each(Object.values(GAMES).map((e) => e.game))(
      'plays a table of $id with bots to the end, and its replay checks out',
      async (game) => {
        const c = await Client.guest(nodes.one.url);
        await c.connect();
        const table = await c.ok<TableSummary>('POST', '/api/quickplay', {
          game: game.id,
          options: game.id === 'bisley' ? { autoPlay: true } : undefined,
        });
        expect(table.status).toBe('playing');
        expect(table.seedHash).toMatch(/^[0-9a-f]{64}$/);
        expect(table.seed).toBeNull();
        // Some games list thousands of moves (Bully's set-up): the client imagines a full
        // state from its view and picks a random legal move there, as the load driver does.
        const rng = createRng(`every-${game.id}`);
        const choose = (s: StateMessage) => {
          const seat = s.seat ?? 0;
          const imagined = game.sample(s.view, seat, rng);
          return game.randomMove ? game.randomMove(imagined, seat, rng) : rng.pick(game.legalMoves(imagined, seat));
        };
        const last = await playToEnd(c, table, { choose, timeoutMs: 100_000 });
        expect(last.result).not.toBeNull();
        const replay = await c.ok<Replay>('GET', `/api/tables/${table.id}/replay`);
        expect(replay.seed).not.toBeNull();
        expect(replay.entries.length).toBe(last.seq);
        checkReplay(replay);
        c.close();
      },
      120_000,
    );

    it('plays a table of hard bots alone to the end, their moves thought on the worker thread', async () => {
      const c = await Client.guest(nodes.one.url);
      await c.connect();
      const seats = [0, 1, 2].map(() => ({ kind: 'bot', bot: 'hard' }));
      const t = await c.ok<TableSummary>('POST', '/api/tables', { game: 'bluff', players: 3, seats, start: true, rated: false });
      c.send({ type: 'subscribe', table: t.id });
      const last = await c.state(t.id, (m) => m.status === 'over', 100_000);
      expect(last.result).not.toBeNull();
      const replay = await c.ok<Replay>('GET', `/api/tables/${t.id}/replay`);
      expect(replay.entries.every((e) => e.by === 'bot')).toBe(true);
      checkReplay(replay);
      c.close();
    }, 120_000);

    it('Bisley: undo, redo and restart are logged with their own seq; hints', async () => {
      const c = await Client.guest(nodes.one.url);
      await c.connect();
      const t = await c.playableBisley();
      c.send({ type: 'subscribe', table: t.id });
      let s = await c.state(t.id);
      expect(s.canUndo).toBe(false);
      c.send({ type: 'undo', table: t.id, seq: s.seq, id: 'u0' });
      expect(await c.next((m) => m.type === 'error')).toMatchObject({ code: 'no-undo', id: 'u0' });
      c.send({ type: 'hint', table: t.id, id: 'h' });
      const hint = await c.next<{ type: 'hint'; move: unknown; verdict: string }>((m) => m.type === 'hint');
      expect(s.legal).toContainEqual(hint.move);
      expect(['winnable', 'unwinnable', 'undecided']).toContain(hint.verdict);
      c.send({ type: 'move', table: t.id, seq: s.seq, move: s.legal[0], id: 'm1' });
      s = await c.state(t.id, (m) => m.seq === 1);
      expect(s.ack).toBe('m1');
      const afterMove = s.view;
      c.send({ type: 'undo', table: t.id, seq: 1 });
      s = await c.state(t.id, (m) => m.seq === 2);
      expect(s.canRedo).toBe(true);
      c.send({ type: 'redo', table: t.id, seq: 2 });
      s = await c.state(t.id, (m) => m.seq === 3);
      expect(s.view).toEqual(afterMove);
      c.send({ type: 'restart', table: t.id, seq: 3 });
      s = await c.state(t.id, (m) => m.seq === 4);
      expect(s.canUndo).toBe(false);
      const replay = await c.ok<Replay>('GET', `/api/tables/${t.id}/replay`);
      expect(replay.entries.map((e) => e.type)).toEqual(['move', 'undo', 'redo', 'restart']);
      expect(replay.seed).toBeNull();
      c.close();
    });

    describe('a socket sent bad messages', () => {
      let c: Client;
      let t: TableSummary;
      let s: StateMessage;
      beforeAll(async () => {
        c = await Client.guest(nodes.one.url);
        await c.connect();
        t = await c.playableBisley();
        c.send({ type: 'subscribe', table: t.id });
        s = await c.state(t.id);
      });
      afterAll(() => c?.close());

      /** A build that is not among the legal moves (Bisley has 13 piles on each side). */
      const illegalBuild = () =>
        Array.from({ length: 13 * 13 }, (_, i) => ({ type: 'build', from: (i / 13) | 0, to: i % 13 })).find(
          (m) => m.from !== m.to && !s.legal.some((l) => JSON.stringify(l) === JSON.stringify(m)),
        );
      it.each<[string, () => unknown, string]>([
        ['text that is not JSON', () => '{not json', 'bad-json'],
        [
          'a frame over the size limit',
          () => JSON.stringify({ type: 'chat', table: t.id, text: 'x'.repeat(MAX_FRAME_BYTES + 10) }),
          'too-large',
        ],
        ['an unknown type', () => ({ type: 'launch-missiles' }), 'unknown-type'],
        ['a move without its fields', () => ({ type: 'move', table: t.id }), 'bad-message'],
        [
          'a move for a seq not yet reached',
          () => ({ type: 'move', table: t.id, seq: s.seq + 5, move: s.legal[0] }),
          'stale-seq',
        ],
        [
          'a move the game cannot read',
          () => ({ type: 'move', table: t.id, seq: s.seq, move: { type: 'build', from: 99, to: 0 } }),
          'bad-move',
        ],
        ['a move the rules forbid', () => ({ type: 'move', table: t.id, seq: s.seq, move: illegalBuild() }), 'illegal-move'],
        ['a move at no such table', () => ({ type: 'move', table: 'nosuchtable', seq: 0, move: s.legal[0] }), 'not-found'],
      ])('answers %s with a clear error and changes nothing', async (_what, raw, code) => {
        c.send(raw());
        expect(await c.next((m) => m.type === 'error')).toMatchObject({ code });
        const replay = await c.ok<Replay>('GET', `/api/tables/${t.id}/replay`);
        expect(replay.entries).toHaveLength(0);
        expect((await c.http('GET', '/healthz')).status).toBe(200);
      });
    });

    it('cuts a flooding socket off with rate-limited', async () => {
      const flood = await Client.guest(nodes.one.url);
      const slow = await startServer(nodes.backend.config({ node: `${name}-slow`, wsRate: 20 }));
      try {
        flood.base = slow.url;
        await flood.connect();
        for (let i = 0; i < 200; i++) flood.send({ type: 'ping', id: i });
        expect(await flood.next((m) => m.type === 'error')).toMatchObject({ code: 'rate-limited' });
        flood.close();
      } finally {
        await slow.stop();
      }
    });

    it('answers a body that is not JSON with 400', async () => {
      const c = await Client.guest(nodes.one.url);
      expect((await c.http('POST', '/api/tables', '{"game":')).status).toBe(400);
    });

    describe('two people at a private table', () => {
      /** Two guests at a private two-seat table of `multi`, started, and an uninvited third. */
      const seated = async () => {
        const [a, b, spy] = await Promise.all([
          Client.guest(nodes.one.url),
          Client.guest(nodes.one.url),
          Client.guest(nodes.one.url),
        ]);
        const t = await a.ok<TableSummary>('POST', '/api/tables', {
          game: multi?.id,
          players: 2,
          private: true,
          seats: [{ kind: 'open' }, { kind: 'open' }],
        });
        return { a, b, spy, t };
      };
      const started = async () => {
        const at = await seated();
        await at.b.ok('POST', `/api/tables/${at.t.id}/join`, { invite: at.t.invite });
        expect((await at.a.ok<TableSummary>('POST', `/api/tables/${at.t.id}/start`)).status).toBe('playing');
        const all = [at.a, at.b, at.spy];
        await Promise.all(all.map((c) => c.connect()));
        at.a.send({ type: 'subscribe', table: at.t.id });
        at.b.send({ type: 'subscribe', table: at.t.id });
        at.spy.send({ type: 'subscribe', table: at.t.id, invite: at.t.invite });
        const [sa, sb, ss] = await Promise.all(all.map((c) => c.state(at.t.id)));
        return {
          ...at,
          sa,
          sb,
          ss,
          close: () => {
            for (const c of all) c.close();
          },
        };
      };

      it.skipIf(!multi)('is not shown, read, joined or watched without its invitation link', async () => {
        const { b, spy, t } = await seated();
        expect(t.invite).toBeTruthy();
        expect((await spy.http('GET', `/api/tables/${t.id}`)).body).toMatchObject({ error: 'forbidden' });
        expect((await b.http('POST', `/api/tables/${t.id}/join`, {})).body).toMatchObject({ error: 'forbidden' });
        expect((await spy.ok<TableSummary[]>('GET', '/api/tables')).some((x) => x.id === t.id)).toBe(false);
        await spy.connect();
        spy.send({ type: 'subscribe', table: t.id });
        expect(await spy.next((m) => m.type === 'error')).toMatchObject({ code: 'forbidden' });
        spy.close();
      });

      it.skipIf(!multi)('sends each seat its own view, and the spectator the spectator view with no moves', async () => {
        const { sa, sb, ss, close } = await started();
        expect(sa.seat).toBe(0);
        expect(sb.seat).toBe(1);
        expect(ss.seat).toBeNull();
        expect(ss.legal).toEqual([]);
        expect(sa.view).not.toEqual(sb.view);
        close();
      });

      it.skipIf(!multi)('refuses a move for another’s seat, and any move from a spectator', async () => {
        const { a, spy, t, sa, sb, ss, close } = await started();
        // (Bully's set-up lists 10,001 placements, more than a state carries: someMove imagines one.)
        const anyMove = someMove(t.game, sb) ?? someMove(t.game, sa);
        a.send({ type: 'move', table: t.id, seq: sa.seq, move: anyMove, seat: 1 });
        expect(await a.next((m) => m.type === 'error')).toMatchObject({ code: 'forbidden' });
        spy.send({ type: 'move', table: t.id, seq: ss.seq, move: anyMove });
        expect(await spy.next((m) => m.type === 'error')).toMatchObject({ code: 'not-seated' });
        close();
      });

      it.skipIf(!multi)(
        'played out, both seats and the spectator see every move; both are rated; the replay checks out',
        async () => {
          const { a, b, spy, t, close } = await started();
          const [ea, eb] = await Promise.all([playToEnd(a, t), playToEnd(b, t)]);
          expect(ea.seq).toBe(eb.seq);
          expect((await spy.state(t.id, (m) => m.status === 'over')).seq).toBe(ea.seq);
          const board = await a.ok<Rating[]>('GET', `/api/ratings/${multi?.id}`);
          const ids = await Promise.all(
            [a, b].map(async (c) => (await c.ok<{ user: { id: string } }>('GET', '/api/me')).user.id),
          );
          const ours = board.filter((r) => ids.includes(r.user.id));
          expect(ours.map((r) => r.user.id).sort()).toEqual(ids.sort());
          for (const r of ours) expect(r.games).toBe(1);
          expect(board.map((r) => r.ordinal)).toEqual(board.map((r) => r.ordinal).sort((x, y) => y - x));
          checkReplay(await spy.ok<Replay>('GET', `/api/tables/${t.id}/replay?invite=${t.invite}`));
          close();
        },
        60_000,
      );
    });

    it('a patches subscription is sent each view as a patch that rebuilds it exactly', async () => {
      if (!multi) return;
      const [host, full, patched] = await Promise.all([
        Client.guest(nodes.one.url),
        Client.guest(nodes.one.url),
        Client.guest(nodes.one.url),
      ]);
      const bot = Object.keys(GAMES[multi.id].bots)[0];
      const t = await host.ok<TableSummary>('POST', '/api/tables', {
        game: multi.id,
        players: 2,
        rated: false,
        seats: [
          { kind: 'bot', bot },
          { kind: 'bot', bot },
        ],
        start: true,
      });
      await Promise.all([full.connect(), patched.connect()]);
      full.send({ type: 'subscribe', table: t.id });
      patched.send({ type: 'subscribe', table: t.id, patches: true });
      const views = new Map<number, unknown>();
      let patches = 0;
      const raw = (m: { type: string; patch?: unknown; view?: unknown; seq?: number }) => {
        if (m.type === 'state' && m.patch !== undefined) patches++;
      };
      patched.ws!.on('message', (d) => raw(JSON.parse(d.toString())));
      for (let last = -1; ; ) {
        let [a, b] = await Promise.all([
          full.state(t.id, (m) => m.seq > last, 60_000),
          patched.state(t.id, (m) => m.seq > last, 60_000),
        ]);
        // The two subscribes race the bots: one page may start a move later than the other.
        const seq = Math.max(a.seq, b.seq);
        if (a.seq < seq) a = await full.state(t.id, (m) => m.seq === seq, 60_000);
        if (b.seq < seq) b = await patched.state(t.id, (m) => m.seq === seq, 60_000);
        expect(b.seq).toBe(a.seq);
        expect(b.view).toEqual(a.view);
        views.set(a.seq, a.view);
        last = a.seq;
        if (a.status === 'over') break;
      }
      expect(views.size).toBeGreaterThan(2);
      expect(patches).toBeGreaterThan(0);
      for (const c of [host, full, patched]) c.close();
    }, 90_000);

    it('a page opened late is sent every event since the start, beyond what memory keeps', async () => {
      const [host, early, late] = await Promise.all([
        Client.guest(nodes.one.url),
        Client.guest(nodes.one.url),
        Client.guest(nodes.one.url),
      ]);
      const random = { kind: 'bot', bot: 'random' };
      const t = await host.ok<TableSummary>('POST', '/api/tables', {
        game: 'bluff',
        players: 4,
        rated: false,
        seats: [random, random, random, random],
        start: true,
      });
      await Promise.all([early.connect(), late.connect()]);
      early.send({ type: 'subscribe', table: t.id, since: 0 });
      const seen: unknown[] = [];
      let last: StateMessage;
      do {
        last = await early.state(t.id, () => true, 60_000);
        seen.push(...last.events);
      } while (last.status !== 'over');
      expect(last.seq).toBeGreaterThan(RECENT);
      late.send({ type: 'subscribe', table: t.id, since: 0 });
      const caught = await late.state(t.id);
      expect(caught.events).toEqual(seen);
      for (const c of [host, early, late]) c.close();
    }, 90_000);

    it('publishes a game record only once the game is over (moves hide what was laid face down)', async () => {
      const [a, b] = await Promise.all([Client.guest(nodes.one.url), Client.guest(nodes.one.url)]);
      const random = { kind: 'bot', bot: 'random' };
      const t = await a.ok<TableSummary>('POST', '/api/tables', {
        game: 'bluff',
        players: 3,
        rated: false,
        seats: [{ kind: 'open' }, random, random],
        start: true,
      });
      await a.connect();
      a.send({ type: 'subscribe', table: t.id });
      const s = await a.state(t.id, (m) => m.status === 'playing' && someMove(t.game, m) !== undefined);
      a.send({ type: 'move', table: t.id, seq: s.seq, move: someMove(t.game, s) });
      await a.state(t.id, (m) => m.seq > s.seq);
      for (const c of [a, b]) {
        const r = await c.ok<Replay>('GET', `/api/tables/${t.id}/replay`);
        expect(r.entries).toEqual([]);
        expect(r.seed).toBeNull();
      }
      a.close();
    });

    it('writes a result left unwritten by a node that stopped between the last move and the result', async () => {
      const c = await Client.guest(nodes.one.url);
      await c.connect();
      const t = await c.ok<TableSummary>('POST', '/api/tables', { game: 'bisley', start: true });
      const end = await playToEnd(c, t);
      await nodes.one.store.db.deleteFrom('results').where('table_id', '=', t.id).execute();
      expect(await nodes.one.store.results.get(t.id)).toBeNull();
      // Another node, as after a restart: it finds the finished game without a result.
      const other = await startServer(nodes.backend.config({ node: `${name}-after` }));
      try {
        for (let i = 0; i < 100 && (await other.store.results.get(t.id)) === null; i++)
          await new Promise((r) => setTimeout(r, 50));
        expect(JSON.parse((await other.store.results.get(t.id))!)).toEqual(end.result);
      } finally {
        await other.stop();
      }
      c.close();
    });

    it('a deal that is over before any move (Bisley deal 5447) ends the table at its start, with its result', async () => {
      const c = await Client.guest(nodes.one.url);
      const t = await c.ok<TableSummary>('POST', '/api/tables', { game: 'bisley', options: { deal: 5447 }, start: true });
      expect(t.status).toBe('over');
      const replay = await c.ok<Replay>('GET', `/api/tables/${t.id}/replay`);
      expect(replay.entries).toEqual([]);
      expect(replay.result).toMatchObject({ outcome: 'lost', details: { moves: 0 } });
      checkReplay(replay);
    });

    it('reconnecting with the last seq gets the current view and what was missed; a leaver is replaced by a bot', async () => {
      if (!multi) return console.log('server suite: no multiplayer game registered yet; reconnect test skipped');
      const [a, b] = await Promise.all([Client.guest(nodes.one.url), Client.guest(nodes.one.url)]);
      const t = await a.ok<TableSummary>('POST', '/api/tables', { game: multi.id, players: 2, rated: false });
      await b.ok('POST', `/api/tables/${t.id}/join`, {});
      await a.ok('POST', `/api/tables/${t.id}/start`);
      await Promise.all([a.connect(), b.connect()]);
      a.send({ type: 'subscribe', table: t.id });
      let s = await a.state(t.id);
      const firstSeq = s.seq;
      a.close();
      // b plays (with a seat whose moves a would not see live) while a is away.
      b.send({ type: 'subscribe', table: t.id });
      let sb = await b.state(t.id);
      for (let i = 0; i < 3 && sb.status === 'playing'; i++) {
        const move = someMove(t.game, sb);
        if (move === undefined) break;
        b.send({ type: 'move', table: t.id, seq: sb.seq, move });
        sb = await b.state(t.id, (m) => m.seq > sb.seq);
      }
      await a.connect();
      a.send({ type: 'subscribe', table: t.id, since: firstSeq });
      s = await a.state(t.id);
      expect(s.seq).toBe(sb.seq);
      if (sb.seq > firstSeq) expect(s.events.length).toBeGreaterThan(0);
      for (const ev of s.events as { to: unknown }[])
        expect(ev.to === 'all' || (Array.isArray(ev.to) && ev.to.includes(0))).toBe(true);
      // a leaves: a bot takes the seat, and b can finish the game alone.
      const left = await a.ok<TableSummary>('POST', `/api/tables/${t.id}/leave`);
      expect(left.seats[0]).toMatchObject({ replaced: true });
      const end = await playToEnd(b, t);
      expect(end.status).toBe('over');
      a.close();
      b.close();
    }, 60_000);

    it('a clock that runs out plays the timeout move; a seat that keeps timing out goes to a bot', async () => {
      const c = await Client.guest(nodes.one.url);
      await c.connect();
      const t = await c.ok<TableSummary>('POST', '/api/tables', {
        game: 'bisley',
        options: { autoPlay: false },
        clock: { kind: 'realtime', perMove: 1, reserve: 0 },
        start: true,
      });
      c.send({ type: 'subscribe', table: t.id });
      const s0 = await c.state(t.id);
      expect(s0.clock?.deadline).toBeGreaterThan(Date.now() - 1000);
      const s1 = await c.state(t.id, (m) => m.seq >= 1, 5000);
      const replay = await c.ok<Replay>('GET', `/api/tables/${t.id}/replay`);
      expect(replay.entries[0].by).toBe('timeout');
      expect(s1.seq).toBeGreaterThanOrEqual(1);
      const replaced = await c.next<{ type: 'table'; table: TableSummary }>(
        (m) => m.type === 'table' && m.table.seats[0].replaced,
        8000,
      );
      expect(replaced.table.seats[0].bot).toBeTruthy();
      c.close();
    }, 20_000);

    it('chat is plain text, length- and rate-limited, for those who may see the table', async () => {
      const c = await Client.guest(nodes.one.url);
      await c.connect();
      const t = await c.ok<TableSummary>('POST', '/api/tables', { game: 'bisley', start: true });
      c.send({ type: 'subscribe', table: t.id });
      await c.state(t.id);
      c.send({ type: 'chat', table: t.id, text: '<b>hi</b>\u0007' });
      const line = await c.next<{ type: 'chat'; line: { text: string } }>((m) => m.type === 'chat');
      expect(line.line.text).toBe('<b>hi</b>');
      c.send({ type: 'chat', table: t.id, text: 'x'.repeat(501) });
      expect(await c.next((m) => m.type === 'error')).toMatchObject({ code: 'bad-message' });
      for (let i = 0; i < 6; i++) c.send({ type: 'chat', table: t.id, text: `line ${i}` });
      expect(await c.next((m) => m.type === 'error')).toMatchObject({ code: 'rate-limited' });
      const log = await c.ok<{ text: string }[]>('GET', `/api/tables/${t.id}/chat`);
      expect(log[0].text).toBe('<b>hi</b>');
      c.close();
    });

    it('a WebSocket from a foreign origin or without a session is refused', async () => {
      const anon = new Client(nodes.one.url);
      await expect(anon.connect()).rejects.toThrow(/401/);
      const c = await Client.guest(nodes.one.url);
      await expect(c.connect({ origin: 'https://evil.example' })).rejects.toThrow(/403/);
    });
  });
}
