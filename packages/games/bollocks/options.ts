import { defineOptions } from '@parlour/engine';
import { z } from 'zod';

export const bollocksOptions = defineOptions(z.strictObject({}), {});

export type BollocksOptions = z.infer<typeof bollocksOptions.schema>;

/** Turns per player before the game ends on cards in hand (the turn cap). */
export const TURNS_PER_PLAYER = 100;

/** Cards dealt to each player, by the number of players. */
export function handSize(players: number): number {
  if (players <= 4) return 12;
  if (players <= 6) return 11;
  if (players <= 8) return 10;
  return 9;
}
