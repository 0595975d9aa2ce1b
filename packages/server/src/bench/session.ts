/**
 * A scripted session over the wire protocol only: a guest signs in, opens a table of every
 * game with bots, plays each to the end with random legal moves, and checks each replay.
 * With TRANSCRIPT=1 it prints the first messages of each game as a worked example.
 *
 *   node --import tsx packages/server/src/bench/session.ts [http://localhost:8080]
 */
import { createRng, defined } from '@parlour/engine';
import { findGame } from '@parlour/games';
import type { GameInfo, Replay, StateMessage, TableSummary } from '@parlour/protocol';
import { checkReplay } from '../replay.ts';
import { Client, playToEnd } from '../testing/client.ts';

const base = process.argv[2] ?? 'http://localhost:8080';
const transcript = process.env.TRANSCRIPT === '1';
const short = (x: unknown) => {
  const s = JSON.stringify(x);
  return s.length > 300 ? `${s.slice(0, 300)}...` : s;
};

const c = new Client(base);
const me = await c.ok<{ user: { id: string; name: string } }>('POST', '/api/guest');
console.log(`signed in as ${me.user.name} (${me.user.id})`);
await c.connect();
if (transcript) {
  const original = c.send.bind(c);
  let shown = 0;
  c.send = (m) => {
    if (shown++ < 6) console.log(`  -> ${short(m)}`);
    original(m);
  };
  c.onMessage = (m) => {
    if (shown++ < 12) console.log(`  <- ${short(m)}`);
  };
}
for (const info of await c.ok<GameInfo[]>('GET', '/api/games')) {
  const game = findGame(info.id)?.game;
  const table = await c.ok<TableSummary>('POST', '/api/quickplay', { game: info.id, bot: info.bots[0] });
  const rng = createRng(table.id);
  const choose = game
    ? (s: StateMessage) => {
        const imagined = game.sample(s.view, s.seat, rng);
        const seat = defined(s.seat, 'the player’s seat');
        return game.randomMove ? game.randomMove(imagined, seat, rng) : rng.pick(game.legalMoves(imagined, seat));
      }
    : undefined;
  const last = await playToEnd(c, table, { choose, timeoutMs: 300_000 });
  const replay = await c.ok<Replay>('GET', `/api/tables/${table.id}/replay`);
  checkReplay(replay);
  console.log(
    `${info.id}: ${table.players} seats, ${last.seq} entries, result ${short(last.result)}; replay checked (seed ${replay.seed})`,
  );
  c.send({ type: 'unsubscribe', table: table.id });
}
c.close();
