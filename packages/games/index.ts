import type { AnyGame, Benchmark, Bot } from '@parlour/engine';
import { bisley, bisleyBenchmarks, bisleyBots, layout } from './bisley/index.ts';
import { bluff, bluffBenchmarks, bluffBots } from './bluff/index.ts';
import { bollocks, bollocksBenchmarks, bollocksBots } from './bollocks/index.ts';
import { bully, bullyBenchmarks, bullyBots } from './bully/index.ts';
import { woolyBenchmarks, woolyBots, woolyBully } from './wooly-bully/index.ts';

/** A game with its bots, as the server, the command line and the arena find it. */
export interface GameEntry {
  readonly game: AnyGame;
  // biome-ignore lint/suspicious/noExplicitAny: each game's bots take its own view and moves
  readonly bots: Readonly<Record<string, Bot<any, any>>>;
  /** Figures beyond random playouts (which `parlour bench` measures for every game). */
  readonly benchmarks?: readonly Benchmark[];
  /** A human-readable layout of a deal, for `parlour deal`. */
  // biome-ignore lint/suspicious/noExplicitAny: each game's own state
  readonly layout?: (state: any) => unknown;
}

export const GAMES: Readonly<Record<string, GameEntry>> = {
  bisley: { game: bisley, bots: bisleyBots, benchmarks: bisleyBenchmarks, layout },
  bluff: { game: bluff, bots: bluffBots, benchmarks: bluffBenchmarks },
  bollocks: { game: bollocks, bots: bollocksBots, benchmarks: bollocksBenchmarks },
  bully: { game: bully, bots: bullyBots, benchmarks: bullyBenchmarks },
  'wooly-bully': { game: woolyBully, bots: woolyBots, benchmarks: woolyBenchmarks },
};

export function findGame(id: string): GameEntry | undefined {
  return Object.hasOwn(GAMES, id) ? GAMES[id] : undefined;
}
