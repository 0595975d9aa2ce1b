import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/lang.ts';
import { headline, unitOf } from './resultWords.ts';

describe('the result in words', () => {
  it('tells a player whether they won, shared first place or lost', () => {
    expect(headline({ places: [1, 2, 3] }, [0])).toBe('won');
    expect(headline({ places: [2, 1, 3] }, [0])).toBe('lost');
    expect(headline({ places: [1, 1, 3] }, [1])).toBe('shared');
    expect(headline({ places: [1, 1] }, [0])).toBe('draw');
    expect(headline({ places: [1, 2] }, [])).toBeNull();
    expect(headline({ places: [1] }, [0])).toBe('won');
  });

  it('gives each game’s score its unit', () => {
    const t = translator('en');
    expect(t(unitOf('bully'), { n: 1 })).toBe('1 card left on the grid');
    expect(t(unitOf('bluff'), { n: 3 })).toBe('3 cards left');
    expect(t(unitOf('wooly-bully'), { n: 1 })).toBe('1 point');
    expect(translator('fr')(unitOf('bollocks'), { n: 2 })).toBe('2 cartes en main');
  });
});
