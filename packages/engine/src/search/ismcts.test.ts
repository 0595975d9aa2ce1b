import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Game } from '../game.ts';
import { defineOptions } from '../options.ts';
import { createRng } from '../rng.ts';
import { onCpu } from '../testkit/helpers.ts';
import { searchBot } from './bot.ts';
import { search, searchTree } from './ismcts.ts';
import { searchOpen } from './open.ts';
import type { OpenTree } from './open-tree.ts';
import type { SearchNode } from './tree.ts';

/** Two players take 1 or 2 from a heap in turn; whoever takes the last wins. Leaving a multiple of 3 wins. */
interface Heap {
  left: number;
  turn: number;
  seat: number | null;
}
type Take = { type: 'take'; n: number };

const heap: Game<Heap, Take, Heap, Record<string, never>> = {
  id: 'heap',
  title: 'Heap',
  players: { min: 2, max: 2 },
  options: defineOptions(z.strictObject({}), {}),
  moveSchema: z.strictObject({ type: z.literal('take'), n: z.number() }),
  maxMoves: () => 30,
  setup: () => ({ left: 10, turn: 0, seat: null }),
  actors: (s) => (s.left === 0 ? [] : [s.turn]),
  legalMoves: (s, seat) =>
    s.left > 0 && seat === s.turn ? [1, 2].filter((n) => n <= s.left).map((n) => ({ type: 'take', n })) : [],
  play: (s, seat, move) => ({
    state: { left: s.left - move.n, turn: s.left - move.n === 0 ? s.turn : 1 - s.turn, seat: null },
    events: [{ type: 'took', seat, n: move.n, to: 'all' }],
  }),
  view: (s, seat) => ({ ...s, seat }),
  sample: (v) => ({ ...v, seat: null }),
  timeout: () => ({ type: 'take', n: 1 }),
  result: (s) => (s.left > 0 ? null : { places: s.turn === 0 ? [1, 2] : [2, 1], scores: [0, 0] }),
};

/** Seat 0 opens, seat 1 hides 0 or 1, seat 0 guesses it: a right guess wins for seat 0. */
interface Guess {
  step: 'open' | 'hide' | 'guess' | 'over';
  secret: number | null;
  guess: number | null;
  seat: number | null;
}
type GuessMove = { type: 'open' } | { type: 'pick'; n: number };

const guessing: Game<Guess, GuessMove, Guess, Record<string, never>> = {
  id: 'guess',
  title: 'Guess',
  players: { min: 2, max: 2 },
  options: defineOptions(z.strictObject({}), {}),
  moveSchema: z.any(),
  maxMoves: () => 3,
  setup: () => ({ step: 'open', secret: null, guess: null, seat: null }),
  actors: (s) => (s.step === 'over' ? [] : s.step === 'hide' ? [1] : [0]),
  legalMoves: (s) => (s.step === 'open' ? [{ type: 'open' }] : [0, 1].map((n) => ({ type: 'pick', n }))),
  play: (s, seat, move) => {
    if (s.step === 'open') return { state: { ...s, step: 'hide' }, events: [{ type: 'opened', to: 'all' }] };
    const n = (move as { n: number }).n;
    if (s.step === 'hide') return { state: { ...s, step: 'guess', secret: n }, events: [{ type: 'hid', n, to: [seat] }] };
    return { state: { ...s, step: 'over', guess: n }, events: [{ type: 'guessed', n, to: 'all' }] };
  },
  view: (s, seat) => ({ ...s, secret: seat === 1 ? s.secret : null, seat }),
  sample: (v, _seat, rng) => ({ ...v, secret: v.step === 'guess' ? rng.int(2) : v.secret, seat: null }),
  timeout: () => ({ type: 'open' }),
  result: (s) => (s.step !== 'over' ? null : { places: s.guess === s.secret ? [1, 2] : [2, 1], scores: [0, 0] }),
};

const at = (left: number, turn = 0): Heap => ({ left, turn, seat: turn });

describe('ismcts', () => {
  it('finds the winning take from every heap that has one', () => {
    for (const left of [4, 5, 7, 8, 10]) {
      const { move } = search({ game: heap }, at(left), 0, createRng(`heap${left}`), { deadline: Infinity, iterations: 3000 });
      expect(move, `heap of ${left}`).toEqual({ type: 'take', n: left % 3 });
    }
  });

  it('runs the iterations it is given, and the same rng gives the same decision', () => {
    const a = searchTree({ game: heap }, at(10), 0, createRng('same'), { deadline: Infinity, iterations: 200 });
    const b = search({ game: heap }, at(10), 0, createRng('same'), { deadline: Infinity, iterations: 200 });
    expect(a.iterations).toBe(200);
    expect(a.move).toEqual(b.move);
    expect([...a.root.edges.values()].reduce((n, e) => n + e.visits, 0)).toBe(200);
  });

  it('stops at its deadline', () => {
    const { value, ms } = onCpu(() =>
      search({ game: heap }, at(10), 0, createRng('clock'), { deadline: performance.now() + 30, iterations: Infinity }),
    );
    expect(ms).toBeLessThan(200);
    const { iterations } = value;
    expect(iterations).toBeGreaterThan(10);
  });

  it('as a bot, thinks within its share of the budget and plays a legal move', () => {
    const bot = searchBot({ game: heap });
    expect(bot.ownMoves).toBe(true);
    const { value: move, ms } = onCpu(() => bot(at(10), [], createRng('bot'), { ms: 40 }));
    expect(ms).toBeLessThan(150);
    expect(heap.legalMoves(at(10), 0)).toContainEqual(move);
  });

  it('searches a game of perfect information as any other, in a tree of numbers: the same tree, the same decision', () => {
    const open = { ...heap, perfectInformation: true };
    type Shape = { visits: number; edges: { n: number; visits: number; available: number; total: number }[]; children: Shape[] };
    // Children keyed by what was seen; children by the edge that leads to them.
    const shape = (node: SearchNode<Take>): Shape => ({
      visits: node.visits,
      edges: [...node.edges.values()].map((e) => ({ n: e.move.n, visits: e.visits, available: e.available, total: e.total })),
      children: [...node.children.values()].map(shape),
    });
    const openShape = (tree: OpenTree<Heap, Take>, node: number): Shape => ({
      visits: tree.visitsOf(node),
      // The general tree holds only the edges it has weighed.
      edges: tree
        .edgesOf(node)
        .map((e) => ({ n: tree.moveOf(e).n, ...tree.statsOf(e) }))
        .filter((e) => e.available > 0),
      children: tree.edgesOf(node).flatMap((e) => (tree.childOf(e) >= 0 ? [openShape(tree, tree.childOf(e))] : [])),
    });
    // A small tree, and one past the columns' first size (1,024), so they grow.
    for (const [left, iterations] of [
      [10, 500],
      [30, 3000],
    ]) {
      const limits = { deadline: Infinity, iterations };
      const general = searchTree({ game: heap }, at(left), 0, createRng('open'), limits);
      const numbers = searchOpen({ game: open }, at(left), 0, createRng('open'), limits);
      expect(openShape(numbers.tree, 0)).toEqual(shape(general.root));
      expect(numbers.move).toEqual(general.move);
      expect(search({ game: open }, at(left), 0, createRng('open'), limits).move).toEqual(general.move);
      if (left === 30) expect(numbers.tree.nodeCount).toBeGreaterThan(1024);
      // The nodes visited often keep their state, and it is the state the moves lead to.
      const { tree } = numbers;
      let kept = 0;
      const walk = (node: number, state: Heap) => {
        if (tree.stateOf(node) !== null) {
          kept++;
          expect(tree.stateOf(node)).toEqual(state);
        }
        for (const e of tree.edgesOf(node))
          if (tree.childOf(e) >= 0) walk(tree.childOf(e), heap.play(state, tree.seatOf(node), tree.moveOf(e)).state);
      };
      walk(0, heap.sample(at(left), 0, createRng('')));
      expect(kept).toBeGreaterThan(1);
      expect(kept).toBeLessThan(tree.nodeCount / 2);
    }
  });

  it('merges the moves it cannot see: a hidden choice leads to one node, so no guess learns the secret', () => {
    const { root } = searchTree({ game: guessing }, guessing.setup(2, {}, ''), 0, createRng('guess'), {
      deadline: Infinity,
      iterations: 400,
    });
    const hider = [...root.children.values()];
    expect(hider).toHaveLength(1);
    expect(hider[0].seat).toBe(1);
    // Seat 1 picks 0 or 1; seat 0 is shown neither, so both lead to the same node.
    expect(hider[0].edges.size).toBe(2);
    expect(hider[0].children.size).toBe(1);
    const guesser = [...hider[0].children.values()][0];
    // One node for the guess, reached whichever secret was hidden: its statistics mix both.
    expect(guesser.seat).toBe(0);
    expect(guesser.visits).toBeGreaterThan(300);
  });
});
