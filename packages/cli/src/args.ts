import { parseArgs } from 'node:util';

/** A wrong command line: printed as one line, exit code 2. */
export class UsageError extends Error {}

export type Flags = Record<string, string | boolean | undefined>;

/** Parses `--name value` flags strictly: an unknown flag is a usage error, not a surprise. */
export function flags(argv: string[], spec: Record<string, 'string' | 'boolean'>): { values: Flags; positionals: string[] } {
  const options = Object.fromEntries(Object.entries(spec).map(([name, type]) => [name, { type }]));
  try {
    const { values, positionals } = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
    return { values: values as Flags, positionals };
  } catch (e) {
    throw new UsageError((e as Error).message.split('\n')[0]);
  }
}

export function integer(value: string | boolean | undefined, name: string, fallback: number, min = 0): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (typeof value !== 'string' || !Number.isInteger(n) || n < min)
    throw new UsageError(`--${name} must be a whole number >= ${min}`);
  return n;
}

export function json(value: string | boolean | undefined, name: string): unknown {
  if (value === undefined) return {};
  try {
    return JSON.parse(String(value));
  } catch {
    throw new UsageError(`--${name} must be JSON, e.g. '{"aquatic":true}'`);
  }
}
