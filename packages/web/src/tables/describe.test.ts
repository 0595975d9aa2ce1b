import { describe, expect, it } from 'vitest';
import { describeGeneric } from './describe.ts';

describe('moves and events in words, generically', () => {
  it('reads card codes as card names and keeps a move’s destination', () => {
    expect(describeGeneric({ type: 'build', from: 1, to: 7 }, 'en')).toBe('build · from: 1 · to: 7');
    expect(describeGeneric({ type: 'capture', to: 'all', seat: 0, cards: ['KS.1', 'J2'] }, 'en')).toBe(
      'capture · seat: 0 · cards: King of Spades, Joker 2',
    );
    expect(describeGeneric({ type: 'laid', to: [2], card: 'QH' }, 'fr')).toBe('laid · card: Dame de Cœur');
  });
});
