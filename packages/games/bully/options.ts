import { defineOptions } from '@parlour/engine';
import { z } from 'zod';

export const bullyOptions = defineOptions(
  z.strictObject({
    quickSetup: z.boolean().default(false),
    memoryAid: z.boolean().default(false),
  }),
  {
    quickSetup: {
      label: 'Quick set-up',
      description: "Both players' four extra cards are placed at random; nobody chooses.",
    },
    memoryAid: {
      label: 'Memory aid',
      description: 'Shows the faces of face-down cards that were exposed earlier. Off: this is a game of memory.',
    },
  },
);

export type BullyOptions = z.infer<typeof bullyOptions.schema>;
