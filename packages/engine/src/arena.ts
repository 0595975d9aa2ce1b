import { type Bot, type Game, legalFor, type Result, type Seat, winCredit } from './game.ts';
import { createRng, type Rng } from './rng.ts';
import { wilson } from './stats.ts';

export interface NamedBot<V, M> {
  name: string;
  bot: Bot<V, M>;
}

/** Plays one game with one bot per seat; each bot sees only its own view. */
export function playMatch<S, M, V, O>(
  game: Game<S, M, V, O>,
  players: number,
  options: O,
  seed: string,
  bots: readonly Bot<V, M>[],
  rng: Rng,
  budgetMs = 50,
): { result: Result; moves: number; state: S } {
  let state = game.setup(players, options, seed);
  const bound = game.maxMoves(players, options);
  let moves = 0;
  for (;;) {
    const actors = game.actors(state);
    if (actors.length === 0) break;
    if (moves >= bound) throw new Error(`${game.id}: game passed its bound of ${bound} moves`);
    // Simultaneous decisions are hidden until the last is in, so taking actors in turn is fair.
    const seat: Seat = actors[0];
    const bot = bots[seat];
    const move = bot(game.view(state, seat), legalFor(game, state, seat, bot), rng, { ms: budgetMs });
    state = game.play(state, seat, move).state;
    moves++;
  }
  const result = game.result(state);
  if (!result) throw new Error(`${game.id}: no result at the end`);
  return { result, moves, state };
}

export interface BotStanding {
  name: string;
  /** Seat-games this bot played (games x its copies at the table). */
  played: number;
  wins: number;
  winRate: number;
  interval: { low: number; high: number };
}

export interface SimulationReport {
  game: string;
  players: number;
  games: number;
  bots: BotStanding[];
  movesPerGame: number;
  movesPerSecond: number;
  seconds: number;
}

/**
 * Plays `games` games, rotating the bots round the seats from game to game so that no
 * bot keeps the first seat; reports each distinct bot's win rate with a Wilson interval.
 */
export function simulate<S, M, V, O>(
  game: Game<S, M, V, O>,
  settings: {
    players: number;
    options: O;
    games: number;
    seed: string;
    bots: readonly NamedBot<V, M>[];
    /** The time each decision is given, as the server gives a bot (default 50 ms). */
    budgetMs?: number;
    /** Called after each game with the number done (for progress on a terminal). */
    onGame?: (done: number) => void;
  },
): SimulationReport {
  const { players, options, games, seed, bots } = settings;
  if (bots.length !== players) throw new Error(`need ${players} bots, got ${bots.length}`);
  const rng = createRng(`${seed}:bots`);
  const standings = new Map<string, { played: number; wins: number }>();
  for (const b of bots) standings.set(b.name, { played: 0, wins: 0 });
  let totalMoves = 0;
  const start = performance.now();
  for (let g = 0; g < games; g++) {
    const seating = Array.from({ length: players }, (_, seat) => bots[(seat + g) % players]);
    const { result, moves } = playMatch(
      game,
      players,
      options,
      `${seed}:${g}`,
      seating.map((b) => b.bot),
      rng,
      settings.budgetMs,
    );
    totalMoves += moves;
    seating.forEach((b, seat) => {
      const s = standings.get(b.name);
      if (!s) return;
      s.played++;
      s.wins += winCredit(result, seat);
    });
    settings.onGame?.(g + 1);
  }
  const seconds = (performance.now() - start) / 1000;
  return {
    game: game.id,
    players,
    games,
    bots: [...standings].map(([name, s]) => ({
      name,
      played: s.played,
      wins: s.wins,
      winRate: s.played ? s.wins / s.played : 0,
      interval: wilson(s.wins, s.played),
    })),
    movesPerGame: totalMoves / games,
    movesPerSecond: totalMoves / seconds,
    seconds,
  };
}
