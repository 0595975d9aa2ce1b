import { parseOptions } from '@parlour/engine';
import { describe, expect, it } from 'vitest';
import { bisley } from './game.ts';

describe('Bisley deal numbers', () => {
  const setup = (options: unknown, seed: string) => bisley.setup(1, parseOptions(bisley.options, options), seed);

  it('deals deal N as the seed "N", whatever the table drew', () => {
    expect(setup({ deal: 7 }, 'any table seed')).toEqual(setup({}, '7'));
    expect(setup({ deal: 7 }, 'another')).toEqual(setup({ deal: 7 }, 'any table seed'));
    expect(setup({ deal: 8 }, 'x')).not.toEqual(setup({ deal: 7 }, 'x'));
  });

  it('deals from the table seed without a number, and refuses numbers out of range', () => {
    expect(setup({}, 'a')).not.toEqual(setup({}, 'b'));
    expect(() => setup({ deal: -1 }, 'a')).toThrow(/deal/);
    expect(() => setup({ deal: 1.5 }, 'a')).toThrow(/deal/);
  });
});
