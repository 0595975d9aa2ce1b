/**
 * Who holds which colour, from the public history: a probability over the assignments
 * of the colours nobody has shown to the seats that have not shown theirs (with fewer
 * than four players, the colours left over belong to nobody). Each placement weighs the
 * assignments by how much it fed each colour: a player who keeps feeding one colour's
 * fields most likely holds it.
 */
import { type Appraisal, appraise, helped } from './appraisal.ts';
import { type Board, meets, startBoard, surroundings } from './board.ts';
import { placings } from './faces.ts';
import type { WoolyBullyOptions } from './options.ts';
import { boardAfter } from './placing.ts';
import { type LogEntry, tilesInGame } from './state.ts';
import { COLOUR_LETTERS, COLOURS, type Colour } from './tiles.ts';

/**
 * The evidence: per seat, per colour (COLOURS order), the log-likelihood of that seat's
 * placements had it held that colour, up to a constant per placement.
 */
export type Evidence = readonly (readonly number[])[];

/** How strongly a player favours feeding its colour: P(placing | colour) grows as e^(0.8 x sheep fed). */
export const EVIDENCE_WEIGHT = 0.8;
/** No one placement speaks more than this for or against a colour: players err, and bots aim elsewhere. */
const MOST_PER_PLACEMENT = 3;

/** Per colour (COLOURS order), e^(weight x sheep of that colour) of each distinct way a tile can lie, by its packed edges. */
const CHOICES = new Map<string, { code: number; pull: number[] }[]>();
function choicesOf(tile: string): { code: number; pull: number[] }[] {
  let list = CHOICES.get(tile);
  if (!list) {
    list = placings(tile).map((o) => ({
      code: o.code,
      pull: [...COLOUR_LETTERS].map((c) =>
        Math.exp(EVIDENCE_WEIGHT * o.zones.reduce((n, z) => n + (z.colour === c ? z.sheep : 0), 0)),
      ),
    }));
    CHOICES.set(tile, list);
  }
  return list;
}

/**
 * The ways the tiles not yet placed can lie, summed by packed edges (many tiles share a
 * layout), and summed again by the edge they show in each direction (what a cell with
 * one neighbour asks of them).
 */
export interface ChoicePool {
  readonly byCode: Map<number, number[]>;
  /** By (direction * 8 + edge) * 4 + colour. */
  readonly byEdge: Float64Array;
}

export function choicePool(tiles: Iterable<string>): ChoicePool {
  const pool: ChoicePool = { byCode: new Map(), byEdge: new Float64Array(128) };
  for (const tile of tiles) add(pool, tile, 1);
  return pool;
}

function add(pool: ChoicePool, tile: string, sign: number): void {
  for (const { code, pull } of choicesOf(tile)) {
    const sum = pool.byCode.get(code) ?? [0, 0, 0, 0];
    for (let c = 0; c < 4; c++) sum[c] += sign * pull[c];
    pool.byCode.set(code, sum);
    for (let d = 0; d < 4; d++) {
      const at = (d * 8 + ((code >> (3 * d)) & 7)) * 4;
      for (let c = 0; c < 4; c++) pool.byEdge[at + c] += sign * pull[c];
    }
  }
}

/**
 * Per colour, the log of what a player of that colour weighs all its choices at: every
 * way every tile it might hold fits the board, each weighed by the sheep of that colour
 * it lays. Where the board shows much of one colour, anyone feeds it; this is what keeps
 * that from telling.
 */
export function logChoices(board: Board, pool: ChoicePool): number[] {
  const s = surroundings(board);
  const z = [0, 0, 0, 0];
  for (let k = 0; k < 32; k++) if (s.single[k] > 0) for (let c = 0; c < 4; c++) z[c] += s.single[k] * pool.byEdge[k * 4 + c];
  for (const [demand, count] of s.multi)
    for (const [code, pull] of pool.byCode) if (meets(code, demand)) for (let c = 0; c < 4; c++) z[c] += count * pull[c];
  return z.map((w) => Math.log(Math.max(w, 1)));
}

/**
 * How much one placement speaks for each colour: the log-likelihood of laying what it
 * fed, had the player held that colour (less the log of its choices, where known),
 * centred and capped.
 */
export function likelihood(fed: Record<string, number>, choices: readonly number[] = [0, 0, 0, 0]): number[] {
  const l = [...COLOUR_LETTERS].map((c, i) => EVIDENCE_WEIGHT * fed[c] - choices[i]);
  const mean = (l[0] + l[1] + l[2] + l[3]) / 4;
  return l.map((x) => Math.max(-MOST_PER_PLACEMENT, Math.min(MOST_PER_PLACEMENT, x - mean)));
}

/**
 * Replays the public history and weighs every placement (landscape, character, shepherd)
 * by what it fed; a landscape placement against the choices the tiles not yet placed
 * offered there. `colours` are the colours as known (a revealed shepherd's colour is).
 */
export function evidence(
  players: number,
  log: readonly LogEntry[],
  colours: readonly (Colour | null)[],
  options: WoolyBullyOptions,
): Evidence {
  // Pick up where the last reading of this history left off, if any.
  let from = log.length;
  while (from > 0 && !GATHERED.has(log[from - 1])) from--;
  const kept = from > 0 ? GATHERED.get(log[from - 1]) : undefined;
  const out = kept ? kept.seats.map((row) => [...row]) : Array.from({ length: players }, () => [0, 0, 0, 0]);
  let board = kept?.board ?? startBoard();
  let before = kept?.appraisal ?? appraise(board, options.aquatic);
  const placed = new Set(board.cells.flatMap((c) => (c.cover ? [c.tile, c.cover] : [c.tile])));
  const unseen = choicePool(tilesInGame(options).filter((t) => !placed.has(t)));
  for (const { seat, move } of log.slice(from)) {
    const next = boardAfter(board, move, colours[seat]);
    if (!next) continue;
    const now = appraise(next, options.aquatic);
    const choices = move.type === 'place' ? logChoices(board, unseen) : undefined;
    const l = likelihood(helped(before, now), choices);
    for (let c = 0; c < 4; c++) out[seat][c] += l[c];
    if (move.type === 'place' || move.type === 'character') add(unseen, move.tile, -1);
    board = next;
    before = now;
  }
  if (log.length > from) GATHERED.set(log[log.length - 1], { seats: out.map((row) => [...row]), board, appraisal: before });
  return out;
}

/**
 * The evidence read up to an entry of a history. Entries are shared by every later
 * history of the same game (and say the same to every seat), so the next reading starts
 * from the last one instead of from the first placement.
 */
const GATHERED = new WeakMap<LogEntry, { seats: Evidence; board: Board; appraisal: Appraisal }>();

/**
 * The belief: per seat, the probability of each colour (COLOURS order). Seats whose colour
 * is known hold it for certain; the others share the colours nobody has shown, one each,
 * every assignment weighed by the evidence of all of them at once (so a colour one seat
 * surely holds is one the others do not).
 */
export function believe(evidence: Evidence, known: readonly (Colour | null)[]): number[][] {
  const out = known.map((colour) => COLOURS.map((c): number => (c === colour ? 1 : 0)));
  const seats = known.flatMap((c, s) => (c === null ? [s] : []));
  const free = COLOURS.map((_, i) => i).filter((i) => !known.includes(COLOURS[i]));
  if (seats.length === 0) return out;
  const assignments: { colours: number[]; logP: number }[] = [];
  const assign = (k: number, taken: number[], logP: number): void => {
    if (k === seats.length) {
      assignments.push({ colours: taken, logP });
      return;
    }
    for (const c of free) if (!taken.includes(c)) assign(k + 1, [...taken, c], logP + evidence[seats[k]][c]);
  };
  assign(0, [], 0);
  const top = Math.max(...assignments.map((a) => a.logP));
  let total = 0;
  for (const a of assignments) {
    const w = Math.exp(a.logP - top);
    total += w;
    a.colours.forEach((c, k) => {
      out[seats[k]][c] += w;
    });
  }
  for (const s of seats) out[s] = out[s].map((w) => w / total);
  return out;
}
