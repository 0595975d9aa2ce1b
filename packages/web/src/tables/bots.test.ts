import { describe, expect, it } from 'vitest';
import { BOT_NAMES, botName, levelOf } from './bots.ts';

describe('bot seats', () => {
  it('gives every seat of a table its own name, the same each time', () => {
    for (const id of ['QZX5Y6DcTK8V', 'a', 'another-table']) {
      const names = Array.from({ length: BOT_NAMES.length }, (_, seat) => botName(id, seat));
      expect(new Set(names).size).toBe(BOT_NAMES.length);
      expect(botName(id, 3)).toBe(names[3]);
    }
    expect(new Set(['t1', 't2', 't3', 't4'].map((id) => botName(id, 1))).size).toBeGreaterThan(1);
  });

  it('reads the level a seat was given, and none from a bot named itself', () => {
    expect(levelOf({ bot: 'hard' })).toBe('hard');
    expect(levelOf({ bot: 'easy' })).toBe('easy');
    expect(levelOf({ bot: 'sharp' })).toBeNull();
    expect(levelOf({ bot: null })).toBeNull();
  });
});
