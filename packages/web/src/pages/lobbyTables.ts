import type { TableSummary } from '@parlour/protocol';

/** The lobby's tables, by what a visitor can do with them. */
export interface LobbyTables {
  /** Waiting for players, with a seat free: join. */
  readonly open: TableSummary[];
  /** The visitor's own, not finished (or a seat of theirs to take back from a bot): go back to it. */
  readonly mine: TableSummary[];
  /** Being played by others with more than one seat: watch (a solitaire is nobody's show). */
  readonly playing: TableSummary[];
}

export function sortTables(tables: readonly TableSummary[], userId?: string): LobbyTables {
  // A seat a bot took when the visitor's time ran out is still theirs to take back.
  const seatedAt = (t: TableSummary) =>
    t.mySeats.some((seat) => !t.seats[seat]?.replaced) ||
    (t.status === 'playing' && t.seats.some((s) => s.timedOut && s.user !== null && s.user.id === userId));
  const live = tables.filter((t) => t.status === 'open' || t.status === 'playing');
  return {
    open: live.filter((t) => !seatedAt(t) && t.status === 'open' && t.seats.some((s) => s.kind === 'open')),
    mine: live.filter(seatedAt),
    playing: live.filter((t) => !seatedAt(t) && t.status === 'playing' && t.players > 1),
  };
}
