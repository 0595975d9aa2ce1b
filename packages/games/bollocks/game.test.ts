import { testGame } from '@parlour/engine/testkit';
import { bollocks } from './game.ts';
import { hide, unseen } from './hide.ts';

testGame(bollocks, {
  // Random play always reaches the turn cap (p x 100 turns of p moves), so small tables and few games.
  setups: [{ players: 2 }, { players: 3 }, { players: 4 }],
  games: 2,
  stride: 25,
  legalPerState: 10,
  mutantsPerState: 12,
  hide,
  unseen,
});
