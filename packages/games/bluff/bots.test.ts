import { createRng, simulate } from '@parlour/engine';
import { describe, expect, it } from 'vitest';
import { bluffBots, sharp } from './bots.ts';
import { flat } from './bots-search.ts';
import { rankOfCard } from './cards.ts';
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

  it('sharp adds no extra card to a declaration that an opponent is likely to prove a lie from its own cards', () => {
    const rng = createRng('extras');
    let extras = 0;
    let provable = 0;
    for (let g = 0; g < 60; g++) {
      let state = bluff.setup(4, { bullets: false }, `extras:${g}`);
      for (let seat = bluff.actors(state)[0]; seat !== undefined; seat = bluff.actors(state)[0]) {
        const move = sharp(bluff.view(state, seat), [], rng, { ms: 50 });
        if (move.type === 'declare') {
          const truth = move.cards.filter((c) => rankOfCard(c) === state.rank).length;
          if (move.cards.length > Math.max(truth, 1)) {
            extras++;
            // Provable: what an opponent holds or laid of the rank, plus the declared count, passes the four there are.
            for (let s = 0; s < 4; s++) {
              if (s === seat) continue;
              const own = [...state.hands[s], ...state.pile.filter((b) => b.seat === s).flatMap((b) => b.cards)];
              if (own.filter((c) => rankOfCard(c) === state.rank).length + move.cards.length > 4) {
                provable++;
                break;
              }
            }
          }
        }
        state = bluff.play(state, seat, move).state;
      }
    }
    // The old bot's extras were provable four times in five.
    expect(extras).toBeGreaterThan(20);
    expect(provable / extras).toBeLessThan(0.2);
  });

  it('flat (hard) plays only legal moves through whole games', () => {
    const rng = createRng('legal:flat');
    for (const players of [3, 4]) {
      let state = bluff.setup(players, { bullets: players === 3 }, `legal:flat:${players}`);
      for (let seat = bluff.actors(state)[0]; seat !== undefined; seat = bluff.actors(state)[0]) {
        const move = flat(bluff.view(state, seat), [], rng, { ms: 10 });
        // Checked against the full list while the hand is small enough to list it; `play` refuses anything illegal.
        if (state.hands[seat].length <= 13) expect(bluff.legalMoves(state, seat)).toContainEqual(move);
        state = bluff.play(state, seat, move).state;
      }
      expect(state.over).toBe(true);
    }
  });

  it('flat (hard) wins more than its share against three sharps', () => {
    // No time limit: the sample count alone bounds each search, so a busy machine plays the same games.
    const hard = simulate(bluff, {
      players: 4,
      options: { bullets: false },
      games: 24,
      seed: 'flat-vs-sharp',
      budgetMs: 1e9,
      bots: [
        { name: 'flat', bot: flat },
        { name: 'sharp', bot: sharp },
        { name: 'sharp', bot: sharp },
        { name: 'sharp', bot: sharp },
      ],
    }).bots[0];
    // Its Wilson interval sits above a fair share (sharp itself wins a quarter).
    expect(hard.interval.low).toBeGreaterThan(1 / 4);
  });
});
