import { testGame } from '@parlour/engine/testkit';
import { bluff } from './game.ts';
import { hide, unseen } from './hide.ts';

testGame(bluff, {
  setups: [{ players: 3 }, { players: 4 }, { players: 4, options: { bullets: true } }],
  // Random play makes long games with big hands (thousands of declarations to list),
  // so few games and the costly checks on every 25th state; rules.test.ts covers 3-6 players.
  games: 2,
  stride: 25,
  legalPerState: 10,
  mutantsPerState: 12,
  hide,
  unseen,
});
