import { describe, expect, it } from 'vitest';
import { controlOf, readValue } from './optionControl.ts';
import { checkSeed, sha256Hex } from './seedCheck.ts';

describe('option controls from JSON Schema', () => {
  it('picks a control per schema', () => {
    expect(controlOf({ type: 'boolean', default: true })).toEqual({ kind: 'boolean' });
    expect(controlOf({ type: 'string', enum: ['a', 'b'] })).toEqual({ kind: 'choice', values: ['a', 'b'] });
    expect(controlOf({ anyOf: [{ const: 1 }, { const: 2 }] })).toEqual({ kind: 'choice', values: [1, 2] });
    expect(controlOf({ type: 'integer', minimum: 1, maximum: 5 })).toEqual({ kind: 'number', integer: true, min: 1, max: 5 });
    expect(controlOf({ type: 'string' })).toEqual({ kind: 'text' });
    expect(controlOf(undefined)).toEqual({ kind: 'text' });
  });

  it('reads inputs back into the option type', () => {
    expect(readValue({ kind: 'number', integer: true }, '3')).toBe(3);
    expect(readValue({ kind: 'number', integer: true }, '')).toBeUndefined();
    expect(readValue({ kind: 'choice', values: [1, 2] }, '2')).toBe(2);
    expect(readValue({ kind: 'boolean' }, true)).toBe(true);
  });
});

describe('the deal check', () => {
  it('accepts the seed whose sha256 was published, and no other', async () => {
    const hash = await sha256Hex('abc');
    expect(hash).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await checkSeed('abc', hash)).toBe('ok');
    expect(await checkSeed('abd', hash)).toBe('bad');
    expect(await checkSeed(null, hash)).toBe('wait');
  });
});
