/** A move, as the rules take it and as the wire carries it. */
import { z } from 'zod';

export type BisleyMove =
  | { readonly type: 'foundation'; readonly from: number; readonly pile: 'ace' | 'king' }
  | { readonly type: 'build'; readonly from: number; readonly to: number };

const column = z.number().int().min(0).max(12);

export const bisleyMoveSchema: z.ZodType<BisleyMove> = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('foundation'), from: column, pile: z.enum(['ace', 'king']) }),
  z.strictObject({ type: z.literal('build'), from: column, to: column }),
]);
