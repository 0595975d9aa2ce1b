import { Worker } from 'node:worker_threads';
import { playoutRate, searchSpeed } from '@parlour/engine';
import { GAMES } from '@parlour/games';
import { SERVER_BOT_BUDGET_MS } from './arena-command.ts';
import { playArenaGame, timing } from './arena-play.ts';
import { defaultPlayers } from './games.ts';

type Figures = Record<string, Record<string, number | string>>;

/** One game's figures: random playouts through the contract, then the game's own benchmarks. */
export function benchGame(id: string, quick: boolean): Figures {
  const entry = GAMES[id];
  const figures: Figures = {};
  const players = defaultPlayers(entry);
  const rate = playoutRate(entry.game, players, entry.game.options.defaults, quick ? 500 : 2000);
  figures[`${id} random playouts (${players}p)`] = {
    'moves/s': Math.round(rate.movesPerSecond),
    'moves/CPU-s': Math.round(rate.movesPerCpuSecond),
    games: rate.games,
    'moves/game': rate.moves / rate.games,
  };
  const speed = searchSpeed(entry.searchSpec, players, quick ? 300 : 1000);
  figures[`${id} search (${players}p)`] = {
    'playouts/CPU-s': Math.round(speed.playoutsPerSecond),
    'random-playout iterations/CPU-s': Math.round(speed.randomIterationsPerSecond),
    overhead: speed.overhead,
    'own spec iterations/CPU-s': Math.round(speed.iterationsPerSecond),
  };
  figures[`${id} hard (${players}p)`] = hardDecisions(id, players, quick ? 1 : 2);
  for (const bench of entry.benchmarks ?? []) figures[`${id} ${bench.name}`] = bench.run({ quick });
  return figures;
}

/**
 * What the lobby's `hard` costs as the server plays it: whole games of hard against the
 * medium bots at the server's budget, timing each of hard's decisions (for most games hard
 * is a flat search, not the tree search timed above).
 */
function hardDecisions(id: string, players: number, games: number): Record<string, number | string> {
  const entry = GAMES[id];
  const seats = players === 1 ? ['hard'] : ['hard', ...Array(players - 1).fill('medium')];
  const match = { game: id, seats, games };
  const times: number[] = [];
  for (let i = 0; i < games; i++) {
    // Rotated seatings put hard at every seat in turn; game 0 has it first.
    const record = playArenaGame(entry, match, 'bench', i, SERVER_BOT_BUDGET_MS);
    for (const t of record.times.hard ?? []) times.push(t);
  }
  const t = timing(times);
  return {
    bot: entry.levels.hard,
    'ms mean': times.reduce((a, b) => a + b, 0) / Math.max(1, times.length),
    'ms p50': t.p50,
    'ms p99': t.p99,
    'ms max': t.max,
    decisions: t.decisions,
  };
}

/**
 * `npm run bench`: every game's figures, each game measured in a worker thread of its own
 * (one at a time, so each has a core). Prints; asserts nothing.
 */
export async function runBench({ json, quick }: { json: boolean; quick: boolean }): Promise<void> {
  const all: Figures = {};
  for (const id of Object.keys(GAMES)) {
    const figures = await new Promise<Figures>((resolve, reject) => {
      const worker = new Worker(new URL('../bin/bench-worker.js', import.meta.url), { workerData: { id, quick } });
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    Object.assign(all, figures);
    if (!json)
      for (const [name, values] of Object.entries(figures)) process.stdout.write(`${name.padEnd(34)} ${describe(values)}\n`);
  }
  if (json) process.stdout.write(`${JSON.stringify(all, null, 2)}\n`);
}

function describe(values: Record<string, number | string>): string {
  return Object.entries(values)
    .map(([k, v]) => `${k} ${typeof v === 'number' ? format(v) : v}`)
    .join(', ');
}

function format(n: number): string {
  if (Number.isInteger(n)) return n.toLocaleString('en');
  return n < 10 ? n.toFixed(2) : n.toFixed(1);
}
