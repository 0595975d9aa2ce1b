import type { Rng, Seat } from '@parlour/engine';
import { answerOf, entries, logOf, redeal, sortHand, waiting } from '../claims/index.ts';
import { CARDS, type Declared, ORDER } from './cards.ts';
import type { BollocksState, Pending, Turn } from './state.ts';

/** All one seat may know (seat null: a spectator). */
export interface BollocksView {
  readonly seat: Seat | null;
  readonly players: number;
  /** Own hand in card order; empty for a spectator. */
  readonly hand: readonly string[];
  readonly handSizes: readonly number[];
  readonly drawPile: number;
  /** The centre, oldest first: who laid each card; the card itself when face up or laid by this seat. */
  readonly centre: readonly { readonly seat: Seat; readonly card: string | null; readonly up: boolean }[];
  readonly active: Declared | null;
  readonly turn: Seat;
  readonly phase: 'play' | 'vote' | 'over';
  /** The play being voted on. */
  readonly pending: Pending | null;
  /** Who has still to vote (not how the others voted). */
  readonly waiting: readonly Seat[];
  /** This seat's own vote in the open vote, once cast. */
  readonly vote: 'up' | 'down' | null;
  readonly skips: number;
  readonly turns: number;
  readonly history: readonly Turn[];
  readonly winner: Seat | null;
}

export function view(state: BollocksState, seat: Seat | null): BollocksView {
  const vote = state.vote;
  const answer = vote && seat !== null ? answerOf(vote, seat) : null;
  return {
    seat,
    players: state.players,
    hand: seat === null ? [] : state.hands[seat],
    handSizes: state.hands.map((h) => h.length),
    drawPile: state.drawPile.length,
    centre: state.centre.map((c) => ({ seat: c.seat, card: c.up || c.seat === seat ? c.card : null, up: c.up })),
    active: state.active,
    turn: state.turn,
    phase: state.over ? 'over' : vote ? 'vote' : 'play',
    pending: state.pending,
    waiting: vote ? waiting(vote) : [],
    vote: answer === null ? null : answer ? 'down' : 'up',
    skips: state.skips,
    turns: state.turns,
    history: entries(state.history),
    winner: state.winner,
  };
}

/**
 * A full state consistent with the view: own hand and the centre cards it can see stay;
 * every other card is dealt at random into the other hands, the face-down centre cards
 * and the draw pile. Others' votes already cast are drawn at random.
 */
export function sample(view: BollocksView, seat: Seat | null, rng: Rng): BollocksState {
  const { players } = view;
  const placed = new Set<string>(view.hand);
  for (const c of view.centre) if (c.card !== null) placed.add(c.card);
  const pool = CARDS.filter((c) => !placed.has(c));
  const places: { size: number; known: readonly string[] }[] = [];
  for (let s = 0; s < players; s++) if (s !== seat) places.push({ size: view.handSizes[s], known: [] });
  for (const c of view.centre) places.push({ size: 1, known: c.card === null ? [] : [c.card] });
  places.push({ size: view.drawPile, known: [] });
  const dealt = redeal(places, pool, rng);
  let next = 0;
  const hands: string[][] = [];
  for (let s = 0; s < players; s++) hands.push(s === seat ? view.hand.slice() : sortHand(dealt[next++], ORDER));
  const centre = view.centre.map((c) => ({ seat: c.seat, card: dealt[next++][0], up: c.up }));
  const drawPile = dealt[next];
  const voters: Seat[] = [];
  if (view.pending) for (let s = 0; s < players; s++) if (s !== view.pending.seat) voters.push(s);
  return {
    players,
    hands,
    drawPile,
    centre,
    active: view.active,
    turn: view.turn,
    skips: view.skips,
    pending: view.pending,
    vote:
      view.phase === 'vote'
        ? {
            seats: voters,
            challenges: voters.map((s) =>
              view.waiting.includes(s) ? null : s === seat ? view.vote === 'down' : rng.int(2) === 1,
            ),
          }
        : null,
    turns: view.turns,
    history: logOf(view.history),
    winner: view.winner,
    over: view.phase === 'over',
    rng: [rng.next(), rng.next(), rng.next(), rng.next()],
  };
}
