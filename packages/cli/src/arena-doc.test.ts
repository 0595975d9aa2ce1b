import { describe, expect, it } from 'vitest';
import { withLevelRatings, withSection } from './arena-doc.ts';

describe('withSection', () => {
  it('replaces a game section in place and adds a missing one at the end', () => {
    const doc = '# Bots\n\n<!-- arena:bluff -->\nold\n<!-- /arena:bluff -->\n\ntail\n';
    const replaced = withSection(doc, 'bluff', '<!-- arena:bluff -->\nnew\n<!-- /arena:bluff -->');
    expect(replaced).toBe('# Bots\n\n<!-- arena:bluff -->\nnew\n<!-- /arena:bluff -->\n\ntail\n');
    const added = withSection(replaced, 'bully', '<!-- arena:bully -->\nb\n<!-- /arena:bully -->');
    expect(added.endsWith('tail\n\n<!-- arena:bully -->\nb\n<!-- /arena:bully -->\n')).toBe(true);
  });
});

describe('withLevelRatings', () => {
  it("writes a game's levels' ratings, rounded, beside the other games' and with the command", () => {
    const rating = (bot: string, mu: number, sigma: number) => ({ bot, mu, sigma, ordinal: mu - 3 * sigma, games: 40 });
    const ratings = [
      rating('hard', 30.123, 2.111),
      rating('sharp', 27, 2),
      rating('medium', 25.5, 2.05),
      rating('easy', 20, 2.2),
    ];
    const before = { wooly: { command: 'w', levels: {} } };
    const after = withLevelRatings(before, 'bluff', 'npx parlour arena bluff', ratings);
    expect(Object.keys(after)).toEqual(['bluff', 'wooly']);
    expect(after.bluff.command).toBe('npx parlour arena bluff');
    expect(after.bluff.levels).toEqual({
      easy: { ordinal: 13.4, mu: 20, sigma: 2.2, games: 40 },
      medium: { ordinal: 19.4, mu: 25.5, sigma: 2.05, games: 40 },
      hard: { ordinal: 23.8, mu: 30.12, sigma: 2.11, games: 40 },
    });
    // Bots that are not levels (sharp here) are not the lobby's concern.
    expect(JSON.stringify(after)).not.toContain('sharp');
    expect(before.wooly).toEqual({ command: 'w', levels: {} });
  });
});
