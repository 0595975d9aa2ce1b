import type { CreateTable, TableSummary } from '@parlour/protocol';
import { api } from '../net/api.ts';
import { go } from '../route.ts';

/**
 * A new table like this one: the same game, options, clock and privacy, each bot seat a
 * bot of the same level, every other seat open (for its player to take again).
 */
export function sameTable(summary: TableSummary, options: Record<string, unknown> = summary.options): CreateTable {
  return {
    game: summary.game,
    players: summary.players,
    options,
    seats: summary.seats.map((s) =>
      s.kind === 'bot' && s.bot ? { kind: 'bot' as const, bot: s.bot } : { kind: 'open' as const },
    ),
    clock: summary.clock,
    private: summary.private,
    rated: summary.rated,
    start: true,
  };
}

/** Opens a table like this one with these options, started at once, and goes to it: "play again", or Bisley's chosen deal. */
export function playAgain(summary: TableSummary, options: Record<string, unknown> = summary.options): Promise<void> {
  return api.createTable(sameTable(summary, options)).then((table) => go({ page: 'table', id: table.id }));
}
