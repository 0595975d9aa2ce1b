/**
 * Bots that see only the view: `random`, `basic` (the most sheep of its own colour, else
 * anywhere), and `sharp` (reads the table: a belief over who holds which colour, a value
 * for each board, characters where they swing most, reveal and quit when they pay).
 */
import type { Bot } from '@parlour/engine';
import { type Board, borders, cellKey, coverCharacter, placeTile } from './board.ts';
import { faceOf, orient, placingNamed } from './faces.ts';
import { shepherdOrientations } from './placing.ts';
import { QUIT_BONUSES, type WoolyMove } from './state.ts';
import { COLOUR_LETTERS, COLOURS, type Colour, characterOf } from './tiles.ts';
import { boardOf, type WoolyView } from './view.ts';

export type WoolyBot = Bot<WoolyView, WoolyMove>;

export const randomBot: WoolyBot = (_view, legal, rng) => rng.pick(legal);

const letterOf = (colour: Colour) => COLOUR_LETTERS[COLOURS.indexOf(colour)];

/** The sheep of one colour on the face a placement lays. */
function sheepLaid(move: Extract<WoolyMove, { type: 'place' }>, letter: string): number {
  const o = placingNamed(move.tile, move.face, move.rot);
  return o ? o.zones.reduce((s, z) => s + (z.colour === letter ? z.sheep : 0), 0) : 0;
}

export const basicBot: WoolyBot = (view, legal, rng) => {
  const places = legal.filter((m): m is Extract<WoolyMove, { type: 'place' }> => m.type === 'place');
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
type Stakes = Record<string, number>;

/**
 * What each colour's fields are worth now: a closed, uninfested field its sheep (and
 * fish); an open one a share of its sheep that shrinks with every open edge.
 */
export function colourValues(board: Board, aquatic: boolean): Record<string, number> {
  const nodes = board.nodes;
  const cancelled = new Set<number>();
  const fish = new Map<number, number>();
  for (const [a, b] of borders(board)) {
    for (const [field, other] of [
      [a, b],
      [b, a],
    ]) {
      const o = nodes[other];
      if (nodes[field].terrain !== 'meadow') continue;
      if (o.terrain === 'forest' && o.wolves > 0) cancelled.add(field);
      if (aquatic && o.terrain === 'pond' && o.open === 0 && o.fishermen === 0) fish.set(field, (fish.get(field) ?? 0) + o.fish);
    }
  }
  const values: Record<string, number> = { k: 0, b: 0, r: 0, y: 0 };
  nodes.forEach((n, i) => {
    if (n.p !== i || n.terrain !== 'meadow') return;
    const infested = cancelled.has(i);
    const v =
      n.open === 0 ? (infested ? 0 : n.sheep + (fish.get(i) ?? 0)) : (n.sheep * (infested ? 0.2 : 0.6)) / (1 + n.open) ** 1.2;
    if (v > values[n.colour]) values[n.colour] = v;
  });
  return values;
}

const worth = (board: Board, aquatic: boolean, stakes: Stakes): number => {
  const v = colourValues(board, aquatic);
  let s = 0;
  for (const c of COLOUR_LETTERS) s += stakes[c] * v[c];
  return s;
};

/**
 * Who holds which colour, as far as the bot can tell: revealed colours are known; the
 * others are guessed from the sheep each player has laid of each colour.
 */
export function beliefs(view: WoolyView): Record<string, number>[] {
  const known = new Set(view.colours.filter((c): c is Colour => c !== null));
  const laid = Array.from({ length: view.players }, () => ({ k: 1, b: 1, r: 1, y: 1 }) as Record<string, number>);
  for (const entry of view.log) {
    if (entry.move.type !== 'place') continue;
    for (const c of COLOUR_LETTERS) laid[entry.seat][c] += sheepLaid(entry.move, c);
  }
  return laid.map((weights, seat) => {
    const colour = view.colours[seat];
    const out: Record<string, number> = { k: 0, b: 0, r: 0, y: 0 };
    if (colour) {
      out[letterOf(colour)] = 1;
      return out;
    }
    let total = 0;
    for (const c of COLOUR_LETTERS) {
      const w = known.has(COLOURS[COLOUR_LETTERS.indexOf(c)]) ? 0 : weights[c] ** 2;
      out[c] = w;
      total += w;
    }
    for (const c of COLOUR_LETTERS) out[c] = total > 0 ? out[c] / total : 0;
    return out;
  });
}

/** Own colour counts fully; each colour an opponent likely holds counts against. */
function stakesOf(view: WoolyView, seat: number): Stakes {
  const mine = letterOf(view.colour!);
  const stakes: Stakes = { k: 0, b: 0, r: 0, y: 0 };
  beliefs(view).forEach((belief, s) => {
    // A quitter's colour still scores at the end, so it still counts against.
    if (s === seat) return;
    for (const c of COLOUR_LETTERS) stakes[c] -= 0.6 * belief[c];
  });
  stakes[mine] = 1;
  return stakes;
}

function after(board: Board, move: WoolyMove, colour: Colour): Board | null {
  switch (move.type) {
    case 'place': {
      const o = placingNamed(move.tile, move.face, move.rot);
      return o ? placeTile(board, move.tile, o, cellKey(move.x, move.y)) : null;
    }
    case 'character': {
      const key = cellKey(move.x, move.y);
      if (board.cells.some((c) => c.key === key)) return coverCharacter(board, key, move.tile);
      return placeTile(board, move.tile, orient(faceOf(characterOf(move.tile)!), 0, 0), key);
    }
    case 'reveal':
      return placeTile(board, `shepherd-${colour}`, shepherdOrientations(colour)[move.rot], cellKey(move.x, move.y));
    default:
      return null;
  }
}

/** The best of some moves by the value of the board after each (ties: the first). */
function bestBy(board: Board, moves: readonly WoolyMove[], colour: Colour, value: (b: Board) => number) {
  let best: WoolyMove | null = null;
  let top = Number.NEGATIVE_INFINITY;
  for (const m of moves) {
    const b = after(board, m, colour);
    if (!b) continue;
    const v = value(b);
    if (v > top) {
      top = v;
      best = m;
    }
  }
  return { move: best, value: top };
}

export const sharpBot: WoolyBot = (view, legal, rng) => {
  const seat = view.seat!;
  const colour = view.colour!;
  const board = boardOf(view.board);
  const aquatic = view.options.aquatic;
  const stakes = stakesOf(view, seat);
  const value = (b: Board) => worth(b, aquatic, stakes);
  const now = value(board);
  const mine = () => colourValues(board, aquatic)[letterOf(colour)];
  // The box costs 2 to whoever holds it at the end.
  const boxCost = aquatic && view.box !== seat ? 2 : 0;

  // Quit when the bonus beats what the bot can still hope for.
  const othersIn = view.players - view.quits.length - 1;
  const bonus = othersIn > 0 ? (QUIT_BONUSES[view.quits.length] ?? 0) : 0;
  // Each tile still to come is worth about a quarter of a sheep to an enclosed field of its own.
  const hope = mine() + Math.min(view.bagSize, 40) * 0.25 + (view.hand?.length ?? 0) * 0.3;
  if (bonus > 0 && bonus > hope + 0.5 && view.turn.placed === 0 && !view.turn.any) return { type: 'quit' };

  const characters = legal.filter((m) => m.type === 'character');
  if (characters.length > 0) {
    const c = bestBy(board, characters, colour, value);
    if (c.move && c.value - now - boxCost > 1.5) return c.move;
  }
  const places = legal.filter((m) => m.type === 'place');
  if (places.length > 0) {
    const p = bestBy(board, places, colour, value);
    // A second (free) placement only when it helps.
    if (p.move && (view.turn.placed === 0 || p.value > now + 0.25)) return p.move;
  }
  if (!view.revealed[seat]) {
    const reveals = legal.filter((m) => m.type === 'reveal');
    if (reveals.length > 0) {
      const r = bestBy(board, reveals, colour, value);
      // Secrecy is worth something while the bag is full; the shepherd's sheep and the
      // free placement are worth more once a field of its own can be closed with it.
      const secrecy = 2 + view.bagSize * 0.08 + boxCost;
      if (r.move && r.value - now > secrecy) return r.move;
    }
  }
  return legal.find((m) => m.type === 'end') ?? rng.pick(legal);
};

export const woolyBots: Record<string, WoolyBot> = { random: randomBot, basic: basicBot, sharp: sharpBot };
