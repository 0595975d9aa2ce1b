/**
 * Bots that see only the view: `random`, `basic` (the most sheep of its own colour, else
 * anywhere), and `sharp` (reads the table: a belief over who holds which colour, a value
 * for each board, characters where they swing most, reveal and quit when they pay).
 */
import { type Bot, defined } from '@parlour/engine';
import { type Appraisal, appraise, helped } from './appraisal.ts';
import { believe, choicePool, type Evidence, evidence, likelihood, logChoices } from './belief.ts';
import type { Board } from './board.ts';
import { placingNamed } from './faces.ts';
import type { WoolyBullyMove } from './moves.ts';
import { boardAfter, landscapePlacings, spot } from './placing.ts';
import { bestFields } from './scoring.ts';
import { bonusOnOffer, tileCount, tilesInGame } from './state.ts';
import { COLOUR_LETTERS, COLOURS, type Colour } from './tiles.ts';
import { boardOf, type WoolyBullyView } from './view.ts';

export type WoolyBullyBot = Bot<WoolyBullyView, WoolyBullyMove>;

export const randomBot: WoolyBullyBot = (_view, legal, rng) => rng.pick(legal);

const letterOf = (colour: Colour) => COLOUR_LETTERS[COLOURS.indexOf(colour)];

/** The sheep of one colour on the face a placement lays. */
function sheepLaid(move: Extract<WoolyBullyMove, { type: 'place' }>, letter: string): number {
  const o = placingNamed(move.tile, move.face, move.rot);
  return o ? o.zones.reduce((s, z) => s + (z.colour === letter ? z.sheep : 0), 0) : 0;
}

export const basicBot: WoolyBullyBot = (view, legal, rng) => {
  const places = legal.filter((m): m is Extract<WoolyBullyMove, { type: 'place' }> => m.type === 'place');
  if (places.length === 0) return legal.find((m) => m.type === 'end') ?? legal[0];
  const letter = view.colour ? letterOf(view.colour) : '';
  let best: typeof places = [];
  let most = 0;
  for (const m of places) {
    const n = sheepLaid(m, letter);
    if (n > most) {
      most = n;
      best = [m];
    } else if (n === most && n > 0) best.push(m);
  }
  return rng.pick(best.length > 0 ? best : places);
};

/** Weights per colour letter: how much a field of that colour is worth to the bot. */
export type Stakes = Record<string, number>;

/** An opponent's field counts against the bot at this share of its worth. */
export const RIVALRY = 0.6;
/** What looking wholly like its colour costs the bot, per tile still in the bag. */
const SECRECY_PER_TILE = 0.03;
/** Revealing gives away secrecy worth this much, plus this much per tile in the bag, while nobody can tell its colour. */
const REVEAL_SECRECY = 2;
const REVEAL_SECRECY_PER_TILE = 0.08;
/** A character is played when it raises the value by more than this (plus the box's cost). */
const CHARACTER_MARGIN = 1.5;

/**
 * Sharp's quitting rule: the bonus beats what the bot can still gain. Its fields stay
 * scored, so what counts is how much its best field's prospects exceed what is banked,
 * plus what the tiles in the bag and in hand may still bring.
 */
export function quitPays(bonus: number, prospect: number, banked: number, bagSize: number, handSize: number): boolean {
  const ahead = Math.max(0, prospect - banked) + Math.min(bagSize, 40) * 0.25 + handSize * 0.3;
  return bonus > ahead + 0.5;
}

/** Own colour counts fully; each colour an opponent likely holds counts against, as likely as it is theirs. */
function stakesOf(belief: readonly (readonly number[])[], seat: number, colour: Colour): Stakes {
  const stakes: Stakes = { k: 0, b: 0, r: 0, y: 0 };
  belief.forEach((p, s) => {
    // A quitter's colour still scores at the end, so it still counts against.
    if (s === seat) return;
    [...COLOUR_LETTERS].forEach((c, i) => {
      stakes[c] -= RIVALRY * p[i];
    });
  });
  stakes[letterOf(colour)] = 1;
  return stakes;
}

export const worth = (a: Appraisal, stakes: Stakes): number => {
  let s = 0;
  for (const c of COLOUR_LETTERS) s += stakes[c] * a.best[c];
  return s;
};

/** A move's board and its value, or null for a move that places nothing. */
type Weighed = { board: Board; value: number } | null;

/** The best of some moves by the value of the board after each (ties: the first). */
function bestBy(moves: readonly WoolyBullyMove[], weigh: (m: WoolyBullyMove) => Weighed) {
  let best: WoolyBullyMove | null = null;
  let after: Board | null = null;
  let top = Number.NEGATIVE_INFINITY;
  for (const m of moves) {
    const w = weigh(m);
    if (w && w.value > top) {
      top = w.value;
      best = m;
      after = w.board;
    }
  }
  return { move: best, board: after, value: top };
}

/** Weighs moves on a board by a value of the board after each. */
const weighBy =
  (board: Board, colour: Colour, value: (b: Board) => number) =>
  (m: WoolyBullyMove): Weighed => {
    const b = boardAfter(board, m, colour);
    return b && { board: b, value: value(b) };
  };

const placeMoves = (board: Board, hand: readonly string[]): WoolyBullyMove[] =>
  landscapePlacings(board, hand).map((p) => ({ type: 'place', tile: p.tile, face: p.o.face, rot: p.o.rot, ...spot(p.key) }));

/**
 * Reads the table: a belief over who holds which colour (from what each player has fed),
 * a value for each board (its own best field against the fields of the colours it
 * believes are opponents'), and a price on showing its colour.
 */
/**
 * How `sharp` values boards from a view: its own colour's best field against the fields
 * of the colours it believes are opponents', less the secrecy a placement gives away.
 */
export function sharpValuation(view: WoolyBullyView) {
  let kept = VALUATIONS.get(view);
  if (!kept) {
    kept = valuation(view);
    VALUATIONS.set(view, kept);
  }
  return kept;
}

/** Valuations by view, and each move weighed once: the search ranks the placements `sharp` weighs for the same view. */
const VALUATIONS = new WeakMap<WoolyBullyView, ReturnType<typeof valuation>>();

function valuation(view: WoolyBullyView) {
  const seat = defined(view.seat, 'the bot’s seat');
  const colour = defined(view.colour, 'the bot’s colour');
  const mine = letterOf(colour);
  const board = boardOf(view.board);
  const aquatic = view.options.aquatic;
  const seen = evidence(view.players, view.log, view.colours, view.options);
  const stakes = stakesOf(believe(seen, view.colours), seat, colour);
  const left = Math.min(1, view.bagSize / tileCount(view.options));
  const appraisal = appraise(board, aquatic, left);
  const now = worth(appraisal, stakes);
  // The box costs 2 to whoever holds it at the end.
  const boxCost = aquatic && view.box !== seat ? 2 : 0;

  // How surely anyone else can tell its colour from the public history, and what a move adds to that.
  const hidden = view.colours.map((c, s) => (s === seat && !view.revealed[seat] ? null : c));
  const shown = (e: Evidence) => believe(e, hidden)[seat][COLOURS.indexOf(colour)];
  const shownNow = view.revealed[seat] ? 1 : shown(seen);
  const secrecy = view.revealed[seat] ? 0 : SECRECY_PER_TILE * view.bagSize;
  // What the others see as the choices of a placement now: every tile not on the board.
  const onBoard = new Set(view.board.flatMap((t) => (t.cover ? [t.tile, t.cover] : [t.tile])));
  const choices =
    secrecy > 0 ? logChoices(board, choicePool(tilesInGame(view.options).filter((t) => !onBoard.has(t)))) : undefined;
  const value = (b: Board): number => {
    const a = appraise(b, aquatic, left);
    let v = worth(a, stakes);
    if (secrecy > 0) {
      const l = likelihood(helped(appraisal, a), choices);
      v -= secrecy * (shown(seen.map((row, s) => (s === seat ? row.map((x, c) => x + l[c]) : row))) - shownNow);
    }
    return v;
  };
  const weighed = new WeakMap<WoolyBullyMove, Weighed>();
  const plain = weighBy(board, colour, value);
  const weigh = (m: WoolyBullyMove): Weighed => {
    if (!weighed.has(m)) weighed.set(m, plain(m));
    return weighed.get(m) ?? null;
  };
  return { colour, mine, board, aquatic, stakes, left, appraisal, now, boxCost, shownNow, weigh };
}

/** The placements of a legal list with sharp's value of the board after each, best first (ties: listed order). */
export function rankedPlacements(view: WoolyBullyView, legal: readonly WoolyBullyMove[]) {
  const { weigh } = sharpValuation(view);
  const out: { move: WoolyBullyMove; value: number }[] = [];
  for (const move of legal) {
    const w = move.type === 'place' ? weigh(move) : null;
    if (w) out.push({ move, value: w.value });
  }
  return out.sort((a, b) => b.value - a.value);
}

export const sharpBot: WoolyBullyBot = (view, legal, rng) => {
  const { colour, mine, board, aquatic, stakes, left, appraisal, now, boxCost, shownNow, weigh } = sharpValuation(view);
  const bonus = bonusOnOffer(view.players, view.quits.length);
  if (bonus > 0 && !view.turn.any) {
    const banked = bestFields(board, view.options)[colour].worth;
    if (quitPays(bonus, appraisal.best[mine], banked, view.bagSize, view.hand?.length ?? 0)) return { type: 'quit' };
  }

  const characters = legal.filter((m) => m.type === 'character');
  if (characters.length > 0) {
    const c = bestBy(characters, weigh);
    if (c.move && c.value - now - boxCost > CHARACTER_MARGIN) return c.move;
  }
  const places = legal.filter((m) => m.type === 'place');
  if (places.length > 0) {
    const p = bestBy(places, weigh);
    // A second (free) placement only when it helps.
    if (p.move && (view.turn.placed === 0 || p.value > now + 0.25)) return p.move;
  }
  const reveals = legal.filter((m) => m.type === 'reveal');
  if (reveals.length > 0) {
    // Once shown, the colour is public: the shepherd and the free placement it brings are
    // weighed without secrecy, against the secrecy it gives away (little once the others
    // can tell anyway) and the box.
    const open = (b: Board) => worth(appraise(b, aquatic, left), stakes);
    const r = bestBy(reveals, weighBy(board, colour, open));
    if (r.move && r.board) {
      const free =
        view.turn.placed < 2 ? bestBy(placeMoves(r.board, view.hand ?? []), weighBy(r.board, colour, open)).value : r.value;
      const gain = Math.max(r.value, free) - now;
      const given = (REVEAL_SECRECY + view.bagSize * REVEAL_SECRECY_PER_TILE) * (1 - shownNow) + boxCost;
      if (gain > given) return r.move;
    }
  }
  return legal.find((m) => m.type === 'end') ?? rng.pick(legal);
};

export const woolyBullyBots: Record<string, WoolyBullyBot> = { random: randomBot, basic: basicBot, sharp: sharpBot };
