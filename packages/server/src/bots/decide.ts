import { createRng } from '@parlour/engine';
import { botFor, findGame, type GameEntry } from '@parlour/games';

/** One bot decision, as plain data: what a worker thread needs to play a seat's move. */
export interface Decision {
  game: string;
  /** The seat's bot: a level (`easy|medium|hard`) or a bot's own name. */
  bot: string;
  view: unknown;
  /** The legal moves, or none for a bot that works out its own (see `legalFor`). */
  legal: readonly unknown[];
  /** The rng's seed, chosen by the caller (a worker's rng would be nobody's to audit). */
  seed: string;
  /** The move's budget in ms (the search bot thinks for a share of it). */
  ms: number;
}

/** The bot a seat plays: its named bot, or `hard` for a name the game no longer has. */
export function seatBot(entry: GameEntry, name: string) {
  return botFor(entry, name) ?? entry.bots[entry.levels.hard];
}

/** Plays a decision here (in a worker thread, or in-process when the server runs none). */
export function decide(d: Decision): unknown {
  const entry = findGame(d.game);
  if (!entry) throw new Error(`unknown game ${d.game}`);
  return seatBot(entry, d.bot)(d.view, d.legal, createRng(d.seed), { ms: d.ms });
}
