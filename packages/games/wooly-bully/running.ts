/** The running score, as a seat's view tells it (the web table shows it during play). */
import type { Seat } from '@parlour/engine';
import { bestFields } from './scoring.ts';
import type { Colour } from './tiles.ts';
import { boardOf, type WoolyBullyView } from './view.ts';

/** The worth of each colour's best scoring field on the board now: public, anyone can count it. */
export function fieldsNow(view: WoolyBullyView): Record<Colour, number> {
  const best = bestFields(boardOf(view.board), view.options);
  return Object.fromEntries(Object.entries(best).map(([colour, field]) => [colour, field.worth])) as Record<Colour, number>;
}

/**
 * Each seat's score if the game ended now (best field + quitting bonus - the box), where
 * the viewer knows the seat's colour (their own, a revealed one, all at the end); null
 * where the colour is still secret, so the score gives nothing away.
 */
export function runningScores(view: WoolyBullyView, fields: Record<Colour, number> = fieldsNow(view)): (number | null)[] {
  return view.colours.map((colour, seat: Seat) => {
    if (colour === null) return null;
    const bonus = view.quits.find((q) => q.seat === seat)?.bonus ?? 0;
    return fields[colour] + bonus + (view.box === seat ? -2 : 0);
  });
}
