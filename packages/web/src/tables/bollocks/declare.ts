import { createRng } from '@parlour/engine';
import { type BollocksMove, type BollocksView, bollocks, sample } from '@parlour/games/bollocks';
import type { StateMessage } from '@parlour/protocol';

type Play = Extract<BollocksMove, { type: 'play' }>;

export interface Choice {
  readonly card: string | null;
  readonly number: string | null;
  readonly suit: string | null;
}

const plays = (legal: readonly BollocksMove[]): Play[] => legal.filter((m): m is Play => m.type === 'play');

/** What may still be chosen, each list narrowed by the other choices already made. */
export function options(legal: readonly BollocksMove[], choice: Choice) {
  const all = plays(legal);
  const fits = (m: Play, skip: keyof Choice) =>
    (skip === 'card' || choice.card === null || m.card === choice.card) &&
    (skip === 'number' || choice.number === null || m.number === choice.number) &&
    (skip === 'suit' || choice.suit === null || m.suit === choice.suit);
  return {
    cards: new Set(all.filter((m) => fits(m, 'card')).map((m) => m.card)),
    numbers: new Set(all.filter((m) => fits(m, 'number')).map((m) => m.number)),
    suits: new Set(all.filter((m) => fits(m, 'suit')).map((m) => m.suit)),
  };
}

/** The legal play the three choices name, once all are made. */
export const chosenPlay = (legal: readonly BollocksMove[], choice: Choice): Play | undefined =>
  plays(legal).find((m) => m.card === choice.card && m.number === choice.number && m.suit === choice.suit);

/**
 * The seat's legal moves: the server's list, or, where it left a long one out (a free
 * declaration from a hand of 20 cards or more: over a thousand plays), the game's own
 * rules applied to a state imagined from the view (the moves depend only on what the seat
 * sees: its hand, the active card, the vote).
 */
export function legalOf(state: Pick<StateMessage, 'legal' | 'legalOmitted' | 'view' | 'seq'>): readonly BollocksMove[] {
  const view = state.view as BollocksView;
  if (!state.legalOmitted || view.seat === null) return state.legal as BollocksMove[];
  return bollocks.legalMoves(sample(view, view.seat, createRng(`legal-${state.seq}`)), view.seat);
}
