import type { ClientMessage, StateMessage, TableSummary, User } from '@parlour/protocol';

/** What every per-game table view receives: the server's latest state and ways to answer. */
export interface TableViewProps {
  readonly state: StateMessage;
  readonly summary: TableSummary;
  readonly me: User | null;
  /** Sends one of `state.legal` (the view offers nothing else). */
  readonly play: (move: unknown) => void;
  readonly send: (message: ClientMessage) => void;
  /** The last hint the server gave for this seq, if any. */
  readonly hint: unknown;
  /** With the hint, whether the game can still be won: 'winnable', 'unwinnable' or 'undecided'. */
  readonly verdict?: string | null;
  /** A replay's step: the table drawn as it was, with nothing to do on it. */
  readonly readOnly?: boolean;
}
