import type { Seat } from '@parlour/engine';

/**
 * A hidden simultaneous decision (Bluff's call window, Bollocks' vote): every listed
 * seat answers yes (challenge: "Bullsh!t", thumbs down) or no (let it go, thumbs up).
 * Answers stay hidden until the last one is in; only then may anyone read them.
 */
export interface Window {
  /** The seats asked, in seat order. */
  readonly seats: readonly Seat[];
  /** Each seat's answer, aligned with `seats`: true challenges; null is still to come. */
  readonly challenges: readonly (boolean | null)[];
}

export function openWindow(seats: readonly Seat[]): Window {
  return { seats, challenges: seats.map(() => null) };
}

/** Each window's seats still to answer, listed once: every seat's view of a state and its actors share the list. */
const listed = new WeakMap<Window, readonly Seat[]>();

/** The seats still to answer (public: a table shows who is thinking). */
export function waiting(window: Window): readonly Seat[] {
  let out = listed.get(window);
  if (!out) {
    const seats: Seat[] = [];
    for (let i = 0; i < window.seats.length; i++) if (window.challenges[i] === null) seats.push(window.seats[i]);
    out = seats;
    listed.set(window, out);
  }
  return out;
}

export function isWaiting(window: Window, seat: Seat): boolean {
  const i = window.seats.indexOf(seat);
  return i >= 0 && window.challenges[i] === null;
}

/** A seat's own answer, as that seat may see it; null before it answers or when not asked. */
export function answerOf(window: Window, seat: Seat): boolean | null {
  const i = window.seats.indexOf(seat);
  return i < 0 ? null : window.challenges[i];
}

export function answer(window: Window, seat: Seat, challenge: boolean): Window {
  const challenges = window.challenges.slice();
  challenges[window.seats.indexOf(seat)] = challenge;
  return { seats: window.seats, challenges };
}

export function isClosed(window: Window): boolean {
  return !window.challenges.includes(null);
}

/** The seats that challenged, in seat order (read only once the window is closed). */
export function challengers(window: Window): Seat[] {
  return window.seats.filter((_, i) => window.challenges[i] === true);
}

/** The seats that let it go (believed), in seat order. */
export function believers(window: Window): Seat[] {
  return window.seats.filter((_, i) => window.challenges[i] === false);
}

/** The first of `seats` going clockwise (rising seat numbers) after `from`. */
export function nearestClockwise(seats: readonly Seat[], from: Seat, players: number): Seat {
  let best = seats[0];
  let bestDistance = players;
  for (const seat of seats) {
    const distance = (seat - from + players) % players;
    if (distance > 0 && distance < bestDistance) {
      best = seat;
      bestDistance = distance;
    }
  }
  return best;
}
