import { nothingHidden, testGame } from '@parlour/engine/testkit';
import { bisley } from './game.ts';

// Bisley hides nothing: every card is dealt face up.
testGame(bisley, { games: 100, ...nothingHidden });
