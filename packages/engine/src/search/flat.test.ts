import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Game } from '../game.ts';
import { defineOptions } from '../options.ts';
import { createRng } from '../rng.ts';
import { flatBot, flatSearch } from './flat.ts';

/** Seat 0 names a bar k of 0-2, then seat 1 rolls 0-2 (a random playout move): seat 0 wins when the roll is under the bar. */
interface Bar {
  bar: number | null;
  roll: number | null;
  seat: number | null;
}
type Pick = { type: 'pick'; n: number };

const bars: Game<Bar, Pick, Bar, Record<string, never>> = {
  id: 'bar',
  title: 'Bar',
  players: { min: 2, max: 2 },
  options: defineOptions(z.strictObject({}), {}),
  moveSchema: z.strictObject({ type: z.literal('pick'), n: z.number() }),
  maxMoves: () => 2,
  setup: () => ({ bar: null, roll: null, seat: null }),
  actors: (s) => (s.bar === null ? [0] : s.roll === null ? [1] : []),
  legalMoves: (s) => (s.roll === null ? [0, 1, 2].map((n) => ({ type: 'pick', n })) : []),
  play: (s, _seat, move) => ({
    state: s.bar === null ? { ...s, bar: move.n } : { ...s, roll: move.n },
    events: [],
  }),
  view: (s, seat) => ({ ...s, seat }),
  sample: (v) => ({ ...v, seat: null }),
  timeout: () => ({ type: 'pick', n: 0 }),
  result: (s) => (s.roll === null ? null : { places: (s.roll as number) < (s.bar as number) ? [1, 2] : [2, 1], scores: [0, 0] }),
};

const start: Bar = { bar: null, roll: null, seat: 0 };
const worth = (values: readonly { move: Pick; value: number }[], n: number) =>
  values.find((v) => v.move.n === n)?.value as number;

describe('flat Monte Carlo', () => {
  it('finds the best move and weighs every candidate', () => {
    const { move, samples, values } = flatSearch({ game: bars }, start, 0, createRng('flat'), {
      deadline: Number.POSITIVE_INFINITY,
      samples: 300,
      candidates: 8,
    });
    expect(samples).toBe(300);
    expect(move).toEqual({ type: 'pick', n: 2 });
    expect(values).toHaveLength(3);
    expect(worth(values, 2)).toBeCloseTo(2 / 3, 1);
    expect(worth(values, 0)).toBe(0);
  });

  it('plays every candidate against the same luck: one sample never ranks a lower bar above a higher', () => {
    for (let i = 0; i < 40; i++) {
      const { values } = flatSearch({ game: bars }, start, 0, createRng(`luck${i}`), {
        deadline: Number.POSITIVE_INFINITY,
        samples: 1,
        candidates: 8,
      });
      expect(worth(values, 2)).toBeGreaterThanOrEqual(worth(values, 1));
      expect(worth(values, 1)).toBeGreaterThanOrEqual(worth(values, 0));
    }
  });

  it('stops at its deadline after the sample under way', () => {
    const { samples } = flatSearch({ game: bars }, start, 0, createRng('clock'), {
      deadline: performance.now() - 1,
      samples: 1000,
      candidates: 8,
    });
    expect(samples).toBe(1);
  });

  it('as a bot, plays a legal move from its view', () => {
    const bot = flatBot({ game: bars }, { samples: 50 });
    expect(bot.ownMoves).toBe(true);
    expect(bot(start, [], createRng('bot'), { ms: 40 })).toEqual({ type: 'pick', n: 2 });
  });
});
