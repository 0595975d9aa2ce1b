import { type Result, winCredit } from '../game.ts';

/**
 * Per seat, a value in [0, 1]: the win credit (a shared win is shared). A one-player game
 * adds, to a lost game, a little for its score relative to the best score seen so far,
 * so that a search of a game random play never wins still tells a better loss from a worse.
 */
export function defaultReward(result: Result): readonly number[] {
  if (result.places.length === 1) {
    if (result.outcome === 'won') return [1];
    return [0.5 * Math.min(1, Math.max(0, result.scores[0] / 52))];
  }
  return result.places.map((_, seat) => winCredit(result, seat));
}
