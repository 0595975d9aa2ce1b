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
