import type { Rating } from '@parlour/server/protocol';
import { useEffect, useRef, useState } from 'react';
import { api } from '../net/api.ts';

/** "+1.4", "−0.8", "±0.0": a change in the rating people see (the conservative ordinal). */
export function formatDelta(before: number, after: number): string {
  const delta = Math.round((after - before) * 10) / 10;
  return delta > 0 ? `+${delta.toFixed(1)}` : delta < 0 ? `−${Math.abs(delta).toFixed(1)}` : '±0.0';
}

const ordinalFor = (ratings: readonly Rating[], game: string): number | null =>
  ratings.find((r) => r.game === game)?.ordinal ?? null;

/**
 * The player's rating in `game` when the table opened, and once `over`: the change the
 * game made (null while unknown, or for a player with no rating yet before it).
 */
export function useRatingChange(userId: string | null, game: string, over: boolean): string | null {
  const before = useRef<number | null | undefined>(undefined);
  const [change, setChange] = useState<string | null>(null);
  useEffect(() => {
    if (!userId || before.current !== undefined) return;
    api
      .ratings(userId)
      .then((list) => {
        before.current = over ? null : ordinalFor(list, game);
      })
      .catch(() => {});
  }, [userId, game, over]);
  useEffect(() => {
    if (!userId || !over) return;
    api
      .ratings(userId)
      .then((list) => {
        const after = ordinalFor(list, game);
        const start = before.current ?? null;
        if (after !== null) setChange(start === null ? after.toFixed(1) : formatDelta(start, after));
      })
      .catch(() => {});
  }, [userId, game, over]);
  return change;
}
