import type { Game, Seat } from './game.ts';
import type { Rng } from './rng.ts';

/** A uniformly random legal move: the game's own `randomMove` where it has one. */
export function randomLegalMove<S, M>(game: Game<S, M, unknown, unknown>, state: S, seat: Seat, rng: Rng): M {
  if (game.randomMove) return game.randomMove(state, seat, rng);
  return rng.pick(game.legalMoves(state, seat));
}

export interface Playout<S, M> {
  state: S;
  /** The moves, when recorded. */
  moves: { seat: Seat; move: M }[];
  count: number;
}

/**
 * Plays one game to its end by random moves: at every step `actors`, a random actor, a
 * uniformly random legal move for it, `play`. This is what "moves/s" measures.
 */
export function randomPlayout<S, M, O>(
  game: Game<S, M, unknown, O>,
  players: number,
  options: O,
  seed: string,
  rng: Rng,
  record = true,
): Playout<S, M> {
  let state = game.setup(players, options, seed);
  const moves: { seat: Seat; move: M }[] = [];
  const bound = game.maxMoves(players, options);
  let n = 0;
  for (; ; n++) {
    const actors = game.actors(state);
    if (actors.length === 0) break;
    if (n >= bound) throw new Error(`${game.id}: game passed its bound of ${bound} moves`);
    const seat = actors.length === 1 ? actors[0] : rng.pick(actors);
    const move = randomLegalMove(game, state, seat, rng);
    state = game.play(state, seat, move).state;
    if (record) moves.push({ seat, move });
  }
  return { state, moves, count: n };
}
