import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isRuleError } from './errors.ts';
import { defineOptions, describeOptions, parseOptions } from './options.ts';

const spec = defineOptions(z.strictObject({ bullets: z.boolean().default(false), turns: z.number().int().min(1).default(200) }), {
  bullets: { label: 'Bullets' },
  turns: { label: 'Turn cap', description: 'Most turns' },
});

describe('options', () => {
  it('fill in defaults', () => {
    expect(spec.defaults).toEqual({ bullets: false, turns: 200 });
    expect(parseOptions(spec, { bullets: true })).toEqual({ bullets: true, turns: 200 });
    expect(parseOptions(spec, undefined)).toEqual(spec.defaults);
  });
  it('refuse bad values with a clear bad-options error', () => {
    for (const bad of [{ turns: 0 }, { bullets: 'yes' }, { nonsense: 1 }]) {
      let error: unknown;
      try {
        parseOptions(spec, bad);
      } catch (e) {
        error = e;
      }
      expect(isRuleError(error) && error.code).toBe('bad-options');
    }
  });
  it('describe themselves with labels, defaults and a JSON schema for clients', () => {
    const [bullets, turns] = describeOptions(spec);
    expect(bullets).toMatchObject({ name: 'bullets', label: 'Bullets', default: false, schema: { type: 'boolean' } });
    expect(turns).toMatchObject({ name: 'turns', description: 'Most turns', schema: { type: 'integer', minimum: 1 } });
  });
  it('need a default for every option', () => {
    expect(() => defineOptions(z.strictObject({ x: z.number() }), { x: { label: 'x' } })).toThrow(/default/);
  });
});
