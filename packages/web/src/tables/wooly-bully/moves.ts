import type { WoolyBullyMove } from '@parlour/games/wooly-bully';

/** What the player is about to lay: a tile from the hand, or the shepherd (reveal). */
export type Held = { readonly kind: 'tile'; readonly tile: string } | { readonly kind: 'shepherd' };

export interface Orientation {
  readonly face: number;
  readonly rot: number;
}

type Placing = Extract<WoolyBullyMove, { x: number }>;

/** The legal moves that lay what is held, each naming a cell (and a face and rotation). */
export function placingsOf(legal: readonly WoolyBullyMove[], held: Held): Placing[] {
  return legal.filter((m): m is Placing =>
    held.kind === 'shepherd' ? m.type === 'reveal' : (m.type === 'place' || m.type === 'character') && m.tile === held.tile,
  );
}

/** The distinct ways to turn what is held, in the order the legal list gives them. */
export function orientations(placings: readonly Placing[]): Orientation[] {
  const seen = new Map<string, Orientation>();
  for (const m of placings) {
    const o = { face: m.type === 'place' ? m.face : 0, rot: m.type === 'character' ? 0 : m.rot };
    seen.set(`${o.face}:${o.rot}`, seen.get(`${o.face}:${o.rot}`) ?? o);
  }
  return [...seen.values()];
}

/** The cells lit for one orientation, each with the move that lays it there. */
export function cellsFor(placings: readonly Placing[], o: Orientation | null): Placing[] {
  if (!o) return [];
  return placings.filter((m) =>
    m.type === 'place' ? m.face === o.face && m.rot === o.rot : m.type === 'reveal' ? m.rot === o.rot : true,
  );
}

/** Tiles in hand with somewhere to go now. */
export const playableTiles = (legal: readonly WoolyBullyMove[]): Set<string> =>
  new Set(legal.flatMap((m) => (m.type === 'place' || m.type === 'character' ? [m.tile] : [])));
