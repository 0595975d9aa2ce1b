import { testGame } from '@parlour/engine/testkit';
import { woolyBully } from './game.ts';
import { hide, unseen } from './hide.ts';

testGame(woolyBully, {
  setups: [
    { players: 2 },
    { players: 3 },
    { players: 4 },
    { players: 4, options: { aquatic: true } },
    { players: 3, options: { aquatic: true, discard32: true, waterproofWool: true } },
  ],
  // Random players quit early (games of 8-16 moves), but listing placements is costly.
  games: 20,
  stride: 6,
  hide,
  unseen,
});
