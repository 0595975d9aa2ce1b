import { createRng, parseOptions } from '@parlour/engine';
import { describe, expect, it } from 'vitest';
import { woolyBully as game } from './game.ts';
import { fieldsNow, runningScores } from './running.ts';
import { result, scores } from './scoring.ts';
import { view } from './view.ts';

describe('the running score from a view', () => {
  it('is each seat’s score so far where its colour is known, null where it is secret, and the result at the end', () => {
    for (const [players, options, seed] of [
      [2, {}, 'r1'],
      [3, { aquatic: true }, 'r2'],
      [4, { aquatic: true, waterproofWool: true }, 'r3'],
    ] as const) {
      const rng = createRng(seed);
      let state = game.setup(players, parseOptions(game.options, options), seed);
      let checked = 0;
      for (let n = 0; n < 2000 && game.result(state) === null; n++) {
        const seat = game.actors(state)[0];
        const mine = view(state, seat);
        const running = runningScores(mine);
        const truth = scores(state);
        running.forEach((score, s) => {
          if (s === seat || state.revealed[s]) expect(score).toBe(truth[s].score);
          else expect(score).toBeNull();
        });
        // Every colour's best field is counted from the public board, the viewer's colour or not.
        const fields = fieldsNow(view(state, null));
        for (const [s, colour] of state.colours.entries())
          expect(fields[colour] + truth[s].bonus + truth[s].box).toBe(truth[s].score);
        if (truth.some((t) => t.score !== 0)) checked++;
        state = game.play(state, seat, game.randomMove!(state, seat, rng)).state;
      }
      const end = result(state);
      expect(end).not.toBeNull();
      expect(runningScores(view(state, null))).toEqual(end!.scores);
      expect(checked).toBeGreaterThan(0);
    }
  });
});
