/** The control an option gets, read from its JSON Schema (as the server sends it). */
export type Control =
  | { readonly kind: 'boolean' }
  | { readonly kind: 'choice'; readonly values: readonly (string | number)[] }
  | { readonly kind: 'number'; readonly integer: boolean; readonly min?: number; readonly max?: number }
  | { readonly kind: 'text' };

type Schema = {
  type?: unknown;
  enum?: unknown;
  const?: unknown;
  anyOf?: unknown;
  oneOf?: unknown;
  minimum?: unknown;
  maximum?: unknown;
};

export function controlOf(schema: unknown): Control {
  if (!schema || typeof schema !== 'object') return { kind: 'text' };
  const s = schema as Schema;
  if (Array.isArray(s.enum)) return { kind: 'choice', values: s.enum as (string | number)[] };
  const union = (Array.isArray(s.anyOf) ? s.anyOf : Array.isArray(s.oneOf) ? s.oneOf : null) as Schema[] | null;
  if (union?.every((branch) => branch && 'const' in branch))
    return { kind: 'choice', values: union.map((b) => b.const as string | number) };
  if (s.type === 'boolean') return { kind: 'boolean' };
  if (s.type === 'integer' || s.type === 'number')
    return {
      kind: 'number',
      integer: s.type === 'integer',
      min: typeof s.minimum === 'number' ? s.minimum : undefined,
      max: typeof s.maximum === 'number' ? s.maximum : undefined,
    };
  return { kind: 'text' };
}

/** Reads a control's raw input back into the option's type. */
export function readValue(control: Control, raw: string | boolean): unknown {
  if (control.kind === 'boolean') return Boolean(raw);
  // An emptied number field leaves an optional option unset (e.g. Bisley's deal number).
  if (control.kind === 'number') return raw === '' ? undefined : Number(raw);
  if (control.kind === 'choice') return control.values.find((v) => String(v) === String(raw)) ?? raw;
  return raw;
}
