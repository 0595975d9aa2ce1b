import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/lang.ts';
import { levelLabel } from './levelLabel.ts';

describe('levelLabel', () => {
  it('names the level with its rating, in the language chosen', () => {
    expect(levelLabel(translator('en'), 'hard', 28.94)).toBe('hard (rated 28.9)');
    expect(levelLabel(translator('en'), 'easy', -28.4)).toBe('easy (rated -28.4)');
    expect(levelLabel(translator('fr'), 'medium', 21.1)).toMatch(/\(classement 21\.1\)$/);
  });

  it('names the level alone where there is no rating', () => {
    expect(levelLabel(translator('en'), 'hard', undefined)).toBe('hard');
  });
});
