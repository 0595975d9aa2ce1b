import { testGame } from '@parlour/engine/testkit';
import { bully } from './game.ts';
import { hide, unseen } from './hide.ts';

testGame(bully, {
  setups: [{ players: 2 }, { players: 2, options: { quickSetup: true, memoryAid: true } }],
  // Views carry the whole public history, so each check costs more per state: the costly
  // checks run on every 80th state of a game (about 300 moves), at a different depth in each.
  games: 20,
  stride: 80,
  mutantsPerState: 12,
  hide,
  unseen: (state) => unseen(state),
});
