import type { Seat } from '@parlour/engine';
import type { ClockSpec, ClockState } from '@parlour/protocol';

/** A table's running clock: when the current turn began and each seat's reserve. */
export interface Clock {
  turnStart: number;
  reserves: number[];
}

export function startClock(spec: ClockSpec, players: number, now: number): Clock | null {
  if (spec.kind === 'none') return null;
  const reserve = spec.kind === 'realtime' ? spec.reserve * 1000 : 0;
  return { turnStart: now, reserves: Array.from({ length: players }, () => reserve) };
}

/** The moment a seat's time is out in the current turn. */
export function seatDeadline(spec: ClockSpec, clock: Clock, seat: Seat): number {
  if (spec.kind === 'none') return Number.POSITIVE_INFINITY;
  return clock.turnStart + spec.perMove * 1000 + (clock.reserves[seat] ?? 0);
}

/**
 * The clock after `seat` moved at `now`: time beyond the per-move allowance comes out of
 * its reserve; the next turn starts now.
 */
export function afterMove(spec: ClockSpec, clock: Clock | null, seat: Seat | null, now: number): Clock | null {
  if (spec.kind === 'none' || clock === null) return null;
  const reserves = [...clock.reserves];
  if (seat !== null) {
    const over = now - clock.turnStart - spec.perMove * 1000;
    if (over > 0) reserves[seat] = Math.max(0, reserves[seat] - over);
  }
  return { turnStart: now, reserves };
}

/** The earliest deadline among the seats on the clock (humans to act), or null. */
export function nextDeadline(spec: ClockSpec, clock: Clock | null, seats: readonly Seat[]): number | null {
  if (spec.kind === 'none' || clock === null || seats.length === 0) return null;
  return Math.min(...seats.map((s) => seatDeadline(spec, clock, s)));
}

export function clockForWire(spec: ClockSpec, clock: Clock | null, onClock: readonly Seat[]): ClockState | null {
  if (spec.kind === 'none' || clock === null) return null;
  return { spec, deadline: nextDeadline(spec, clock, onClock), reserves: clock.reserves };
}
