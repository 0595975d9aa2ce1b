import { describe, expect, it } from 'vitest';
import { defined } from './defined.ts';

describe('defined', () => {
  it('passes a value through, falsy ones too', () => {
    expect(defined(0, 'n')).toBe(0);
    expect(defined('', 's')).toBe('');
    expect(defined(false, 'b')).toBe(false);
  });
  it('names what is missing', () => {
    expect(() => defined(undefined, 'the seat')).toThrow('the seat is missing');
    expect(() => defined(null, 'the colour')).toThrow('the colour is missing');
  });
});
