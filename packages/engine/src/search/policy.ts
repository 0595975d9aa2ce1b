import { type Bot, type Game, legalFor, type Seat } from '../game.ts';
import type { Rng } from '../rng.ts';
import type { SearchSpec } from './spec.ts';

const PLAYOUT_BUDGET = { ms: 0 };

/** A bot as a playout policy: it is shown the seat's view of the imagined state, as in play. */
export function botPolicy<S, M, V>(game: Game<S, M, V, unknown>, bot: Bot<V, M>): (state: S, seat: Seat, rng: Rng) => M {
  return (state, seat, rng) =>
    bot(game.view(state, seat), legalFor(game, state, seat, bot as Bot<never, M>), rng, PLAYOUT_BUDGET);
}

/**
 * Candidates drawn rather than listed: the moves some bots would make (each drawn a few
 * times, for bots that choose at random among equals) and a few uniformly random legal
 * moves, without repeats. For games whose legal lists run to thousands.
 */
export function drawnCandidates<S, M, V>(
  game: Game<S, M, V, unknown>,
  bots: readonly Bot<V, M>[],
  settings: { draws: number; random: number },
): NonNullable<SearchSpec<S, M, V>['candidates']> {
  const policies = bots.map((bot) => botPolicy(game, bot));
  return (state, seat, rng) => {
    const seen = new Set<string>();
    const out: M[] = [];
    const add = (move: M) => {
      const key = JSON.stringify(move);
      if (!seen.has(key)) {
        seen.add(key);
        out.push(move);
      }
    };
    for (const policy of policies) for (let i = 0; i < settings.draws; i++) add(policy(state, seat, rng));
    for (let i = 0; i < settings.random; i++) {
      add(game.randomMove ? game.randomMove(state, seat, rng) : rng.pick(game.legalMoves(state, seat)));
    }
    return out;
  };
}
