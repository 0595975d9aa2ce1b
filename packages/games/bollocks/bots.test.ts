import { createRng, type Seat, simulate } from '@parlour/engine';
import { onCpu } from '@parlour/engine/testkit';
import { describe, expect, it } from 'vitest';
import { basic, believedSinceReshuffle, bollocksBots, random, sharp } from './bots.ts';
import { flat } from './bots-search.ts';
import { cardId } from './cards.ts';
import { bollocks } from './game.ts';
import type { BollocksMove } from './moves.ts';
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

  it('flat (hard) plays only legal moves through whole games, each within its share of the budget', () => {
    const rng = createRng('legal:flat');
    for (const players of [2, 4]) {
      let state = bollocks.setup(players, {}, `legal:flat:${players}`);
      for (let seat = bollocks.actors(state)[0]; seat !== undefined; seat = bollocks.actors(state)[0]) {
        const legal = bollocks.legalMoves(state, seat);
        const { value: move, ms } = onCpu(() => flat(bollocks.view(state, seat), [], rng, { ms: 10 }));
        // 3.5 ms of search and the sample under way; generous for a loaded machine.
        expect(ms).toBeLessThan(250);
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

  it('believedSinceReshuffle, worked out once per history entry, says what a scan back to the last reshuffle says', () => {
    // The scan it replaced: from the newest entry back, the latest believed declarer of each card.
    const scanned = (view: BollocksView): Map<string, Seat> => {
      const out = new Map<string, Seat>();
      for (let i = view.history.length - 1; i >= 0; i--) {
        const t = view.history[i];
        if (t.skip) continue;
        if (t.reshuffled > 0) break;
        const id = cardId(t.number, t.suit);
        if (t.downs.length === 0 && !out.has(id)) out.set(id, t.seat);
      }
      return out;
    };
    let reshuffled = 0;
    sharpGames(6, ({ view }) => {
      const expected = scanned(view);
      const believed = believedSinceReshuffle(view);
      expect(new Map(believed.cards().map((c) => [c, believed.get(c)]))).toEqual(expected);
      if (view.history.some((t) => !t.skip && t.reshuffled > 0)) reshuffled++;
    });
    expect(reshuffled).toBeGreaterThan(0);
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

  /** One bot against `players - 1` of another over seeded games, seats rotating: the first bot's standing. */
  const against = (players: number, bot: typeof sharp, others: typeof sharp, seed: string) =>
    simulate(bollocks, {
      players,
      options: {},
      games: 30,
      seed,
      bots: [{ name: 'one', bot }, ...Array.from({ length: players - 1 }, () => ({ name: 'others', bot: others }))],
    }).bots[0];

  // These bots take no time budget, so the games are the same on any machine.
  it.each([2, 3, 4])('sharp (which hard plays out with) beats random players and the medium level at %i players', (players) => {
    for (const [others, name] of [
      [random, 'random'],
      [basic, 'basic'],
    ] as const) {
      const sharpOne = against(players, sharp, others, `levels:${name}:${players}`);
      // Its Wilson interval sits above a fair share of the games.
      expect(sharpOne.interval.low, name).toBeGreaterThan(1 / players);
    }
  });

  it.each([3, 4])('the medium level (basic) beats random players at %i players', (players) => {
    // Not at two: there basic wins no more than random does (45% and 28% in two runs of 40 games).
    expect(against(players, basic, random, `levels:basic:${players}`).interval.low).toBeGreaterThan(1 / players);
  });
});
