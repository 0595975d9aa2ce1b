import { defineOptions } from '@parlour/engine';
import { z } from 'zod';

export const bisleyOptions = defineOptions(
  z.strictObject({
    autoPlay: z.boolean().default(true),
  }),
  {
    autoPlay: {
      label: 'Auto-play safe moves',
      description: 'The table plays every card that can go to a foundation, as ordinary moves.',
    },
  },
);

export type BisleyOptions = z.infer<typeof bisleyOptions.schema>;
