import { z } from 'zod';
import type { WoolyMove } from './state.ts';

const coordinate = z.number().int().min(-100).max(100);
const tile = z.string().min(1).max(24);

export const woolyMoveSchema: z.ZodType<WoolyMove> = z.discriminatedUnion('type', [
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
