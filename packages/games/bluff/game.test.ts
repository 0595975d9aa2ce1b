import { testGame } from '@parlour/engine/testkit';
import { bluff } from './game.ts';
import { hide, unseen } from './hide.ts';

testGame(bluff, {
  setups: [{ players: 3 }, { players: 4 }, { players: 4, options: { bullets: true } }],
  // Random play makes long games with big hands (thousands of declarations to list),
  // so the costly checks run on every 250th state of a game (350-850 moves), at a
  // different depth in each; rules.test.ts covers 3-6 players.
  games: 20,
  stride: 250,
  legalPerState: 10,
  mutantsPerState: 12,
  hide,
  unseen,
});
