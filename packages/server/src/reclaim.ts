import type { CachedTable } from './cached-table.ts';
import { fail } from './errors.ts';
import type { SeatRow } from './store/store.ts';

/** Turns in a row run out after which a seat is given to a bot. */
export const TIMEOUTS_TO_REPLACE = 2;

/**
 * A seat a bot took because its turns ran out, not because its player resigned (a
 * resignation leaves the run of timeouts below TIMEOUTS_TO_REPLACE; a reclaimed seat
 * starts a new run at 0).
 */
export const timedOut = (s: SeatRow): boolean => s.replaced && s.user_id !== null && s.timeouts >= TIMEOUTS_TO_REPLACE;

/**
 * The seats a user takes back from the bot that played them after their time ran out, as
 * they are stored once given back: theirs again, with a new run of timeouts. Refused once
 * the game is over, to anyone else, and for a seat its player resigned (a resignation is
 * final: taking the seat back would let a player hand a game to the bot and take it again).
 */
export function reclaimSeats(live: CachedTable, userId: string): SeatRow[] {
  if (live.row.status !== 'playing') fail('game-over', 'The game is over.', 409);
  const theirs = live.seats.filter((s) => s.user_id === userId && s.replaced);
  if (theirs.length === 0) fail('not-seated', 'No seat of yours at this table is played by a bot.', 409);
  const back = theirs.filter(timedOut);
  if (back.length === 0) fail('forbidden', 'You resigned this seat: the bot plays it to the end.', 403);
  return back.map((s) => ({ ...s, replaced: false, bot: null, timeouts: 0 }));
}
