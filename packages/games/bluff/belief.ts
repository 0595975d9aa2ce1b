import type { Rng, Seat } from '@parlour/engine';
import { atLeast, sortHand } from '../claims/index.ts';
import { count, lieRate } from './bots.ts';
import { ORDER, rankOfCard } from './cards.ts';
import { bluff } from './game.ts';
import type { BluffState } from './state.ts';
import type { BluffView } from './view.ts';

/**
 * The chance that the open claim is true, for a searcher imagining the cards under it: the
 * declarer could hold that many of the rank (counting), and tells the truth when it can
 * unless its record says otherwise. A uniform deal makes nearly every claim a lie (one
 * random card is of the rank one time in thirteen), and a search on it calls everything.
 */
export function truthChance(view: BluffView): number {
  const claim = view.claim;
  if (!claim) return 0;
  const { unknown, unknownOfRank } = count(view, claim.rank, claim.seat);
  if (claim.count > unknownOfRank) return 0;
  const honest = 1 - lieRate(view, claim.seat, claim.count);
  // Several cards are seldom declared without them (a deal looks on them as unlikely only
  // because players keep the cards of ranks they will soon declare); one card is declared
  // whether held or not, so the chance of holding it counts.
  if (claim.count > 1) return honest;
  return atLeast(1, unknownOfRank, view.handSizes[claim.seat] + 1, unknown) * honest;
}

/**
 * `bluff.sample`, then with the claim's truth chance the cards under an open claim are
 * made true: each card of another rank is swapped with a card of the rank from a place
 * the viewer cannot see into (another seat's unknown cards or another batch).
 */
export function sampleByBelief(view: BluffView, seat: Seat, rng: Rng): BluffState {
  const state = bluff.sample(view, seat, rng);
  const claim = view.claim;
  if (view.phase !== 'call' || !claim || claim.seat === seat || rng.float() >= truthChance(view)) return state;
  const pile = state.pile.map((b) => b.cards.slice());
  const hands = state.hands.map((h) => h.slice());
  const top = pile[pile.length - 1];
  const seen = new Set<string>(view.known.flat());
  // Places a card of the rank may come from: hands and batches of others, not the top batch.
  const sources: string[][] = [];
  hands.forEach((h, s) => {
    if (s !== seat) sources.push(h);
  });
  pile.forEach((b, i) => {
    if (i < pile.length - 1 && state.pile[i].seat !== seat) sources.push(b);
  });
  for (let i = 0; i < top.length; i++) {
    if (rankOfCard(top[i]) === claim.rank) continue;
    const from = sources.find((place) => place.some((c) => rankOfCard(c) === claim.rank && !seen.has(c)));
    if (!from) break;
    const at = from.findIndex((c) => rankOfCard(c) === claim.rank && !seen.has(c));
    [from[at], top[i]] = [top[i], from[at]];
  }
  return {
    ...state,
    hands: hands.map((h) => sortHand(h, ORDER)),
    pile: pile.map((cards, i) => ({ seat: state.pile[i].seat, cards: sortHand(cards, ORDER) })),
  };
}
