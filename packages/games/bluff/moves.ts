/** A move, as the rules take it and as the wire carries it. */
import { z } from 'zod';

export type BluffMove =
  | { readonly type: 'declare'; readonly cards: readonly string[] }
  | { readonly type: 'call' }
  | { readonly type: 'let-go' };

export const bluffMoveSchema: z.ZodType<BluffMove> = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('declare'), cards: z.array(z.string().max(3)).min(1).max(4) }),
  z.strictObject({ type: z.literal('call') }),
  z.strictObject({ type: z.literal('let-go') }),
]);
