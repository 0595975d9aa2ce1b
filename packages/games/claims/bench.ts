import { type Bot, type Budget, createRng, type Game, playMatch, quantile, type Rng } from '@parlour/engine';

/** One bot against copies of another at 4 seats: the time of each of its decisions (with its legal list, if it takes one). */
export function decisionTimes<S, M, V, O>(
  game: Game<S, M, V, O>,
  bot: Bot<V, M>,
  others: Bot<V, M>,
  games: number,
): Record<string, number> {
  const rng = createRng(`bench:${game.id}:decisions`);
  const times: number[] = [];
  const timed: Bot<V, M> = Object.assign(
    (view: V, legal: readonly M[], r: Rng, budget: Budget) => {
      const t = performance.now();
      const move = bot(view, legal, r, budget);
      times.push(performance.now() - t);
      return move;
    },
    { ownMoves: bot.ownMoves },
  );
  for (let g = 0; g < games; g++) {
    const seats = [others, others, others, others];
    seats[g % 4] = timed;
    playMatch(game, 4, game.options.defaults, `decisions${g}`, seats, rng);
  }
  return {
    decisions: times.length,
    'median ms': quantile(times, 0.5),
    'p99 ms': quantile(times, 0.99),
    'max ms': Math.max(...times),
  };
}

/** Full 4-player games of one bot against itself through the contract (views, legal lists, plays). */
export function gameTimes<S, M, V, O>(game: Game<S, M, V, O>, bot: Bot<V, M>, games: number): Record<string, number> {
  const rng = createRng(`bench:${game.id}:games`);
  let moves = 0;
  const start = performance.now();
  const cpu = process.cpuUsage();
  for (let g = 0; g < games; g++) moves += playMatch(game, 4, game.options.defaults, `game${g}`, [bot, bot, bot, bot], rng).moves;
  const ms = performance.now() - start;
  const used = process.cpuUsage(cpu);
  // CPU time says what one core does even when other work shares the machine.
  return {
    games,
    'ms per game': ms / games,
    'CPU ms per game': (used.user + used.system) / 1000 / games,
    'moves per game': moves / games,
  };
}
