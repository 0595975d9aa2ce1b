import { createRng } from '@parlour/engine';
import { describe, expect, it } from 'vitest';
import { bisley } from './game.ts';
import { position } from './position.ts';
import { legalMoves, play } from './rules.ts';
import { repeats, seenKeys, tableauKey, underBottom } from './seen.ts';
import type { BisleyState } from './state.ts';

/** Every build the card rules allow (same suit, one rank apart), repeat or not. */
function builds(state: BisleyState): { from: number; to: number }[] {
  const out: { from: number; to: number }[] = [];
  for (let f = 0; f < state.columns.length; f++) {
    for (let t = 0; t < state.columns.length; t++) {
      const card = state.columns[f].at(-1);
      const onto = state.columns[t].at(-1);
      if (card === undefined || onto === undefined || f === t) continue;
      if (Math.floor(card / 13) === Math.floor(onto / 13) && Math.abs(card - onto) === 1) out.push({ from: f, to: t });
    }
  }
  return out;
}

describe('the tableaux seen since the last foundation move', () => {
  it('are the deal alone at first, and the new tableau alone after a foundation move', () => {
    let state = position([['6H', '5H'], ['4H'], ['3H']], { H: { ace: 2 } });
    expect(seenKeys(state)).toEqual([tableauKey(state.columns)]);
    const first = tableauKey(state.columns);
    state = play(state, 0, { type: 'build', from: 0, to: 1 }).state;
    expect(seenKeys(state)).toEqual([first, tableauKey(state.columns)]);
    state = play(state, 0, { type: 'foundation', from: 2, pile: 'ace' }).state;
    expect(seenKeys(state)).toEqual([tableauKey(state.columns)]);
  });

  it('make a build a repeat exactly when the tableau it makes is among them', () => {
    const rng = createRng('seen');
    let checked = 0;
    let repeated = 0;
    for (let game = 0; game < 300; game++) {
      let state = bisley.setup(1, bisley.options.defaults, `seen ${game}`);
      const keys = new Set<string>();
      while (state.status === 'playing') {
        const seen = new Set(seenKeys(state));
        for (const key of seen) keys.add(key);
        for (const { from, to } of builds(state)) {
          const card = state.columns[from].at(-1) as number;
          const onto = state.columns[to].at(-1) as number;
          const after = state.columns.map((c, i) => (i === from ? c.slice(0, -1) : i === to ? [...c, card] : c));
          const repeat = seen.has(tableauKey(after));
          expect(repeats(state.builds, card, onto), `game ${game} move ${state.moves}`).toBe(repeat);
          checked++;
          if (repeat) repeated++;
        }
        // Mostly builds, so cards shuttle and the remembered builds grow long.
        const legal = legalMoves(state, 0);
        const shuttles = legal.filter((m) => m.type === 'build');
        state = play(state, 0, rng.pick(shuttles.length > 0 && rng.int(8) > 0 ? shuttles : legal)).state;
      }
    }
    expect(repeated).toBeGreaterThan(100);
    expect(checked).toBeGreaterThan(repeated * 2);
  });

  it('tell what a bottom card lies on: the card above it, or its column head', () => {
    expect(underBottom([7, 20], 3)).toBe(7);
    expect(underBottom([20], 3)).toBe(52 + 3);
  });
});
