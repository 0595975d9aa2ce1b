import type { SeatInfo } from '@parlour/protocol';

/** The bot levels a table offers, weakest first (GameInfo.levels); hard is the strongest. */
export const LEVELS = ['easy', 'medium', 'hard'] as const;
export type Level = (typeof LEVELS)[number];

export const isLevel = (value: unknown): value is Level =>
  typeof value === 'string' && (LEVELS as readonly string[]).includes(value);

/** The level quick play seats unless the player chose another: the strongest. */
export const DEFAULT_LEVEL: Level = 'hard';

/** Names for bot seats, so that three bots at a table are three players a log can tell apart. */
export const BOT_NAMES = [
  'Ada',
  'Basil',
  'Cleo',
  'Dexter',
  'Edie',
  'Felix',
  'Greta',
  'Hugo',
  'Iris',
  'Jasper',
  'Kit',
  'Luna',
  'Milo',
  'Nell',
  'Otto',
  'Pearl',
] as const;

/** A small, stable hash of the table id: each table seats its own bots, the same on every reload. */
function spread(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) >>> 0;
  return h;
}

/** A bot seat's name: distinct for every seat of a table (up to 16 seats), stable for that table. */
export const botName = (tableId: string, seat: number): string => BOT_NAMES[(spread(tableId) + seat) % BOT_NAMES.length];

/** The level a bot seat plays at, when it was seated by level (older tables may name the bot itself). */
export const levelOf = (info: Pick<SeatInfo, 'bot'>): Level | null => (isLevel(info.bot) ? info.bot : null);
