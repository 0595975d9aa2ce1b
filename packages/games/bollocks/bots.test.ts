import { createRng, type Seat } from '@parlour/engine';
import { describe, expect, it } from 'vitest';
import { believedSinceReshuffle, bollocksBots, sharp } from './bots.ts';
import { cardId } from './cards.ts';
import { bollocks } from './game.ts';
import type { BollocksMove } from './rules.ts';
import type { BollocksState } from './state.ts';
import type { BollocksView } from './view.ts';

interface Decision {
  state: BollocksState;
  view: BollocksView;
  move: BollocksMove;
}

/** Plays whole games of four sharps and hands every decision to `see`. */
function sharpGames(games: number, see: (d: Decision) => void): void {
  const rng = createRng('sharp decisions');
  for (let g = 0; g < games; g++) {
    let state = bollocks.setup(4, {}, `sharp:${g}`);
    for (let seat = bollocks.actors(state)[0]; seat !== undefined; seat = bollocks.actors(state)[0]) {
      const view = bollocks.view(state, seat);
      const move = sharp(view, [], rng, { ms: 50 });
      see({ state, view, move });
      state = bollocks.play(state, seat, move).state;
    }
  }
}

const isBluff = (move: BollocksMove): move is Extract<BollocksMove, { type: 'play' }> =>
  move.type === 'play' && move.card !== cardId(move.number, move.suit);

describe('bollocks bots', () => {
  it.each(Object.keys(bollocksBots))('%s plays only legal moves through whole games', (name) => {
    const bot = bollocksBots[name as keyof typeof bollocksBots];
    const rng = createRng(`legal:${name}`);
    for (const players of [2, 4, 7]) {
      let state = bollocks.setup(players, {}, `legal:${name}:${players}`);
      for (let seat = bollocks.actors(state)[0]; seat !== undefined; seat = bollocks.actors(state)[0]) {
        const legal = bollocks.legalMoves(state, seat);
        const move = bot(bollocks.view(state, seat), legal, rng, { ms: 50 });
        expect(legal).toContainEqual(move);
        state = bollocks.play(state, seat, move).state;
      }
      expect(bollocks.result(state)).not.toBeNull();
    }
  });

  it('sharp votes down on every last card', () => {
    let lastCards = 0;
    sharpGames(12, ({ view, move }) => {
      if (view.phase !== 'vote' || view.handSizes[(view.pending as { seat: Seat }).seat] !== 0) return;
      lastCards++;
      expect(move).toEqual({ type: 'vote', thumbs: 'down' });
    });
    expect(lastCards).toBeGreaterThan(10);
  });

  it('sharp never bluffs with a card face up in the centre or one believed since the last reshuffle', () => {
    let bluffs = 0;
    sharpGames(12, ({ view, move }) => {
      if (!isBluff(move)) return;
      bluffs++;
      const id = cardId(move.number, move.suit);
      expect(view.centre.some((c) => c.up && c.card === id)).toBe(false);
      expect(believedSinceReshuffle(view).has(id)).toBe(false);
    });
    expect(bluffs).toBeGreaterThan(50);
  });

  it('sharp does not declare the same card by habit: the choice among equally safe cards is random', () => {
    let bluffs = 0;
    let varied = 0;
    const rng = createRng('again');
    sharpGames(12, ({ view, move }) => {
      if (!isBluff(move)) return;
      bluffs++;
      const said = new Set<string>();
      for (let k = 0; k < 8; k++) {
        const again = sharp(view, [], rng, { ms: 50 }) as typeof move;
        said.add(cardId(again.number, again.suit));
      }
      if (said.size > 1) varied++;
    });
    expect(bluffs).toBeGreaterThan(50);
    expect(varied / bluffs).toBeGreaterThan(0.5);
  });

  it('sharp votes down a card another seat was believed declaring since the last reshuffle', () => {
    let seen = 0;
    sharpGames(12, ({ view, move }) => {
      if (view.phase !== 'vote' || !view.pending) return;
      const before = believedSinceReshuffle(view).get(cardId(view.pending.number, view.pending.suit));
      if (before === undefined || before === view.seat) return;
      seen++;
      expect(move).toEqual({ type: 'vote', thumbs: 'down' });
    });
    expect(seen).toBeGreaterThan(0);
  });
});
