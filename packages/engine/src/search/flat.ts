import { type Bot, ownMoves, type Seat } from '../game.ts';
import { type Rng, rngFrom } from '../rng.ts';
import { BUDGET_SHARE, type SearchSettings } from './bot.ts';
import { candidateMoves, MAX_CANDIDATES, playoutMove, type SearchSpec } from './spec.ts';
import { imagine, rollout } from './steps.ts';

export interface FlatLimits {
  /** Stop at this time (performance.now()), after the sample under way. */
  readonly deadline: number;
  /** Stop after this many imagined states. */
  readonly samples: number;
  /** Root moves weighed (the spec's candidates, first ones first). */
  readonly candidates: number;
}

export interface FlatOutcome<M> {
  readonly move: M | null;
  readonly samples: number;
  /** Per candidate, its mean value to the searcher over the samples. */
  readonly values: readonly { readonly move: M; readonly value: number }[];
}

/**
 * Flat Monte Carlo over the root's moves with common random numbers: each sample imagines
 * a full state from the view and plays EVERY candidate on that same state, each followed
 * by a playout from the same random stream, so that two moves are compared on the same
 * deal and the same luck (a deal's noise would otherwise drown the difference). The
 * candidates are listed once, from the first sample: a seat's own moves follow from its
 * view, the same in every state imagined from it.
 */
export function flatSearch<S, M, V>(spec: SearchSpec<S, M, V>, view: V, me: Seat, rng: Rng, limits: FlatLimits): FlatOutcome<M> {
  const { game } = spec;
  let moves: readonly M[] = [];
  let totals: number[] = [];
  let samples = 0;
  while (samples < limits.samples && (samples === 0 || performance.now() < limits.deadline)) {
    const state = imagine(spec, view, me, rng);
    if (samples === 0) {
      if (!game.actors(state).includes(me)) return { move: null, samples: 0, values: [] };
      moves = candidateMoves(spec, state, me, limits.candidates);
      totals = moves.map(() => 0);
      // One move: nothing to weigh.
      if (moves.length === 1) return { move: moves[0], samples: 0, values: [{ move: moves[0], value: 0 }] };
    }
    const luck = [rng.next(), rng.next(), rng.next(), rng.next() | 1] as const;
    moves.forEach((move, i) => {
      const after = game.play(state, me, move).state;
      totals[i] += rollout(spec, after, rngFrom(luck))[me];
    });
    samples++;
  }
  const values = moves.map((move, i) => ({ move, value: totals[i] / Math.max(samples, 1) }));
  let best: (typeof values)[number] | null = null;
  for (const v of values) if (!best || v.value > best.value) best = v;
  return { move: best ? best.move : null, samples, values };
}

/** Settings of a flat search bot: a sample count as well as a share of the budget. */
export interface FlatSettings extends Omit<SearchSettings, 'iterations'> {
  /** Most imagined states per decision (the budget's deadline may stop it sooner). */
  readonly samples: number;
  /** Most root moves weighed. Default: MAX_CANDIDATES. */
  readonly candidates?: number;
}

/** A bot that decides by flatSearch from its view alone, within its share of the budget. */
export function flatBot<S, M, V extends { readonly seat: Seat | null }>(
  spec: SearchSpec<S, M, V>,
  settings: FlatSettings,
): Bot<V, M> {
  return ownMoves((view, _legal, rng, budget) => {
    const me = view.seat as Seat;
    const ms = Math.min(budget.ms * (settings.share ?? BUDGET_SHARE), settings.capMs ?? Number.POSITIVE_INFINITY);
    const { move } = flatSearch(spec, view, me, rng, {
      deadline: performance.now() + ms,
      samples: settings.samples,
      candidates: settings.candidates ?? MAX_CANDIDATES,
    });
    if (move !== null) return move;
    return playoutMove(spec, spec.game.sample(view, me, rng), me, rng);
  });
}
