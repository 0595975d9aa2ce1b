import { defineOptions } from '@parlour/engine';
import { z } from 'zod';

/** Deal numbers run 0..MAX_DEAL; deal N is the deal of the seed "N" (`parlour deal bisley --seed N`). */
export const MAX_DEAL = 999_999_999;

export const bisleyOptions = defineOptions(
  z.strictObject({
    autoPlay: z.boolean().default(true),
    deal: z.number().int().min(0).max(MAX_DEAL).optional(),
  }),
  {
    autoPlay: {
      label: 'Auto-play safe moves',
      description: 'The table plays every card that can go to a foundation, as ordinary moves.',
    },
    deal: {
      label: 'Deal number',
      description: 'Play this numbered deal, the same cards for everyone who picks it; empty: a fresh deal.',
    },
  },
);

export type BisleyOptions = z.infer<typeof bisleyOptions.schema>;
