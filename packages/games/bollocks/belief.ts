import type { Rng, Seat } from '@parlour/engine';
import { atLeast, sortHand } from '../claims/index.ts';
import { believedSinceReshuffle, profile } from './bots.ts';
import { CARDS, cardId, type Declared, faceOf, matches, ORDER } from './cards.ts';
import { bollocks } from './game.ts';
import type { BollocksState } from './state.ts';
import type { BollocksView } from './view.ts';

/**
 * The chance that the play under vote is true, for a searcher imagining the card laid: the
 * player held a card it could declare truly (counting) and tells the truth when it can
 * unless its record says otherwise. A uniform deal makes nearly every play a lie.
 */
export function truthChance(view: BollocksView): number {
  const p = view.pending;
  if (!p) return 0;
  const id = cardId(p.number, p.suit);
  const known = new Set<string>(view.hand);
  for (const c of view.centre) if (c.card !== null) known.add(c.card);
  if (known.has(id)) return 0;
  const before = believedSinceReshuffle(view).get(id);
  if (before !== undefined && before !== p.seat) return 0.1;
  const honest = 1 - profile(view).bluffRate[p.seat];
  // The view's active card is the one this play had to match: any match would have done.
  const active = view.active;
  let matching = 0;
  for (const c of CARDS) if (!known.has(c) && (!active || matches(faceOf(c) as Declared, active))) matching++;
  const unknown = 104 - known.size;
  return atLeast(1, matching, view.handSizes[p.seat] + 1, unknown) * honest;
}

/**
 * `bollocks.sample`, then with the play's truth chance the declared card is made the laid
 * one: swapped in from wherever the deal put it, when that is a place the viewer cannot see.
 */
export function sampleByBelief(view: BollocksView, seat: Seat, rng: Rng): BollocksState {
  const state = bollocks.sample(view, seat, rng);
  const p = view.pending;
  if (view.phase !== 'vote' || !p || p.seat === seat || rng.float() >= truthChance(view)) return state;
  const id = cardId(p.number, p.suit);
  const topAt = state.centre.length - 1;
  const laid = state.centre[topAt].card;
  if (laid === id) return state;
  const centre = state.centre.slice();
  const swap = (card: string) => (card === id ? laid : card);
  centre[topAt] = { ...centre[topAt], card: id };
  for (let i = 0; i < topAt; i++) {
    const c = centre[i];
    if (c.card === id && !c.up && c.seat !== seat) centre[i] = { ...c, card: laid };
  }
  const hands = state.hands.map((h, s) => (s !== seat && h.includes(id) ? sortHand(h.map(swap), ORDER) : h));
  const drawPile = state.drawPile.includes(id) ? state.drawPile.map(swap) : state.drawPile;
  return { ...state, hands, centre, drawPile };
}
