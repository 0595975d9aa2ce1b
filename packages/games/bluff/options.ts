import { defineOptions } from '@parlour/engine';
import { z } from 'zod';

export const bluffOptions = defineOptions(
  z.strictObject({
    bullets: z.boolean().default(false),
  }),
  {
    bullets: {
      label: 'Bullets (Peluru)',
      description:
        'Each player starts with 3 bullets and needs one to call. The first caller spends one; a right call reloads it.',
    },
  },
);

export type BluffOptions = z.infer<typeof bluffOptions.schema>;

export const BULLETS = 3;
/** Declarations per player before the game ends on cards left (the turn cap). */
export const DECLARATIONS_PER_PLAYER = 100;
