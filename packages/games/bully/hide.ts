/** For the test kit: what a seat cannot know, re-dealt, and the cards it was never shown. */
import type { Rng, Seat } from '@parlour/engine';
import { redrawDecisions } from '@parlour/engine/testkit';
import { CELLS_OF, OWNER } from './grid.ts';
import type { Placement } from './moves.ts';
import { type BullyState, DOWN } from './state.ts';

/** Face-down cards never exposed (and unplaced extras): their places are secret from everyone. */
export function unseen(state: BullyState): string[] {
  const out: string[] = state.extras.flat();
  state.piles.forEach((pile, cell) => {
    const known = state.faces[cell] === DOWN ? 0 : 1;
    out.push(...pile.slice(0, pile.length - known));
  });
  return out;
}

/** Re-deals each deck's unseen cards among their places, and re-draws the other seat's pending set-up choice. */
export function hide(state: BullyState, seat: Seat | null, rng: Rng): BullyState {
  const pools = [0, 1].map((deck) => rng.shuffle(unseen(state).filter((id) => id.endsWith(`.${deck}`))));
  const piles = state.piles.map((pile, cell) => {
    const known = state.faces[cell] === DOWN ? 0 : 1;
    const pool = pools[OWNER[cell]];
    return [...pool.splice(0, pile.length - known), ...pile.slice(pile.length - known)];
  });
  const extras = state.extras.map((e, deck) => pools[deck].splice(0, e.length));
  const placing = redrawDecisions(
    state.placing,
    (s) => s === seat,
    (s): Placement => (rng.int(2) ? { type: 'quick' } : { type: 'place', piles: [0, 1, 2, 3].map(() => rng.pick(CELLS_OF[s])) }),
  );
  return { ...state, piles, extras, placing };
}
