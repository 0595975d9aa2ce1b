/** For the test kit (not exported with the rest of claims: it needs the kit). */
import type { Rng, Seat } from '@parlour/engine';
import { redrawDecisions } from '@parlour/engine/testkit';
import type { Window } from './window.ts';

/** The window with every answer but `viewer`'s re-drawn at random: what `viewer` cannot know. */
export function redrawAnswers(window: Window, viewer: Seat | null, rng: Rng): Window {
  return {
    seats: window.seats,
    challenges: redrawDecisions(
      window.challenges,
      (i) => window.seats[i] === viewer,
      () => rng.int(2) === 1,
    ),
  };
}
