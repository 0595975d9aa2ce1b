import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n/lang.ts';
import { whereWords } from './where.ts';

describe('a Wooly Bully cell in words', () => {
  it('says where it is from the Village Square', () => {
    const t = translator('en');
    expect(whereWords(1, 0, t)).toBe('1 east of the Village Square');
    expect(whereWords(-2, -1, t)).toBe('1 north and 2 west of the Village Square');
    expect(whereWords(0, 3, t)).toBe('3 south of the Village Square');
    expect(whereWords(0, 0, t)).toBe('on the Village Square');
    expect(whereWords(1, 1, translator('fr'))).toBe('1 au sud et 1 à l’est de la Place du village');
  });
});
