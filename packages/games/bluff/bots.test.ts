import { createRng } from '@parlour/engine';
import { describe, expect, it } from 'vitest';
import { bluffBots } from './bots.ts';
import { bluff } from './game.ts';

describe('bluff bots', () => {
  it.each(Object.keys(bluffBots))('%s works out legal moves from its view alone', (name) => {
    const bot = bluffBots[name as keyof typeof bluffBots];
    expect(bot.ownMoves).toBe(true);
    const rng = createRng(`bots:${name}`);
    let checked = 0;
    for (const [players, bullets] of [
      [4, false],
      [3, true],
      [6, false],
    ] as const) {
      let state = bluff.setup(players, { bullets }, `bots:${name}:${players}`);
      for (let seat = bluff.actors(state)[0]; seat !== undefined; seat = bluff.actors(state)[0]) {
        const move = bot(bluff.view(state, seat), [], rng, { ms: 50 });
        // Checked against the full list while the hand is small enough to list it; `play` refuses anything illegal.
        if (state.hands[seat].length <= 13) {
          expect(bluff.legalMoves(state, seat)).toContainEqual(move);
          checked++;
        }
        state = bluff.play(state, seat, move).state;
      }
      expect(state.over).toBe(true);
    }
    expect(checked).toBeGreaterThan(100);
  });
});
