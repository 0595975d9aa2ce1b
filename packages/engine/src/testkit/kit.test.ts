/**
 * The kit tested on a toy game of hidden cards and a simultaneous bet: the honest game
 * passes every check, and each broken variant fails the check meant to catch it.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RuleError } from '../errors.ts';
import { type Game, requireActor, type Seat } from '../game.ts';
import { defineOptions } from '../options.ts';
import { createRng, type Rng } from '../rng.ts';
import { gameChecks, type KitOptions, nothingHidden, redrawDecisions, refusalOf, testGame } from './index.ts';

const DECK = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6'];

interface State {
  cards: string[];
  bets: (number | null)[];
}
type Move = { type: 'bet'; stake: 1 | 2 };
interface View {
  seat: Seat | null;
  mine: string | null;
  placed: boolean[];
  myBet: number | null;
  shown: { cards: string[]; bets: (number | null)[] } | null;
}

const over = (s: State) => s.bets.every((b) => b !== null);

const highCard: Game<State, Move, View, Record<string, never>> = {
  id: 'high-card',
  title: 'High card',
  players: { min: 2, max: 2 },
  options: defineOptions(z.strictObject({}), {}),
  moveSchema: z.strictObject({ type: z.literal('bet'), stake: z.union([z.literal(1), z.literal(2)]) }),
  maxMoves: () => 2,
  setup: (_players, _options, seed) => {
    const deck = createRng(seed).shuffle([...DECK]);
    return { cards: deck.slice(0, 2), bets: [null, null] };
  },
  actors: (s) => (over(s) ? [] : [0, 1].filter((seat) => s.bets[seat] === null)),
  legalMoves: (s, seat) =>
    highCard.actors(s).includes(seat)
      ? [
          { type: 'bet', stake: 1 },
          { type: 'bet', stake: 2 },
        ]
      : [],
  play: (s, seat, move) => {
    requireActor(highCard.actors(s), seat);
    if (typeof move !== 'object' || move === null || move.type !== 'bet' || (move.stake !== 1 && move.stake !== 2)) {
      throw new RuleError('bad-move', 'Bet 1 or 2.');
    }
    const bets = s.bets.map((b, i) => (i === seat ? move.stake : b));
    const next = { ...s, bets };
    const events = [{ type: 'bet', to: 'all' as const, seat }];
    if (over(next)) events.push({ type: 'reveal', to: 'all', seat: -1, ...{ cards: s.cards, bets } });
    return { state: next, events };
  },
  view: (s, seat) => ({
    seat,
    mine: seat === null ? null : s.cards[seat],
    placed: s.bets.map((b) => b !== null),
    myBet: seat === null ? null : s.bets[seat],
    shown: over(s) ? { cards: s.cards, bets: s.bets } : null,
  }),
  sample: (view, seat, rng) => {
    if (view.shown) return { cards: view.shown.cards, bets: view.shown.bets };
    const rest = rng.shuffle(DECK.filter((c) => c !== view.mine));
    const cards = [0, 1].map((i) => (i === seat ? (view.mine as string) : (rest.pop() as string)));
    const bets = view.placed.map((p, i) => (i === seat ? view.myBet : p ? 1 + rng.int(2) : null));
    return { cards, bets };
  },
  timeout: () => ({ type: 'bet', stake: 1 }),
  result: (s) => {
    if (!over(s)) return null;
    const win = s.cards[0] > s.cards[1] ? 0 : 1;
    return { places: [win === 0 ? 1 : 2, win === 1 ? 1 : 2], scores: s.bets.map((b, i) => (i === win ? (b as number) : 0)) };
  },
};

const kit: KitOptions<State, Record<string, never>> = {
  games: 30,
  hide: (s, seat, rng: Rng) => {
    if (over(s)) return s;
    const rest = rng.shuffle(DECK.filter((c) => seat === null || c !== s.cards[seat]));
    return {
      cards: s.cards.map((c, i) => (i === seat ? c : (rest.pop() as string))),
      bets: redrawDecisions(
        s.bets,
        (i) => i === seat,
        () => 1 + rng.int(2),
      ),
    };
  },
  unseen: (s, seat) => (over(s) ? [] : s.cards.filter((_, i) => i !== seat)),
};

testGame(highCard, kit);

describe('the test kit catches', () => {
  const broken = (changes: Partial<typeof highCard>) => gameChecks({ ...highCard, ...changes }, kit);

  it('a view that shows the other card', () => {
    const checks = broken({ view: (s, seat) => ({ ...highCard.view(s, seat), peek: s.cards[seat === 0 ? 1 : 0] }) });
    expect(checks['leaks nothing: re-dealing what a seat cannot know changes none of its views']).toThrow();
    expect(checks['leaks nothing: no view or event names a card its seat was never shown']).toThrow();
  });

  it('an event that shows everyone a hidden card', () => {
    const checks = broken({
      play: (s, seat, move) => {
        const out = highCard.play(s, seat, move);
        return { ...out, events: [...out.events, { type: 'peek', to: 'all', card: s.cards[seat] }] };
      },
    });
    expect(checks['leaks nothing: no view or event names a card its seat was never shown']).toThrow();
  });

  it('a play that mutates its input', () => {
    const checks = broken({
      play: (s, seat, move) => {
        (s.bets as (number | null)[])[seat] = move.stake;
        return highCard.play({ ...s, bets: s.bets.map((b, i) => (i === seat ? null : b)) }, seat, move);
      },
    });
    expect(checks['ends within its stated bound, and replays deterministically']).toThrow();
  });

  it('a play that draws on chance outside its state', () => {
    const checks = broken({
      play: (s, seat, move) => {
        const out = highCard.play(s, seat, move);
        return { ...out, state: { ...out.state, cards: Math.random() < 0.5 ? out.state.cards : [...out.state.cards].reverse() } };
      },
    });
    expect(checks['ends within its stated bound, and replays deterministically']).toThrow();
  });

  it('a move accepted that legalMoves does not list', () => {
    const checks = broken({
      play: (s, seat, move) => (move?.stake === (3 as never) ? { state: s, events: [] } : highCard.play(s, seat, move)),
    });
    expect(checks['accepts every legal move and refuses everything else with a RuleError']).toThrow();
  });

  it('a sample that forgets the seat’s own card', () => {
    const checks = broken({ sample: (view, seat, rng) => ({ ...highCard.sample(view, seat, rng), cards: ['c1', 'c2'] }) });
    expect(checks['leaks nothing: a state sampled from a view gives back that view']).toThrow();
  });

  it('a move refused by a crash rather than a RuleError', () => {
    const checks = broken({
      play: (s, seat, move) => {
        if (move?.stake !== 1 && move?.stake !== 2) throw new TypeError('no stake');
        return highCard.play(s, seat, move);
      },
    });
    expect(checks['accepts every legal move and refuses everything else with a RuleError']).toThrow(/RuleError/);
  });

  it('a timeout that is not a legal move', () => {
    const checks = broken({ timeout: () => ({ type: 'bet', stake: 3 as never }) });
    expect(checks['always has a legal timeout move for every actor']).toThrow();
  });
});

describe('the shared test helpers', () => {
  const start = highCard.setup(2, {}, 'helpers');

  it('refusalOf gives the RuleError code, or accepted', () => {
    expect(refusalOf(() => highCard.play(start, 0, { type: 'bet', stake: 3 as never }))).toBe('bad-move');
    expect(refusalOf(() => highCard.play(start, 0, { type: 'bet', stake: 1 }))).toBe('accepted');
  });

  it('refusalOf throws any other error on', () => {
    expect(() =>
      refusalOf(() => {
        throw new TypeError('a crash');
      }),
    ).toThrow('a crash');
  });

  it('redrawDecisions keeps what is pending or known, and redraws the rest in order', () => {
    let drawn = 0;
    const redrawn = redrawDecisions(
      ['a', null, 'b', 'c'],
      (i) => i === 2,
      (i) => `new${i}:${drawn++}`,
    );
    expect(redrawn).toEqual(['new0:0', null, 'b', 'new3:1']);
  });

  it('nothingHidden hides nothing', () => {
    expect(nothingHidden.hide(start)).toBe(start);
    expect(nothingHidden.unseen()).toEqual([]);
  });
});
