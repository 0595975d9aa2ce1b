import { testGame } from '@parlour/engine/testkit';
import { bully } from './game.ts';
import { hide, unseen } from './hide.ts';

testGame(bully, {
  setups: [{ players: 2 }, { players: 2, options: { quickSetup: true, memoryAid: true } }],
  // Views carry the whole public history, so each check costs more per state: the costly
  // checks run on every 16th state.
  games: 2,
  stride: 16,
  mutantsPerState: 12,
  hide,
  unseen: (state) => unseen(state),
});
