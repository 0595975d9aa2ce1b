import { legalFor, parseOptions } from '@parlour/engine';
import { GAMES } from '@parlour/games';
import { afterEach, describe, expect, it } from 'vitest';
import { type Decision, seatBot } from './decide.ts';
import { BotPool, PoolFull } from './pool.ts';

const BAD = new URL('../testing/bad-bot-worker.ts', import.meta.url);
const pools: BotPool[] = [];
const pool = (o: ConstructorParameters<typeof BotPool>[0]) => {
  const p = new BotPool(o);
  pools.push(p);
  return p;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

/** The first decision of a fresh deal of `game`, for its `bot`. */
function decision(game: string, bot: string, seed = 'pool'): { d: Decision; legal: unknown[] } {
  const entry = GAMES[game];
  const g = entry.game;
  const state = g.setup(g.players.min, parseOptions(g.options, undefined), `deal-${seed}`);
  const seat = g.actors(state)[0];
  return {
    d: {
      game,
      bot,
      view: g.view(state, seat),
      legal: legalFor(g, state, seat, seatBot(entry, bot)),
      seed,
      ms: 30,
    },
    legal: g.legalMoves(state, seat) as unknown[],
  };
}

describe('bot pool', () => {
  it('plays a legal hard move for every game on a worker thread', async () => {
    const p = pool({ size: 1, queue: 8 });
    for (const game of Object.keys(GAMES)) {
      const { d, legal } = decision(game, 'hard');
      const move = await p.think(d);
      expect(legal).toContainEqual(move);
    }
    expect(p.load).toEqual({ waiting: 0, threads: 1, busy: 0 });
  });

  it('fails a decision whose bot throws, and the worker plays on', async () => {
    const p = pool({ size: 1, queue: 8 });
    await expect(p.think({ ...decision('bully', 'hard').d, game: 'chess' })).rejects.toThrow(/unknown game chess/);
    const { d, legal } = decision('bully', 'medium');
    expect(legal).toContainEqual(await p.think(d));
  });

  it('survives a worker that crashes: its decision fails, a new worker takes the next', async () => {
    const p = pool({ size: 1, queue: 8, entry: BAD });
    const d = decision('bully', 'hard').d;
    const crash = p.think({ ...d, seed: 'crash' });
    const after = p.think({ ...d, seed: 'after' });
    await expect(crash).rejects.toThrow(/crashed/);
    expect(await after).toBe('after');
    expect(p.load.threads).toBe(1);
  });

  it('replaces a worker stuck past its budget', async () => {
    const p = pool({ size: 1, queue: 8, entry: BAD, stuckAfterMs: 200 });
    const d = decision('bully', 'hard').d;
    await expect(p.think({ ...d, seed: 'hang' })).rejects.toThrow(/stuck/);
    expect(await p.think({ ...d, seed: 'next' })).toBe('next');
  });

  it('refuses a decision beyond its queue bound with PoolFull', async () => {
    const p = pool({ size: 1, queue: 2, entry: BAD });
    const d = decision('bully', 'hard').d;
    const taken = [p.think({ ...d, seed: 'a' }), p.think({ ...d, seed: 'b' }), p.think({ ...d, seed: 'c' })];
    expect(p.load).toMatchObject({ waiting: 2, busy: 1 });
    await expect(p.think({ ...d, seed: 'd' })).rejects.toBeInstanceOf(PoolFull);
    expect(await Promise.all(taken)).toEqual(['a', 'b', 'c']);
  });

  it('fails what waits when closed', async () => {
    const p = pool({ size: 1, queue: 4, entry: BAD });
    const d = decision('bully', 'hard').d;
    const hang = expect(p.think({ ...d, seed: 'hang' })).rejects.toThrow(/closed/);
    const waiting = expect(p.think({ ...d, seed: 'w' })).rejects.toThrow(/closed/);
    await p.close();
    await hang;
    await waiting;
    await expect(p.think(d)).rejects.toThrow(/closed/);
  });
});
