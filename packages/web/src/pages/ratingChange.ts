import type { Rating } from '@parlour/protocol';
import { useEffect, useRef, useState } from 'react';
import { api } from '../net/api.ts';

/** "+1.4", "−0.8", "±0.0": a change in the rating people see (the conservative ordinal). */
export function formatDelta(before: number, after: number): string {
  const delta = Math.round((after - before) * 10) / 10;
  return delta > 0 ? `+${delta.toFixed(1)}` : delta < 0 ? `−${Math.abs(delta).toFixed(1)}` : '±0.0';
}

/**
 * What the result says of the player's rating: the change this game made, the rating a
 * first rated game gave, or (for a table opened after its end, whose rating before is
 * unknown) the rating now. Never a change worked out from a rating read after the game.
 */
export type RatingNote =
  | { readonly kind: 'change'; readonly delta: string }
  | { readonly kind: 'first'; readonly rating: string }
  | { readonly kind: 'now'; readonly rating: string };

/** `before`: the rating read while the game was on (null: none yet), undefined when not read. */
export function ratingNote(before: number | null | undefined, after: number | null): RatingNote | null {
  if (after === null) return null;
  if (before === undefined) return { kind: 'now', rating: after.toFixed(1) };
  if (before === null) return { kind: 'first', rating: after.toFixed(1) };
  return { kind: 'change', delta: formatDelta(before, after) };
}

const ordinalFor = (ratings: readonly Rating[], game: string): number | null =>
  ratings.find((r) => r.game === game)?.ordinal ?? null;

/** Where the table is, as far as ratings go: not loaded yet, being played, or over. */
export type Phase = 'loading' | 'playing' | 'over';

/**
 * The player's rating in `game` read while the table is being played, and once it is
 * over, what the result should say of it. Only rated tables where the player kept their
 * seat count (pass `counts` false otherwise).
 */
export function useRatingNote(userId: string | null, game: string, phase: Phase, counts: boolean): RatingNote | null {
  const before = useRef<number | null | undefined>(undefined);
  const asked = useRef(false);
  const [note, setNote] = useState<RatingNote | null>(null);
  useEffect(() => {
    if (!userId || !counts || phase !== 'playing' || asked.current) return;
    asked.current = true;
    api
      .ratings(userId)
      .then((list) => {
        before.current = ordinalFor(list, game);
      })
      .catch(() => {});
  }, [userId, game, phase, counts]);
  useEffect(() => {
    if (!userId || !counts || phase !== 'over') return;
    api
      .ratings(userId)
      .then((list) => setNote(ratingNote(before.current, ordinalFor(list, game))))
      .catch(() => {});
  }, [userId, game, phase, counts]);
  return note;
}
