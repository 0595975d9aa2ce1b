import { defineOptions } from '@parlour/engine';
import { z } from 'zod';

export const woolyBullyOptions = defineOptions(
  z
    .strictObject({
      aquatic: z.boolean().default(false),
      discard32: z.boolean().default(false),
      waterproofWool: z.boolean().default(false),
    })
    .superRefine((value, ctx) => {
      for (const name of ['discard32', 'waterproofWool'] as const) {
        if (value[name] && !value.aquatic)
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `${name} is a variant of the aquatic extension: turn on aquatic to use it`,
          });
      }
    }),
  {
    aquatic: {
      label: 'Aquatic extension',
      description: 'Adds 32 pond tiles with Fishermen and Fishing Guards, and the "baaah" box (-2 at the end).',
    },
    discard32: {
      label: '32 tiles discarded',
      description: 'With the extension: 32 random tiles are set aside unseen, so the game is as long as the base game.',
    },
    waterproofWool: {
      label: 'Waterproof wool',
      description: 'With the extension: enclosed fields of one colour bordering the same pond count as one field.',
    },
  },
);

export type WoolyBullyOptions = z.infer<typeof woolyBullyOptions.schema>;
