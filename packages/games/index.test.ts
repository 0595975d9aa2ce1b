import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { botFor, GAMES, LEVELS, levelRatings } from './index.ts';

describe('bot levels', () => {
  it.each(Object.keys(GAMES))('%s gives every level one of its own bots', (id) => {
    const entry = GAMES[id];
    for (const level of LEVELS) expect(botFor(entry, level)).toBe(entry.bots[entry.levels[level]]);
  });

  it.each(Object.keys(GAMES))('%s finds its bots by name and nothing else', (id) => {
    const entry = GAMES[id];
    for (const name of Object.keys(entry.bots)) expect(botFor(entry, name)).toBe(entry.bots[name]);
    expect(botFor(entry, 'nobody')).toBeUndefined();
    expect(botFor(entry, 'toString')).toBeUndefined();
  });

  // The lobby shows these; a level rated below the one under it would be misnamed.
  it.each(Object.keys(GAMES).filter((id) => GAMES[id].game.players.max > 1))(
    '%s has each level rated by the arena, the harder above',
    (id) => {
      const r = levelRatings(id);
      expect(Object.keys(r).sort()).toEqual(['easy', 'hard', 'medium']);
      expect(r.hard).toBeGreaterThan(r.medium ?? Number.POSITIVE_INFINITY);
      expect(r.medium).toBeGreaterThan(r.easy ?? Number.POSITIVE_INFINITY);
    },
  );

  it('rates no level of the solitaire (it has no opponents to rate against)', () => {
    expect(levelRatings('bisley')).toEqual({});
    expect(levelRatings('nope')).toEqual({});
  });
});

describe('solo helpers', () => {
  it.each(Object.keys(GAMES))('%s offers auto-play and hints exactly when it is for one player', (id) => {
    const { game, solo } = GAMES[id];
    expect(solo !== undefined).toBe(game.players.max === 1);
  });

  it.each(Object.keys(GAMES).filter((id) => GAMES[id].solo))('%s suggests and auto-plays only legal moves', (id) => {
    const { game, solo } = GAMES[id];
    const options = { ...game.options.defaults, autoPlay: true };
    let hinted = 0;
    for (let deal = 0; deal < 5; deal++) {
      const state = game.setup(1, options, `solo:${deal}`);
      const legal = game.legalMoves(state, 0);
      const { move } = solo?.hint(state) ?? { move: null };
      const auto = solo?.auto(state, options) ?? null;
      for (const m of [move, auto]) if (m !== null) expect(legal.some((l) => isDeepStrictEqual(l, m))).toBe(true);
      if (move !== null) hinted++;
    }
    expect(hinted).toBeGreaterThan(0);
  });
});
