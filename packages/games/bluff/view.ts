import type { Rank, Rng, Seat } from '@parlour/engine';
import { answerOf, entries, logOf, redeal, sortHand, waiting } from '../claims/index.ts';
import { CARDS, ORDER } from './cards.ts';
import type { BluffState, Claim, Declaration } from './state.ts';

/**
 * A laid batch as every view shows it, made once per batch: batches are never changed
 * once laid, so each view's pile shares them and a patch between views skips them.
 */
const batchViews = new WeakMap<BluffState['pile'][number], BluffView['pile'][number]>();

function batchView(batch: BluffState['pile'][number]): BluffView['pile'][number] {
  let shown = batchViews.get(batch);
  if (!shown) {
    shown = { seat: batch.seat, count: batch.cards.length };
    batchViews.set(batch, shown);
  }
  return shown;
}

/** All one seat may know (seat null: a spectator). */
export interface BluffView {
  readonly seat: Seat | null;
  readonly players: number;
  readonly dealer: Seat;
  /** Own hand, sorted; empty for a spectator. */
  readonly hand: readonly string[];
  readonly handSizes: readonly number[];
  readonly bullets: readonly number[] | null;
  /** The centre pile, bottom first: who laid each batch and how many cards. */
  readonly pile: readonly { readonly seat: Seat; readonly count: number }[];
  /** The cards this seat laid that are still in the pile, bottom first. */
  readonly mine: readonly string[];
  readonly rank: Rank;
  readonly turn: Seat;
  readonly phase: 'declare' | 'call' | 'over';
  /** The declaration on which the call window is open. */
  readonly claim: Claim | null;
  /** Who still has to decide in the call window (not how the others decided). */
  readonly waiting: readonly Seat[];
  /** This seat's own decision in the open window, once made. */
  readonly decision: 'call' | 'let-go' | null;
  /** Per seat: cards this seat knows are in that hand (seen turned up, or laid by itself). */
  readonly known: readonly (readonly string[])[];
  readonly history: readonly Declaration[];
  readonly declarations: number;
  readonly winner: Seat | null;
}

export function view(state: BluffState, seat: Seat | null): BluffView {
  const window = state.window;
  const mine: string[] = [];
  if (seat !== null) for (const b of state.pile) if (b.seat === seat) for (const c of b.cards) mine.push(c);
  const answer = window && seat !== null ? answerOf(window, seat) : null;
  return {
    seat,
    players: state.players,
    dealer: state.dealer,
    hand: seat === null ? [] : state.hands[seat],
    handSizes: state.hands.map((h) => h.length),
    bullets: state.bullets,
    pile: state.pile.map(batchView),
    mine,
    rank: state.rank,
    turn: state.turn,
    phase: state.over ? 'over' : window ? 'call' : 'declare',
    claim: state.claim,
    waiting: window ? waiting(window) : [],
    decision: answer === null ? null : answer ? 'call' : 'let-go',
    known: state.known[seat ?? state.players],
    history: entries(state.history),
    declarations: state.declarations,
    winner: state.winner,
  };
}

/**
 * A full state consistent with the view: the seat's own hand and laid cards stay, the
 * cards it knows sit where it knows them, and every other card is dealt at random into
 * the other hands and the others' batches. Other seats' private knowledge cannot be
 * known, so each is given the viewer's public-looking knowledge minus its own hand.
 */
export function sample(view: BluffView, seat: Seat | null, rng: Rng): BluffState {
  const { players } = view;
  const placed = new Set<string>(view.hand);
  for (const c of view.mine) placed.add(c);
  for (const cards of view.known) for (const c of cards) placed.add(c);
  const pool = CARDS.filter((c) => !placed.has(c));
  const places: { size: number; known: readonly string[] }[] = [];
  for (let s = 0; s < players; s++) {
    if (s !== seat) places.push({ size: view.handSizes[s], known: view.known[s] });
  }
  let mineAt = 0;
  for (const b of view.pile) {
    if (b.seat === seat) {
      places.push({ size: b.count, known: view.mine.slice(mineAt, mineAt + b.count) });
      mineAt += b.count;
    } else places.push({ size: b.count, known: [] });
  }
  const dealt = redeal(places, pool, rng);
  let next = 0;
  const hands: string[][] = [];
  for (let s = 0; s < players; s++) hands.push(s === seat ? view.hand.slice() : sortHand(dealt[next++], ORDER));
  const pile = view.pile.map((b) => ({ seat: b.seat, cards: sortHand(dealt[next++], ORDER) }));
  const window = view.phase === 'call' && view.claim ? imaginedWindow(view, seat, rng) : null;
  const known = Array.from({ length: players + 1 }, (_, viewer) => view.known.map((cards, s) => (s === viewer ? [] : cards)));
  return {
    players,
    dealer: view.dealer,
    hands,
    bullets: view.bullets,
    pile,
    rank: view.rank,
    turn: view.turn,
    claim: view.claim,
    window,
    declarations: view.declarations,
    known,
    history: logOf(view.history),
    winner: view.winner,
    over: view.phase === 'over',
    rng: [rng.next(), rng.next(), rng.next(), rng.next()],
  };
}

/** The call window as the view allows it: others who have decided get a random decision. */
function imaginedWindow(view: BluffView, seat: Seat | null, rng: Rng): BluffState['window'] {
  const claim = view.claim as Claim;
  const seats: Seat[] = [];
  for (let s = 0; s < view.players; s++) if (s !== claim.seat && (!view.bullets || view.bullets[s] > 0)) seats.push(s);
  return {
    seats,
    challenges: seats.map((s) => {
      if (view.waiting.includes(s)) return null;
      if (s === seat) return view.decision === 'call';
      return rng.int(2) === 1;
    }),
  };
}
