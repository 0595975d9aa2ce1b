import { describe, expect, it } from 'vitest';
import { BEATS, compareCards, compareKinds, deckOf, JOKER, KIND_NAMES, KINDS, kindOf } from './cards.ts';

/** The rules page's order, written out independently of the code: what beats what. */
function expected(a: string, b: string): -1 | 0 | 1 {
  if (a === b) return 0;
  const beats = (x: string, y: string): boolean => {
    if (x === '2') return y === 'Joker';
    if (x === 'Joker') return y !== '2';
    if (x === 'A') return y !== 'Joker';
    if (y === 'Joker' || y === 'A') return false;
    const order = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
    return order.indexOf(x) > order.indexOf(y);
  };
  return beats(a, b) ? 1 : -1;
}

describe('bully cards', () => {
  it('has two 54-card decks whose ids carry their deck', () => {
    for (const seat of [0, 1]) {
      const ids = deckOf(seat);
      expect(ids).toHaveLength(54);
      expect(new Set(ids).size).toBe(54);
      expect(ids.every((id) => id.endsWith(`.${seat}`))).toBe(true);
    }
    expect(deckOf(0)).toContain('AS.0');
    expect(deckOf(1)).toContain('AS.1');
    expect(deckOf(0)).toContain('J1.0');
    expect(kindOf('J2.1')).toBe(JOKER);
    expect(kindOf('JS.0')).toBe(11);
    expect(kindOf('10H.1')).toBe(10);
  });

  it('compares every pair of the 14 kinds by the cycle 2 > joker > ace > 2, ties on equal rank', () => {
    expect(KINDS).toHaveLength(14);
    let pairs = 0;
    for (const a of KINDS) {
      for (const b of KINDS) {
        const want = expected(KIND_NAMES[a], KIND_NAMES[b]);
        expect(compareKinds(a, b), `${KIND_NAMES[a]} vs ${KIND_NAMES[b]}`).toBe(want);
        expect(BEATS[a][b], `${KIND_NAMES[a]} vs ${KIND_NAMES[b]}`).toBe(want);
        expect(compareKinds(b, a)).toBe(want === 0 ? 0 : -want);
        pairs++;
      }
    }
    expect(pairs).toBe(196);
    expect(compareCards('2S.0', 'J1.1')).toBe(1);
    expect(compareCards('J1.0', 'AS.1')).toBe(1);
    expect(compareCards('AS.0', '2S.1')).toBe(1);
    expect(compareCards('AS.0', 'KS.1')).toBe(1);
    expect(compareCards('J2.0', 'J1.1')).toBe(0);
    expect(compareCards('7S.0', '7D.1')).toBe(0);
    expect(compareCards('3S.0', '2D.1')).toBe(1);
  });
});
