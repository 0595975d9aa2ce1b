/** A move, as the rules take it and as the wire carries it. */
import { z } from 'zod';

export type WoolyBullyMove =
  | { type: 'place'; tile: string; face: number; rot: number; x: number; y: number }
  | { type: 'character'; tile: string; x: number; y: number }
  | { type: 'reveal'; rot: number; x: number; y: number }
  | { type: 'quit' }
  | { type: 'end' };

const coordinate = z.number().int().min(-100).max(100);
const tile = z.string().min(1).max(24);

export const woolyBullyMoveSchema: z.ZodType<WoolyBullyMove> = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('place'),
    tile,
    face: z.number().int().min(0).max(1),
    rot: z.number().int().min(0).max(3),
    x: coordinate,
    y: coordinate,
  }),
  z.strictObject({ type: z.literal('character'), tile, x: coordinate, y: coordinate }),
  z.strictObject({ type: z.literal('reveal'), rot: z.number().int().min(0).max(3), x: coordinate, y: coordinate }),
  z.strictObject({ type: z.literal('quit') }),
  z.strictObject({ type: z.literal('end') }),
]);
