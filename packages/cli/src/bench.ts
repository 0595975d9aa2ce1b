import { playoutRate } from '@parlour/engine';
import { GAMES } from '@parlour/games';
import { defaultPlayers } from './games.ts';

/**
 * `npm run bench`: random playouts through the contract for every game (moves/s on one
 * core), then each game's own figures. Prints; asserts nothing.
 */
export function runBench({ json, quick }: { json: boolean; quick: boolean }): void {
  const figures: Record<string, Record<string, number | string>> = {};
  const report = (name: string, values: Record<string, number | string>) => {
    figures[name] = values;
    if (!json) {
      const text = Object.entries(values)
        .map(([k, v]) => `${k} ${typeof v === 'number' ? format(v) : v}`)
        .join(', ');
      process.stdout.write(`${name.padEnd(34)} ${text}\n`);
    }
  };
  for (const entry of Object.values(GAMES)) {
    const players = defaultPlayers(entry);
    const rate = playoutRate(entry.game, players, entry.game.options.defaults, quick ? 500 : 2000);
    report(`${entry.game.id} random playouts (${players}p)`, {
      'moves/s': Math.round(rate.movesPerSecond),
      'moves/CPU-s': Math.round(rate.movesPerCpuSecond),
      games: rate.games,
      'moves/game': rate.moves / rate.games,
    });
    for (const bench of entry.benchmarks ?? []) report(`${entry.game.id} ${bench.name}`, bench.run({ quick }));
  }
  if (json) process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`);
}

function format(n: number): string {
  if (Number.isInteger(n)) return n.toLocaleString('en');
  return n < 10 ? n.toFixed(2) : n.toFixed(1);
}
