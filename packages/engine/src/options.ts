import { type ZodType, z } from 'zod';
import { RuleError } from './errors.ts';

export interface OptionLabel {
  label: string;
  description?: string;
}

/** A game's options: the schema that validates them, their defaults, and their labels. */
export interface OptionsSpec<O> {
  readonly schema: ZodType<O>;
  readonly defaults: O;
  readonly labels: { readonly [K in keyof O]: OptionLabel };
}

/**
 * Builds an options spec from a zod object schema whose every field has a default, so
 * that `{}` is a valid option set.
 */
export function defineOptions<O extends object>(
  schema: ZodType<O>,
  labels: { readonly [K in keyof O]: OptionLabel },
): OptionsSpec<O> {
  const parsed = schema.safeParse({});
  if (!parsed.success) throw new Error('defineOptions: every option needs a default');
  return { schema, defaults: parsed.data, labels };
}

/** Validates options from the outside world, filling in defaults; refuses with a clear error. */
export function parseOptions<O>(spec: OptionsSpec<O>, input: unknown): O {
  const parsed = spec.schema.safeParse(input ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue.path.length > 0 ? `option ${issue.path.join('.')}: ` : '';
    throw new RuleError('bad-options', `${where}${issue.message}`);
  }
  return parsed.data;
}

export interface OptionDescription {
  name: string;
  label: string;
  description?: string;
  default: unknown;
  /** The option's JSON Schema, so a client can render a control for it. */
  schema: unknown;
}

export function describeOptions<O>(spec: OptionsSpec<O>): OptionDescription[] {
  const json = z.toJSONSchema(spec.schema, { io: 'input' }) as {
    properties?: Record<string, unknown>;
  };
  const properties = json.properties ?? {};
  return (Object.keys(spec.labels) as (keyof O & string)[]).map((name) => ({
    name,
    label: spec.labels[name].label,
    description: spec.labels[name].description,
    default: spec.defaults[name],
    schema: properties[name] ?? {},
  }));
}
