import type { Rng, Seat } from '@parlour/engine';
import { testGame } from '@parlour/engine/testkit';
import { bully } from './game.ts';
import { CELLS_OF, OWNER } from './grid.ts';
import { type BullyState, DOWN, type Placement } from './state.ts';

/** Face-down cards never exposed (and unplaced extras): their places are secret from everyone. */
function unseen(state: BullyState): string[] {
  const out: string[] = state.extras.flat();
  state.piles.forEach((pile, cell) => {
    const known = state.faces[cell] === DOWN ? 0 : 1;
    out.push(...pile.slice(0, pile.length - known));
  });
  return out;
}

/** Re-deals each deck's unseen cards among their places, and re-draws the other seat's pending set-up choice. */
function hide(state: BullyState, seat: Seat | null, rng: Rng): BullyState {
  const pools = [0, 1].map((deck) => rng.shuffle(unseen(state).filter((id) => id.endsWith(`.${deck}`))));
  const piles = state.piles.map((pile, cell) => {
    const known = state.faces[cell] === DOWN ? 0 : 1;
    const pool = pools[OWNER[cell]];
    return [...pool.splice(0, pile.length - known), ...pile.slice(pile.length - known)];
  });
  const extras = state.extras.map((e, deck) => pools[deck].splice(0, e.length));
  const placing = state.placing.map((p, s): Placement | null => {
    if (p === null || s === seat) return p;
    return rng.int(2) ? { type: 'quick' } : { type: 'place', piles: [0, 1, 2, 3].map(() => rng.pick(CELLS_OF[s])) };
  });
  return { ...state, piles, extras, placing };
}

testGame(bully, {
  setups: [{ players: 2 }, { players: 2, options: { quickSetup: true, memoryAid: true } }],
  // Views carry the whole public history, so each check costs more per state: sample every 6th.
  games: 2,
  stride: 16,
  mutantsPerState: 12,
  hide,
  unseen: (state) => unseen(state),
});
