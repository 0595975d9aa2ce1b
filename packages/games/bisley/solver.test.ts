import { createRng } from '@parlour/engine';
import { describe, expect, it } from 'vitest';
import { plainSearch } from './exhaustive.ts';
import { bisley } from './game.ts';
import type { BisleyMove } from './moves.ts';
import { position } from './position.ts';
import { legalMoves, play } from './rules.ts';
import { buildRecord, underBottom } from './seen.ts';
import { solve } from './solver.ts';
import { type BisleyState, initialState, NO_KING } from './state.ts';

/** Plays a line through the rules engine (which refuses any illegal or repeating move). */
function playLine(state: BisleyState, line: readonly BisleyMove[]): BisleyState {
  for (const move of line) state = play(state, 0, move).state;
  return state;
}

/** A random position with `left` cards still to go home, dealt over `width` of the columns. */
function randomPosition(seed: string, left: number, width: number): BisleyState {
  const rng = createRng(seed);
  const aces = [1, 1, 1, 1];
  const kings = [NO_KING, NO_KING, NO_KING, NO_KING];
  for (let home = 52 - 4 - left; home > 0; ) {
    const suit = rng.int(4);
    if (kings[suit] - aces[suit] <= 1) continue;
    if (rng.int(2)) aces[suit]++;
    else kings[suit]--;
    home--;
  }
  const cards: number[] = [];
  for (let s = 0; s < 4; s++) for (let rank = aces[s] + 1; rank < kings[s]; rank++) cards.push(s * 13 + rank - 1);
  rng.shuffle(cards);
  const columns: number[][] = Array.from({ length: 13 }, () => []);
  for (const card of cards) columns[rng.int(width)].push(card);
  return initialState(columns, aces, kings);
}

describe('the Bisley solver', () => {
  it('decides deals, and every winning line it gives wins through the rules', () => {
    let winnable = 0;
    for (let seed = 0; seed < 150; seed++) {
      const state = bisley.setup(1, bisley.options.defaults, String(seed));
      const { verdict, line } = solve(state);
      expect(verdict, `deal ${seed}`).not.toBe('undecided');
      if (verdict === 'winnable') {
        winnable++;
        expect(playLine(state, line ?? []).status, `deal ${seed}`).toBe('won');
      }
    }
    // Most deals can be won, but not all.
    expect(winnable).toBeGreaterThan(100);
    expect(winnable).toBeLessThan(150);
  });

  it('agrees with a plain exhaustive search with no pruning on a few hundred positions', () => {
    let decided = 0;
    const verdicts = { winnable: 0, unwinnable: 0 };
    for (let i = 0; i < 300; i++) {
      const state = randomPosition(`plain ${i}`, 12 + (i % 9), 3 + (i % 7));
      const plain = plainSearch(state, 20_000);
      if (plain === null) continue;
      const { verdict, line } = solve(state);
      expect(verdict, `position ${i}`).toBe(plain ? 'winnable' : 'unwinnable');
      if (line) expect(playLine(state, line).status).toBe('won');
      verdicts[verdict as 'winnable' | 'unwinnable']++;
      decided++;
    }
    expect(decided).toBeGreaterThan(200);
    expect(verdicts.unwinnable).toBeGreaterThan(10);
    expect(verdicts.winnable).toBeGreaterThan(10);
  });

  it('finds a win from mid-game that never repeats a tableau already seen in the game', () => {
    for (let seed = 0; seed < 40; seed++) {
      let state = bisley.setup(1, bisley.options.defaults, `mid ${seed}`);
      const { line } = solve(state);
      if (!line) continue;
      const first = line.findIndex((m) => m.type === 'build');
      if (first < 0) continue;
      // Play up to the first build, then pretend the tableau it makes was seen before.
      state = playLine(state, line.slice(0, first));
      const build = line[first] as BisleyMove & { type: 'build' };
      // Only foundation moves came before, so no build is remembered yet; remember one
      // that took the card off the bottom of column `to` to where it lies now.
      expect(state.builds).toEqual([]);
      const card = state.columns[build.from].at(-1) as number;
      const onto = state.columns[build.to].at(-1) as number;
      const marked: BisleyState = {
        ...state,
        builds: [buildRecord(card, onto, underBottom(state.columns[build.from], build.from))],
      };
      expect(legalMoves(marked, 0)).not.toContainEqual(build);
      const again = solve(marked);
      expect(again.verdict).not.toBe('undecided');
      if (again.line) expect(playLine(marked, again.line).status).toBe('won');
    }
  });

  it('sees a dead position at once: a card above both of its neighbours', () => {
    // 7H lies over 6H and 8H in one column: it can never move.
    const state = position([['6H', '8H', '7H'], ['2H']]);
    expect(solve(state)).toMatchObject({ verdict: 'unwinnable', nodes: 1 - 1 });
  });

  it('says undecided when it runs out of its budget', () => {
    const state = bisley.setup(1, bisley.options.defaults, '7');
    expect(solve(state, { maxNodes: 1 }).verdict).toBe('undecided');
  });
});
