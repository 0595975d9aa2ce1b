import { describeOptions, parseOptions, requirePlayers } from '@parlour/engine';
import { findGame, GAMES, type GameEntry } from '@parlour/games';
import { UsageError } from './args.ts';

export function gameEntry(id: string | undefined): GameEntry {
  if (!id) throw new UsageError(`name a game: ${Object.keys(GAMES).join(', ')}`);
  const entry = findGame(id);
  if (!entry) throw new UsageError(`no game '${id}'; the games are ${Object.keys(GAMES).join(', ')}`);
  return entry;
}

/** Options and seat count checked by the game itself, so its own error reaches the user. */
export function settings(entry: GameEntry, players: number, rawOptions: unknown) {
  const { game } = entry;
  try {
    requirePlayers(game, players);
    return { players, options: parseOptions(game.options, rawOptions) };
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

/** The seat count to use when none is given: 4 where the game allows it, else the nearest. */
export function defaultPlayers(entry: GameEntry): number {
  return Math.min(entry.game.players.max, Math.max(entry.game.players.min, 4));
}

export function listGames() {
  return Object.values(GAMES).map(({ game, bots }) => ({
    id: game.id,
    title: game.title,
    players: game.players,
    options: describeOptions(game.options).map(({ name, label, default: value }) => ({ name, label, default: value })),
    bots: Object.keys(bots),
  }));
}
