import { testGame } from '@parlour/engine/testkit';
import { bisley } from './game.ts';

// Bisley hides nothing: re-dealing the unknown changes nothing, and no card is secret.
testGame(bisley, {
  games: 60,
  hide: (state) => state,
  unseen: () => [],
});
