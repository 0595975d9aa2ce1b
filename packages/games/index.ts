import type { AnyGame, Benchmark, Bot, SearchSpec } from '@parlour/engine';
import {
  advise,
  autoMove,
  type BisleyOptions,
  type BisleyState,
  bisley,
  bisleyBenchmarks,
  bisleyBots,
  bisleySearch,
  bisleySearchSpec,
  layout,
} from './bisley/index.ts';
import { bluffExploiters } from './bluff/exploiters.ts';
import { bluff, bluffBenchmarks, bluffBots, bluffFlat, bluffSearch, bluffSearchSpec } from './bluff/index.ts';
import { bollocksExploiters } from './bollocks/exploiters.ts';
import {
  bollocks,
  bollocksBenchmarks,
  bollocksBots,
  bollocksFlat,
  bollocksSearch,
  bollocksSearchSpec,
} from './bollocks/index.ts';
import { bullyExploiters } from './bully/exploiters.ts';
import { bully, bullyBenchmarks, bullyBots, bullySearch, bullySearchSpec } from './bully/index.ts';
import LEVEL_RATINGS from './level-ratings.json' with { type: 'json' };
import { woolyBullyExploiters } from './wooly-bully/exploiters.ts';
import {
  woolyBully,
  woolyBullyBenchmarks,
  woolyBullyBots,
  woolyBullyFlat,
  woolyBullySearch,
  woolyBullySearchSpec,
} from './wooly-bully/index.ts';

/** The bot levels a player chooses from, weakest first (the lobby's words for the bots). */
export const LEVELS = ['easy', 'medium', 'hard'] as const;
export type Level = (typeof LEVELS)[number];

/**
 * What single-player tables offer beyond the game contract: the move the table plays by
 * itself (auto-play) and a suggested move (hint).
 */
export interface SoloHelpers {
  auto(state: unknown, options: unknown): unknown | null;
  /** A suggested move, and whether the game can still be won ('undecided' if the search ran out of time). */
  hint(state: unknown): { move: unknown | null; verdict: 'winnable' | 'unwinnable' | 'undecided' };
}

/** A game with its bots, as the server, the command line and the arena find it. */
export interface GameEntry {
  readonly game: AnyGame;
  // biome-ignore lint/suspicious/noExplicitAny: each game's bots take its own view and moves
  readonly bots: Readonly<Record<string, Bot<any, any>>>;
  /** Which of `bots` plays at each level; `hard` is the strongest, the stand-in for a player who leaves. */
  readonly levels: Readonly<Record<Level, string>>;
  /** What the search bot (`search`) needs of the game beyond its contract. */
  // biome-ignore lint/suspicious/noExplicitAny: each game's own state, moves and view
  readonly searchSpec: SearchSpec<any, any, any>;
  /** Figures beyond random playouts (which `parlour bench` measures for every game). */
  readonly benchmarks?: readonly Benchmark[];
  /** A human-readable layout of a deal, for `parlour deal`. */
  // biome-ignore lint/suspicious/noExplicitAny: each game's own state
  readonly layout?: (state: any) => unknown;
  /** Auto-play and hints, for a single-player game. */
  readonly solo?: SoloHelpers;
  /**
   * Scripted exploiters (always bluff, always call, quit at once...): for the arena and
   * the tests, never offered to players, so kept out of `bots`.
   */
  // biome-ignore lint/suspicious/noExplicitAny: each game's own bots
  readonly exploiters?: Readonly<Record<string, Bot<any, any>>>;
}

export const GAMES: Readonly<Record<string, GameEntry>> = {
  bisley: {
    game: bisley,
    bots: { ...bisleyBots, search: bisleySearch },
    searchSpec: bisleySearchSpec,
    levels: { easy: 'random', medium: 'greedy', hard: 'solver' },
    benchmarks: bisleyBenchmarks,
    layout,
    solo: {
      auto: (state, options) => autoMove(state as BisleyState, options as BisleyOptions),
      hint: (state) => advise(state as BisleyState, 1000),
    },
  },
  bluff: {
    game: bluff,
    bots: { ...bluffBots, search: bluffSearch, flat: bluffFlat },
    searchSpec: bluffSearchSpec,
    levels: { easy: 'random', medium: 'sharp', hard: 'flat' },
    benchmarks: bluffBenchmarks,
    exploiters: bluffExploiters,
  },
  bollocks: {
    game: bollocks,
    bots: { ...bollocksBots, search: bollocksSearch, flat: bollocksFlat },
    searchSpec: bollocksSearchSpec,
    levels: { easy: 'random', medium: 'basic', hard: 'flat' },
    benchmarks: bollocksBenchmarks,
    exploiters: bollocksExploiters,
  },
  bully: {
    game: bully,
    bots: { ...bullyBots, search: bullySearch },
    searchSpec: bullySearchSpec,
    levels: { easy: 'random', medium: 'sharp-forgetful', hard: 'search' },
    benchmarks: bullyBenchmarks,
    exploiters: bullyExploiters,
  },
  'wooly-bully': {
    game: woolyBully,
    bots: { ...woolyBullyBots, search: woolyBullySearch, flat: woolyBullyFlat },
    searchSpec: woolyBullySearchSpec,
    levels: { easy: 'random', medium: 'sharp', hard: 'flat' },
    benchmarks: woolyBullyBenchmarks,
    exploiters: woolyBullyExploiters,
  },
};

export const isLevel = (name: string): name is Level => (LEVELS as readonly string[]).includes(name);

/** The bot's own name for what a seat names: a level is whichever bot the game gives it today. */
export function botIdFor(entry: GameEntry, name: string): string {
  return isLevel(name) ? entry.levels[name] : name;
}

/**
 * The bot a seat names: a level (`easy`, `medium`, `hard`) plays whichever bot the game
 * gives that level today; any other name is a bot of `bots` by name; undefined if neither.
 */
// biome-ignore lint/suspicious/noExplicitAny: each game's bots take its own view and moves
export function botFor(entry: GameEntry, name: string): Bot<any, any> | undefined {
  const id = botIdFor(entry, name);
  return Object.hasOwn(entry.bots, id) ? entry.bots[id] : undefined;
}

/**
 * Each level's rating from the arena (`parlour arena --tables levels --ratings`), on the
 * server's scale (the ordinal players see on their profile), for the lobby to show. A
 * game the arena has not rated (the solitaire: it has no opponents) has none.
 */
export function levelRatings(id: string): Partial<Record<Level, number>> {
  const rated = (LEVEL_RATINGS as Record<string, { levels?: Partial<Record<Level, { ordinal: number }>> }>)[id]?.levels;
  const out: Partial<Record<Level, number>> = {};
  for (const level of LEVELS) if (rated?.[level]) out[level] = rated[level].ordinal;
  return out;
}

export function findGame(id: string): GameEntry | undefined {
  return Object.hasOwn(GAMES, id) ? GAMES[id] : undefined;
}
