import type { StateMessage } from '@parlour/protocol';

type Result = NonNullable<StateMessage['result']>;

/** What the result says first: to a player, how they did; a draw to everyone; null to a spectator. */
export type Headline = 'won' | 'shared' | 'lost' | 'draw' | null;

export function headline(result: Pick<Result, 'places'>, mySeats: readonly number[]): Headline {
  const { places } = result;
  if (places.length > 1 && places.every((p) => p === 1)) return 'draw';
  if (mySeats.length === 0) return null;
  const best = Math.min(...mySeats.map((seat) => places[seat] ?? Number.POSITIVE_INFINITY));
  if (best !== 1) return 'lost';
  return places.filter((p) => p === 1).length > mySeats.filter((seat) => places[seat] === 1).length ? 'shared' : 'won';
}
