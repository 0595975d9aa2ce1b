/** A move, as the rules take it and as the wire carries it. */
import { z } from 'zod';

/** A seat's set-up decision: its four extra cards onto these own piles, in order, or at random. */
export type Placement = { readonly type: 'quick' } | { readonly type: 'place'; readonly piles: readonly number[] };

export type BullyMove =
  | Placement
  /** Expose the top card of this pile (or tap the card kept exposed there) to open a comparison. */
  | { readonly type: 'initiate'; readonly cell: number }
  /** Relocate the top card of `from` to the depleted cell `to` and initiate with it. */
  | { readonly type: 'challenge'; readonly from: number; readonly to: number }
  | { readonly type: 'respond'; readonly cell: number }
  /** The winner's exposed card: face down on its pile, to a depleted cell, or kept exposed to tap. */
  | { readonly type: 'down' }
  | { readonly type: 'relocate'; readonly to: number }
  | { readonly type: 'keep' };

const cell = z.number().int().min(0).max(19);

export const bullyMoveSchema: z.ZodType<BullyMove> = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('quick') }),
  z.strictObject({ type: z.literal('place'), piles: z.array(cell).length(4) }),
  z.strictObject({ type: z.literal('initiate'), cell }),
  z.strictObject({ type: z.literal('challenge'), from: cell, to: cell }),
  z.strictObject({ type: z.literal('respond'), cell }),
  z.strictObject({ type: z.literal('down') }),
  z.strictObject({ type: z.literal('relocate'), to: cell }),
  z.strictObject({ type: z.literal('keep') }),
]);
