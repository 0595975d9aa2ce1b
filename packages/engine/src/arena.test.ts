import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { playMatch, simulate } from './arena.ts';
import { type Bot, type Game, ownMoves } from './game.ts';
import { defineOptions } from './options.ts';
import { createRng } from './rng.ts';

/** Two players take 1 or 2 from a heap of 7 in turn; whoever takes the last wins. */
interface Heap {
  left: number;
  turn: number;
}
type Take = { type: 'take'; n: number };

const heap: Game<Heap, Take, Heap, Record<string, never>> = {
  id: 'heap',
  title: 'Heap',
  players: { min: 2, max: 2 },
  options: defineOptions(z.strictObject({}), {}),
  moveSchema: z.strictObject({ type: z.literal('take'), n: z.number() }),
  maxMoves: () => 7,
  setup: () => ({ left: 7, turn: 0 }),
  actors: (s) => (s.left === 0 ? [] : [s.turn]),
  legalMoves: (s, seat) =>
    s.left > 0 && seat === s.turn ? [1, 2].filter((n) => n <= s.left).map((n) => ({ type: 'take', n })) : [],
  play: (s, _seat, move) => ({ state: { left: s.left - move.n, turn: s.left - move.n === 0 ? s.turn : 1 - s.turn }, events: [] }),
  view: (s) => s,
  sample: (v) => v,
  timeout: () => ({ type: 'take', n: 1 }),
  result: (s) => (s.left > 0 ? null : { places: s.turn === 0 ? [1, 2] : [2, 1], scores: [0, 0] }),
};

describe('playMatch', () => {
  it('hands each bot its legal moves, and none to a bot that works out its own', () => {
    const seen: { own: boolean; count: number }[] = [];
    const listing: Bot<Heap, Take> = (_view, legal) => {
      seen.push({ own: false, count: legal.length });
      return legal[legal.length - 1];
    };
    const own = ownMoves<Heap, Take>((view, legal) => {
      seen.push({ own: true, count: legal.length });
      return { type: 'take', n: Math.min(2, view.left) };
    });
    const { result } = playMatch(heap, 2, {}, 'x', [listing, own], createRng('x'));
    expect(result.places).toHaveLength(2);
    expect(seen.filter((s) => s.own).every((s) => s.count === 0)).toBe(true);
    expect(seen.filter((s) => !s.own).every((s) => s.count > 0)).toBe(true);
    expect(seen.some((s) => s.own) && seen.some((s) => !s.own)).toBe(true);
  });
});

describe('simulate', () => {
  it('gives every decision the budget it is told, 50 ms unless told', () => {
    const budgets = new Set<number>();
    const timed: Bot<Heap, Take> = (_view, legal, _rng, budget) => {
      budgets.add(budget.ms);
      return legal[0];
    };
    const bots = [
      { name: 'a', bot: timed },
      { name: 'b', bot: timed },
    ];
    const settings = { players: 2, options: {}, games: 2, seed: 'budget', bots };
    simulate(heap, { ...settings, budgetMs: 200 });
    expect([...budgets]).toEqual([200]);
    budgets.clear();
    simulate(heap, settings);
    expect([...budgets]).toEqual([50]);
  });
});
