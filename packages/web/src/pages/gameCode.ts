import type { AnyGame } from '@parlour/engine';

/** Each game's rules as code, loaded only by the page that re-runs a record (the replay). */
const CODE: Record<string, () => Promise<AnyGame>> = {
  bisley: () => import('@parlour/games/bisley').then((m) => m.bisley),
  bluff: () => import('@parlour/games/bluff').then((m) => m.bluff),
  bollocks: () => import('@parlour/games/bollocks').then((m) => m.bollocks),
  bully: () => import('@parlour/games/bully').then((m) => m.bully),
  'wooly-bully': () => import('@parlour/games/wooly-bully').then((m) => m.woolyBully),
};

export function loadGame(id: string): Promise<AnyGame> {
  const load = Object.hasOwn(CODE, id) ? CODE[id] : undefined;
  return load ? load() : Promise.reject(new Error(`unknown game ${id}`));
}
