/**
 * The test kit: every game runs the same generic checks over seeded random games (in
 * the spirit of OpenSpiel's random-simulation tests). A game's test calls `testGame`
 * once; it registers one Vitest test per check.
 */
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { Game, Seat } from '../game.ts';
import { createRng, type Rng } from '../rng.ts';
import { refusalOf } from './helpers.ts';
import { JUNK_MOVES, mutants } from './mutate.ts';
import { deepFreeze, eventsFor, playTrajectory, sameValue, stringsIn, type Trajectory } from './trajectory.ts';

export { nothingHidden, onCpu, redrawDecisions, refusalOf } from './helpers.ts';
export { JUNK_MOVES, mutants } from './mutate.ts';
export { deepFreeze, eventsFor, playTrajectory, sameValue, stringsIn } from './trajectory.ts';

export interface KitOptions<S, O> {
  /** Seat counts and options to cover; by default every seat count with default options. */
  setups?: { players: number; options?: Partial<O> }[];
  /**
   * Random games per setup (20 by default). `PARLOUR_KIT_GAMES` in the environment
   * overrides it for every game, for a deeper run than CI's.
   */
  games?: number;
  /**
   * Re-randomises, straight from the state, everything `seat` cannot know (other hands,
   * cards it never saw, the bag's order, other seats' pending decisions), keeping all it
   * does know.
   */
  hide(state: S, seat: Seat | null, rng: Rng): S;
  /** Ids of the cards or tiles `seat` has never been shown in this state. */
  unseen(state: S, seat: Seat | null): Iterable<string>;
  /** Re-deals per state for the first leak check. */
  redeals?: number;
  /** Legal moves tried per actor and state (all when fewer). */
  legalPerState?: number;
  /** Mutants tried per actor and state. */
  mutantsPerState?: number;
  /**
   * Run the costly checks on every n-th state only (and the last). Each game starts
   * counting at a different state, spread over the stride, so that over many games
   * states of every depth are checked.
   */
  stride?: number;
}

type AnyMove = unknown;

/** Registers every check of `gameChecks` as a Vitest test. */
export function testGame<S, M, V, O>(game: Game<S, M, V, O>, kit: KitOptions<S, O>): void {
  describe(`${game.id}: the test kit`, () => {
    for (const [name, check] of Object.entries(gameChecks(game, kit))) it(name, check);
  });
}

/** The generic checks, by name; each throws when the game breaks the contract. */
export function gameChecks<S, M, V, O>(game: Game<S, M, V, O>, kit: KitOptions<S, O>): Record<string, () => void> {
  const setups: { players: number; options?: Partial<O> }[] =
    kit.setups ?? range(game.players.min, game.players.max).map((players) => ({ players }));
  const games = gamesFromEnv() ?? kit.games ?? 20;
  const stride = kit.stride ?? 1;
  const legalPerState = kit.legalPerState ?? 30;
  const mutantsPerState = kit.mutantsPerState ?? 40;
  const redeals = kit.redeals ?? 3;

  let cache: Trajectory<S, M, O>[] | undefined;
  const offsets = new WeakMap<Trajectory<S, M, O>, number>();
  const trajectories = (): Trajectory<S, M, O>[] => {
    if (!cache) {
      cache = [];
      for (const setup of setups) {
        const options = { ...game.options.defaults, ...setup.options } as O;
        for (let g = 0; g < games; g++) {
          const t = playTrajectory(game, setup.players, options, `${setup.players}:${g}`);
          offsets.set(t, Math.floor((g * stride) / games));
          cache.push(t);
        }
      }
    }
    return cache;
  };
  /** Whether the costly checks look at state i of t (see KitOptions.stride). */
  const strided = (t: Trajectory<S, M, O>, i: number) => (i + (offsets.get(t) ?? 0)) % stride === 0;
  const costly = (t: Trajectory<S, M, O>, i: number) => strided(t, i) || i === t.states.length - 1;
  const seatsOf = (t: Trajectory<S, M, O>): (Seat | null)[] => [...range(0, t.players - 1), null];
  const sampled = <T>(xs: readonly T[], n: number, rng: Rng): readonly T[] =>
    xs.length <= n ? xs : Array.from({ length: n }, () => rng.pick(xs));
  const isLegal = (legal: readonly M[], move: AnyMove): boolean => legal.some((m) => isDeepStrictEqual(m, move));
  const where = (t: Trajectory<S, M, O>, i: number) => `${game.id} players=${t.players} seed=${t.seed} step=${i}`;
  /** Each costly state of every trajectory with each seat and the spectator, as the leak checks look at them. */
  const eachCostlySeat = (check: (state: S, seat: Seat | null, at: string, t: Trajectory<S, M, O>, i: number) => void) => {
    for (const t of trajectories()) {
      t.states.forEach((state, i) => {
        if (!costly(t, i)) return;
        for (const seat of seatsOf(t)) check(state, seat, `${where(t, i)} seat=${seat}`, t, i);
      });
    }
  };

  const checks: Record<string, () => void> = {};
  checks['ends within its stated bound, and replays deterministically'] = () => {
    for (const t of trajectories()) {
      expect(t.steps.length, where(t, t.steps.length)).toBeLessThanOrEqual(game.maxMoves(t.players, t.options));
      // The replay is frozen as it goes, like the recording, so parts found equal stay equal
      // and each is compared once (see sameValue); a mismatch is shown by a full comparison.
      const known = new WeakMap<object, object>();
      const same = (a: unknown, b: unknown, i: number) => {
        if (!sameValue(a, b, known)) expect(a, where(t, i)).toStrictEqual(b);
      };
      let state = deepFreeze(game.setup(t.players, t.options, t.seed));
      same(state, t.states[0], 0);
      t.steps.forEach((step, i) => {
        const again = game.play(state, step.seat, step.move);
        same(deepFreeze(again.state), t.states[i + 1], i + 1);
        same(again.events, step.events, i + 1);
        state = again.state;
      });
    }
  };

  checks['keeps states, moves, views and events as plain JSON'] = () => {
    const roundTrip = (v: unknown) => JSON.parse(JSON.stringify(v));
    for (const t of trajectories()) {
      t.states.forEach((state, i) => {
        if (!costly(t, i)) return;
        expect(roundTrip(state), where(t, i)).toStrictEqual(state);
        for (const seat of seatsOf(t)) {
          const view = game.view(state, seat);
          expect(roundTrip(view), where(t, i)).toStrictEqual(view);
        }
        const step = t.steps[i];
        if (step) {
          expect(roundTrip(step.move), where(t, i)).toStrictEqual(step.move);
          expect(roundTrip(step.events), where(t, i)).toStrictEqual(step.events);
          for (const e of step.events) expect(e.to === 'all' || Array.isArray(e.to), where(t, i)).toBe(true);
          // Playing the round-tripped state gives the same result.
          expect(game.play(roundTrip(state), step.seat, roundTrip(step.move)).state, where(t, i)).toStrictEqual(t.states[i + 1]);
        }
      });
    }
  };

  checks['has actors exactly while there is no result'] = () => {
    for (const t of trajectories()) {
      t.states.forEach((state, i) => {
        const actors = game.actors(state);
        const result = game.result(state);
        expect(actors.length > 0, where(t, i)).toBe(result === null);
        expect(new Set(actors).size, where(t, i)).toBe(actors.length);
        for (const a of actors) expect(a >= 0 && a < t.players && Number.isInteger(a), where(t, i)).toBe(true);
        if (result) {
          expect(result.places.length, where(t, i)).toBe(t.players);
          expect(result.scores.length, where(t, i)).toBe(t.players);
          for (const p of result.places) expect(p >= 1 && p <= t.players, where(t, i)).toBe(true);
          if (t.players === 1) expect(['won', 'lost'], where(t, i)).toContain(result.outcome);
        }
      });
      expect(game.result(t.states[t.states.length - 1]), where(t, t.steps.length)).not.toBeNull();
    }
  };

  checks['accepts every legal move and refuses everything else with a RuleError'] = () => {
    const rng = createRng(`kit:${game.id}:moves`);
    const refuses = (state: S, seat: Seat, move: AnyMove, context: string, codes?: string[]) => {
      const what = `${context}: ${JSON.stringify(move)} should be refused with a RuleError`;
      let code: string;
      try {
        code = refusalOf(() => game.play(state, seat, move as M));
      } catch (e) {
        throw new Error(`${what}, got ${String(e)}`);
      }
      expect(code, what).not.toBe('accepted');
      if (codes) expect(codes, context).toContain(code);
    };
    for (const t of trajectories()) {
      t.states.forEach((state, i) => {
        if (!costly(t, i)) return;
        const actors = game.actors(state);
        for (let seat = 0; seat < t.players; seat++) {
          const context = `${where(t, i)} seat=${seat}`;
          if (!actors.includes(seat)) {
            expect(game.legalMoves(state, seat), context).toEqual([]);
            const someone = actors[0];
            const theirs = someone === undefined ? { type: 'x' } : game.legalMoves(state, someone)[0];
            refuses(state, seat, theirs, context, actors.length ? ['not-your-turn'] : ['game-over']);
            continue;
          }
          const legal = game.legalMoves(state, seat);
          expect(legal.length, `${context}: an actor with no legal move`).toBeGreaterThan(0);
          for (const move of sampled(legal, legalPerState, rng)) {
            expect(() => game.play(state, seat, move), `${context}: ${JSON.stringify(move)}`).not.toThrow();
          }
          for (const junk of JUNK_MOVES) refuses(state, seat, junk, context);
          const candidates = mutants(rng.pick(legal), rng);
          for (const mutant of sampled(candidates, mutantsPerState, rng)) {
            if (isLegal(legal, mutant)) {
              expect(() => game.play(state, seat, mutant as M), context).not.toThrow();
            } else {
              refuses(state, seat, mutant, context);
            }
          }
        }
      });
    }
  };

  checks['always has a legal timeout move for every actor'] = () => {
    for (const t of trajectories()) {
      t.states.forEach((state, i) => {
        for (const seat of game.actors(state)) {
          const move = game.timeout(state, seat);
          const context = `${where(t, i)} seat=${seat}: timeout ${JSON.stringify(move)}`;
          // Every state: the rules accept it. Listing every legal move can cost thousands
          // (a big Bluff hand), so the list is checked on the costly states only.
          expect(
            refusalOf(() => game.play(state, seat, move)),
            context,
          ).toBe('accepted');
          if (costly(t, i)) expect(isLegal(game.legalMoves(state, seat), move), context).toBe(true);
        }
      });
    }
  };

  if (game.randomMove) {
    checks['draws random moves only from the legal moves'] = () => {
      const rng = createRng(`kit:${game.id}:random`);
      for (const t of trajectories()) {
        t.states.forEach((state, i) => {
          if (!strided(t, i)) return;
          for (const seat of game.actors(state)) {
            const legal = game.legalMoves(state, seat);
            for (let k = 0; k < 5; k++) {
              const move = game.randomMove?.(state, seat, rng);
              expect(isLegal(legal, move), `${where(t, i)}: ${JSON.stringify(move)}`).toBe(true);
            }
          }
        });
      }
    };
  }

  checks['leaks nothing: re-dealing what a seat cannot know changes none of its views'] = () => {
    const rng = createRng(`kit:${game.id}:hide`);
    eachCostlySeat((state, seat, at) => {
      const view = game.view(state, seat);
      for (let r = 0; r < redeals; r++) expect(game.view(kit.hide(state, seat, rng), seat), at).toStrictEqual(view);
    });
  };

  checks['leaks nothing: no view or event names a card its seat was never shown'] = () => {
    eachCostlySeat((state, seat, at, t, i) => {
      const secret = new Set(kit.unseen(state, seat));
      if (secret.size === 0) return;
      const shown = [...stringsIn(game.view(state, seat)), ...(i > 0 ? stringsIn(eventsFor(t.steps[i - 1].events, seat)) : [])];
      for (const s of shown) expect(secret.has(s), `${at} sees ${s}`).toBe(false);
    });
  };

  checks['leaks nothing: a state sampled from a view gives back that view'] = () => {
    const rng = createRng(`kit:${game.id}:sample`);
    eachCostlySeat((state, seat, at) => {
      const view = deepFreeze(game.view(state, seat));
      expect(game.view(game.sample(view, seat, rng), seat), at).toStrictEqual(view);
    });
  };

  if (game.perfectInformation) {
    // The search trusts this to list a node's moves once and to find its children by the move.
    checks['perfect information: a state sampled from a view is the state itself'] = () => {
      const rng = createRng(`kit:${game.id}:open`);
      eachCostlySeat((state, seat, at) => {
        expect(game.sample(deepFreeze(game.view(state, seat)), seat, rng), at).toStrictEqual(state);
      });
    };
  }
  return checks;
}

/** The games per setup asked for in the environment, if any (see KitOptions.games). */
function gamesFromEnv(): number | undefined {
  const raw = process.env.PARLOUR_KIT_GAMES;
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`PARLOUR_KIT_GAMES must be a whole number of games, not ${raw}`);
  return n;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
