import type { TableSummary } from '@parlour/server/protocol';
import { api } from '../net/api.ts';
import { go } from '../route.ts';

/**
 * Opens a new table like this one (the same game, bots, clock and privacy) with these
 * options, started at once, and goes to it: "play again", or Bisley's chosen deal.
 */
export function playAgain(summary: TableSummary, options: Record<string, unknown> = summary.options): Promise<void> {
  const seats = summary.seats.map((s) =>
    s.kind === 'bot' && s.bot ? { kind: 'bot' as const, bot: s.bot } : { kind: 'open' as const },
  );
  return api
    .createTable({
      game: summary.game,
      players: summary.players,
      options,
      seats,
      clock: summary.clock,
      private: summary.private,
      start: true,
    })
    .then((table) => go({ page: 'table', id: table.id }));
}
