import { canSee, type Game, type GameEvent, type Seat } from '../game.ts';
import { randomLegalMove } from '../playout.ts';
import { createRng } from '../rng.ts';

/** One random game, with every state along the way (each deep-frozen) and every event. */
export interface Trajectory<S, M, O> {
  players: number;
  options: O;
  seed: string;
  states: S[];
  steps: { seat: Seat; move: M; events: GameEvent[] }[];
}

export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

/**
 * Plays a seeded random game to its end, freezing every state before the game sees it,
 * so that any mutation of an input throws.
 */
export function playTrajectory<S, M, V, O>(
  game: Game<S, M, V, O>,
  players: number,
  options: O,
  seed: string,
): Trajectory<S, M, O> {
  const rng = createRng(`kit:${seed}`);
  const states = [deepFreeze(game.setup(players, options, seed))];
  const steps: Trajectory<S, M, O>['steps'] = [];
  const bound = game.maxMoves(players, options);
  for (;;) {
    const state = states[states.length - 1];
    const actors = game.actors(state);
    if (actors.length === 0) break;
    if (steps.length >= bound) throw new Error(`${game.id} (${seed}): still going after its bound of ${bound} moves`);
    const seat = rng.pick(actors);
    const move = deepFreeze(randomLegalMove(game, state, seat, rng));
    const { state: next, events } = game.play(state, seat, move);
    states.push(deepFreeze(next));
    steps.push({ seat, move, events: deepFreeze(events) });
  }
  return { players, options, seed, states, steps };
}

/** The events of a step that a seat (null: spectator) receives. */
export function eventsFor(events: readonly GameEvent[], seat: Seat | null): GameEvent[] {
  return events.filter((e) => canSee(e, seat));
}

/** Every string anywhere inside a plain value. */
export function stringsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) stringsIn(v, out);
  else if (value !== null && typeof value === 'object') for (const v of Object.values(value)) stringsIn(v, out);
  return out;
}

/**
 * Deep strict equality of plain values (same prototypes, same own keys, equal leaves)
 * that remembers the pairs of objects it found equal. Successive states share most of
 * their parts (a growing history above all), so a replay checked step by step against a
 * recording compares each new part once: linear in the game, where comparing whole states
 * at every step is quadratic. Only sound for values nobody changes afterwards (frozen).
 */
export function sameValue(a: unknown, b: unknown, known: WeakMap<object, object>): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (known.get(a) === b) return true;
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    if (a.length !== other.length) return false;
    for (let i = 0; i < a.length; i++) if (!(i in a) || !(i in other) || !sameValue(a[i], other[i], known)) return false;
  } else {
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    for (const key of keys) {
      if (!Object.hasOwn(b, key)) return false;
      if (!sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], known)) return false;
    }
  }
  known.set(a, b);
  return true;
}
