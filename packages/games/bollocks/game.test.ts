import { testGame } from '@parlour/engine/testkit';
import { bollocks } from './game.ts';
import { hide, unseen } from './hide.ts';

testGame(bollocks, {
  // Random play always reaches the turn cap (p x 100 turns of p moves), and the kit compares
  // every state of a game with the replay, so small tables and few games; rules.test.ts covers 2-10.
  setups: [{ players: 2 }, { players: 3 }],
  games: 2,
  stride: 25,
  legalPerState: 10,
  mutantsPerState: 12,
  hide,
  unseen,
});
