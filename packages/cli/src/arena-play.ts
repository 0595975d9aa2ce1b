import { type Bot, createRng, legalFor, quantile, type Seat } from '@parlour/engine';
import { botFor, type GameEntry } from '@parlour/games';
import { exploitersOf } from '@parlour/games/exploiters';

/** One table of the arena: which bots sit (by level, bot or `x:` exploiter name), how many games. */
export interface Match {
  readonly game: string;
  readonly seats: readonly string[];
  readonly games: number;
}

/** What one game of a match left: the seating it used and its places. */
export interface GameRecord {
  readonly index: number;
  /** The bot name at each seat (the match's seats rotated by the game's index). */
  readonly seating: readonly string[];
  readonly places: readonly number[];
  readonly outcome?: 'won' | 'lost';
  readonly moves: number;
  /** Per bot name, each decision's time in ms. */
  readonly times: Readonly<Record<string, number[]>>;
}

// biome-ignore lint/suspicious/noExplicitAny: each game's own bots
type AnyBot = Bot<any, any>;

/** A bot by the name a match gives it: a level, a bot of the game, or `x:NAME`, an exploiter. */
export function arenaBot(entry: GameEntry, name: string): AnyBot | undefined {
  if (name.startsWith('x:')) return exploitersOf(entry.game.id)[name.slice(2)];
  return botFor(entry, name);
}

/** The seating of game `index`: seats rotated so that no bot keeps a seat. */
export function seatingOf(seats: readonly string[], index: number): string[] {
  return seats.map((_, s) => seats[(s + index) % seats.length]);
}

/**
 * Plays game `index` of a match: its own seed for the deal and for the bots, so a game's
 * outcome is the same whichever worker plays it. Each bot sees only its view.
 */
export function playArenaGame(entry: GameEntry, match: Match, seed: string, index: number, budgetMs: number): GameRecord {
  const { game } = entry;
  const seating = seatingOf(match.seats, index);
  const bots = seating.map((name) => {
    const bot = arenaBot(entry, name);
    if (!bot) throw new Error(`${game.id}: no bot '${name}'`);
    return bot;
  });
  const tag = `${seed}:${match.seats.join(',')}:${index}`;
  const rng = createRng(`${tag}:bots`);
  const players = match.seats.length;
  let state = game.setup(players, game.options.defaults, tag);
  const bound = game.maxMoves(players, game.options.defaults);
  const times: Record<string, number[]> = {};
  let moves = 0;
  for (let actors = game.actors(state); actors.length > 0; actors = game.actors(state)) {
    if (moves >= bound) throw new Error(`${game.id}: game passed its bound of ${bound} moves`);
    // Simultaneous decisions stay hidden until all are in, so taking actors in turn is fair.
    const seat: Seat = actors[0];
    const bot = bots[seat];
    const view = game.view(state, seat);
    const legal = legalFor(game, state, seat, bot);
    const start = performance.now();
    const move = bot(view, legal, rng, { ms: budgetMs });
    const spent = performance.now() - start;
    if (times[seating[seat]]) times[seating[seat]].push(spent);
    else times[seating[seat]] = [spent];
    state = game.play(state, seat, move).state;
    moves++;
  }
  const result = game.result(state);
  if (!result) throw new Error(`${game.id}: no result at the end`);
  return { index, seating, places: result.places, outcome: result.outcome, moves, times };
}

/** p50 and p99 of decision times. */
export function timing(times: readonly number[]): { decisions: number; p50: number; p99: number; max: number } {
  return {
    decisions: times.length,
    p50: quantile(times, 0.5),
    p99: quantile(times, 0.99),
    // Not Math.max(...times): a thousand games' decisions overflow the call stack as arguments.
    max: times.length ? times.reduce((a, b) => Math.max(a, b)) : Number.NaN,
  };
}
