import { GAMES, LEVELS } from '@parlour/games';

/** Names that speak for the house, whoever asks: no player may claim them. */
const HOUSE = [
  'admin',
  'administrator',
  'root',
  'system',
  'sysop',
  'parlour',
  'moderator',
  'mod',
  'staff',
  'support',
  'help',
  'owner',
  'official',
  'server',
  'bot',
  'bots',
  'nobody',
  'anonymous',
  'guest',
  'spectator',
  'null',
  'undefined',
];

/** `Guest_A1` and `guest-a1` are the same name to a reader: case and separators are ignored. */
const keyOf = (name: string): string => name.toLowerCase().replaceAll('_', '-');

/** Every bot's name, the levels' words and the games' ids: a player named `sharp` would pass for a bot. */
const RESERVED = new Set(
  [
    ...HOUSE,
    ...LEVELS,
    ...Object.keys(GAMES),
    ...Object.values(GAMES).flatMap((entry) => [...Object.keys(entry.bots), ...Object.values(entry.levels)]),
  ].map(keyOf),
);

/** Shapes of names the server gives out itself: guests' (`guest-1a2b3c`) and bots' (`bot-…`). */
const SHAPES = [/^guest-/, /^bot-/, /^admin/, /^parlour/, /^moderator/];

/** Whether a name is kept back from players (case-insensitively). */
export function reservedName(name: string): boolean {
  const key = keyOf(name);
  return RESERVED.has(key) || SHAPES.some((shape) => shape.test(key));
}
