import { type Seat, SUITS, type Suit } from '@parlour/engine';
import { codeOf, numberOf } from './cards.ts';
import { type BisleyState, NO_KING, type Status, SUIT_COUNT } from './state.ts';

/** Everything is face up: the view is the whole state, with cards as codes. */
export interface BisleyView {
  readonly seat: Seat | null;
  /** The 13 columns, each top to bottom: the last card is the available one. */
  readonly columns: readonly (readonly string[])[];
  /** Per suit, the top card of its ace and king foundations (null: king pile not started). */
  readonly foundations: Readonly<Record<Suit, { readonly ace: string; readonly king: string | null }>>;
  /** The builds since the last foundation move, coded as in the state (for the no-repeat rule; see seen.ts). */
  readonly builds: readonly number[];
  readonly moves: number;
  readonly status: Status;
}

export function layout(state: BisleyState): Pick<BisleyView, 'columns' | 'foundations'> {
  const foundations = {} as Record<Suit, { ace: string; king: string | null }>;
  for (let s = 0; s < SUIT_COUNT; s++) {
    const king = state.kings[s];
    foundations[SUITS[s]] = {
      ace: codeOf(s * 13 + state.aces[s] - 1),
      king: king === NO_KING ? null : codeOf(s * 13 + king - 1),
    };
  }
  return { columns: state.columns.map((column) => column.map(codeOf)), foundations };
}

export function view(state: BisleyState, seat: Seat | null): BisleyView {
  return { seat, ...layout(state), builds: state.builds, moves: state.moves, status: state.status };
}

/** Nothing is hidden, so the one state a view allows is read straight back from it. */
export function sample(view: BisleyView): BisleyState {
  const aces: number[] = [];
  const kings: number[] = [];
  SUITS.forEach((suit, s) => {
    aces.push(numberOf(view.foundations[suit].ace) - s * 13 + 1);
    const king = view.foundations[suit].king;
    kings.push(king === null ? NO_KING : numberOf(king) - s * 13 + 1);
  });
  return {
    columns: view.columns.map((column) => column.map(numberOf)),
    aces,
    kings,
    builds: [...view.builds],
    moves: view.moves,
    status: view.status,
  };
}
