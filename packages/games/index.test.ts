import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { botFor, GAMES, LEVELS } from './index.ts';

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
