import { bisley } from './bisley/index.ts';
import { bluff } from './bluff/index.ts';
import { bollocks } from './bollocks/index.ts';
import { bully } from './bully/index.ts';
import type { WebGame } from './webGame.ts';
import { woolyBully } from './wooly-bully/index.ts';

/** Every game the client can show, each from its own folder; the only list of them in the web. */
export const WEB_GAMES: readonly WebGame[] = [bisley, bluff, bollocks, bully, woolyBully];

/** A game's web module by its id; the server offers only games that have one (see index.test.ts). */
export function webGame(id: string): WebGame {
  const game = WEB_GAMES.find((g) => g.id === id);
  if (!game) throw new Error(`unknown game ${id}`);
  return game;
}
