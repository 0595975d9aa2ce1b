/** A move, as the rules take it and as the wire carries it. */
import { z } from 'zod';
import { type Declared, NUMBERS, SUITS } from './cards.ts';

export type BollocksMove =
  | { readonly type: 'play'; readonly card: string; readonly number: Declared['number']; readonly suit: Declared['suit'] }
  | { readonly type: 'skip' }
  | { readonly type: 'vote'; readonly thumbs: 'up' | 'down' };

export const bollocksMoveSchema: z.ZodType<BollocksMove> = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('play'), card: z.string().max(12), number: z.enum(NUMBERS), suit: z.enum(SUITS) }),
  z.strictObject({ type: z.literal('skip') }),
  z.strictObject({ type: z.literal('vote'), thumbs: z.enum(['up', 'down']) }),
]);
