import { describe, expect, it } from 'vitest';
import { headline } from './resultWords.ts';

describe('the result in words', () => {
  it('tells a player whether they won, shared first place or lost', () => {
    expect(headline({ places: [1, 2, 3] }, [0])).toBe('won');
    expect(headline({ places: [2, 1, 3] }, [0])).toBe('lost');
    expect(headline({ places: [1, 1, 3] }, [1])).toBe('shared');
    expect(headline({ places: [1, 1] }, [0])).toBe('draw');
    expect(headline({ places: [1, 2] }, [])).toBeNull();
    expect(headline({ places: [1] }, [0])).toBe('won');
  });
});
