import { testGame } from '@parlour/engine/testkit';
import { bollocks } from './game.ts';
import { hide, unseen } from './hide.ts';

testGame(bollocks, {
  // Random play always reaches the turn cap (p x 100 turns of p moves), so the costly checks
  // run on every 200th state, at a different depth in each game, and the tables stay
  // small; rules.test.ts covers 2-10.
  setups: [{ players: 2 }, { players: 3 }],
  games: 20,
  stride: 200,
  legalPerState: 10,
  mutantsPerState: 12,
  hide,
  unseen,
});
