import type { ClientMessage, TableSummary } from '@parlour/protocol';
import { href, parseRoute, type Route } from '../route.ts';

/**
 * A rematch is told to the old table's players as a chat line that any client turns into a
 * "join" link (the server keeps no rematch of its own): the marker, then the new table's
 * link with its invitation. Chat stays plain text; only a link to a table is made a link.
 */
const MARKER = 'rematch:';

export const rematchLine = (route: Route & { page: 'table' }): string => `${MARKER} ${href(route)}`;

/** The table a chat line invites to, when it is a rematch line; null for every other line. */
export function rematchOf(text: string): (Route & { page: 'table' }) | null {
  const match = /^rematch: (#\/table\/[^\s]+)$/.exec(text.trim());
  if (!match) return null;
  const route = parseRoute(match[1]);
  return route.page === 'table' ? route : null;
}

/** Who else played at this table as a person: a rematch is for them. */
export const otherPeople = (summary: TableSummary): number =>
  summary.seats.filter((s) => s.kind === 'human' && !s.replaced && !summary.mySeats.includes(s.seat)).length;

/** Says the rematch at the old table, so the other players see where to go. */
export function announceRematch(send: (m: ClientMessage) => void, old: string, table: TableSummary): void {
  send({ type: 'chat', table: old, text: rematchLine({ page: 'table', id: table.id, invite: table.invite ?? undefined }) });
}
