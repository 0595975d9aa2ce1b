import type { Bot, Seat } from '@parlour/engine';
import { BEATS, kindOf } from './cards.ts';
import { CELLS, NEIGHBOURS, OWNER } from './grid.ts';
import type { BullyMove } from './moves.ts';
import { type BullyView, unseenCards } from './view.ts';

type BullyBot = Bot<BullyView, BullyMove>;

/** A uniformly random legal move. */
export const random: BullyBot = (_view, legal, rng) => rng.pick(legal);

/**
 * Initiates from a random eligible pile and responds with a random eligible pile; places
 * its extra cards by quick and settles a won card by a random legal choice.
 */
export const basic: BullyBot = (_view, legal, rng) => (legal[0].type === 'quick' ? legal[0] : rng.pick(legal));

/**
 * What a player knows, as numbers: pile heights, the kind of every top card known to it
 * (0 when unknown), and per deck the unseen cards' kinds, which any unknown card of that
 * deck is drawn from. Values are from `me`'s side: +1 a won comparison, -1 a lost one.
 */
interface Knowledge {
  me: Seat;
  heights: number[];
  kinds: number[];
  /** Per deck, per kind, unseen cards. */
  pool: number[][];
  total: number[];
  /** vsPool[d][a]: expected outcome of a known kind a against an unknown card of deck d. */
  vsPool: number[][];
  /** Expected outcome of an unknown card of mine against an unknown card of the opponent. */
  blind: number;
  used: boolean[];
}

/** How many logged events a forgetful player remembers a face-down card for (a bout is about four). */
const FORGETFUL_SPAN = 12;

function knowledge(view: BullyView, memory: number): Knowledge {
  const me = view.seat ?? 0;
  const kinds = view.cells.map((c) => (c.card ? kindOf(c.card) : 0));
  const unseen = unseenCards(view);
  if (memory < Number.POSITIVE_INFINITY) {
    // Cards last touched more than `memory` events ago are forgotten: unknown again.
    const touched = new Array(CELLS).fill(-1);
    const events = [...view.log.flat(), ...view.recent];
    events.forEach((e, i) => {
      for (const key of ['cell', 'from'] as const) {
        const cell = e[key];
        if (typeof cell === 'number') touched[cell] = i;
      }
    });
    view.cells.forEach((c, cell) => {
      if (c.face === 'remembered' && events.length - touched[cell] > memory && c.card) {
        kinds[cell] = 0;
        unseen[c.owner].push(c.card);
      }
    });
  }
  const pool = unseen.map((ids) => {
    const counts = new Array(15).fill(0);
    for (const id of ids) counts[kindOf(id)]++;
    return counts;
  });
  const total = unseen.map((ids) => ids.length);
  const vsPool = [0, 1].map((d) =>
    Array.from({ length: 15 }, (_, a) => {
      if (!a || !total[d]) return 0;
      let v = 0;
      for (let y = 1; y < 15; y++) v += pool[d][y] * BEATS[a][y];
      return v / total[d];
    }),
  );
  let blind = 0;
  if (total[me]) for (let x = 1; x < 15; x++) blind += (pool[me][x] / total[me]) * vsPool[1 - me][x];
  const used = new Array(CELLS).fill(false);
  for (const c of view.bout?.used ?? []) used[c] = true;
  return { me, heights: view.cells.map((c) => c.height), kinds, pool, total, vsPool, blind, used };
}

/** Expected outcome for me of my card at `mine` against the opponent's at `theirs`. */
function clash(k: Knowledge, mine: number, theirs: number): number {
  const a = k.kinds[mine];
  const b = k.kinds[theirs];
  if (a && b) return BEATS[a][b];
  if (a) return k.vsPool[1 - k.me][a];
  if (b) return -k.vsPool[k.me][b];
  return k.blind;
}

/** How much the opponent's choice is assumed to be the best for them (the rest: at random). */
const SHREWD = 0.5;

/** The blend of the worst value for me and the mean one. */
function blend(values: number[]): number {
  if (values.length === 0) return 0;
  let sum = 0;
  let worst = Number.POSITIVE_INFINITY;
  for (const v of values) {
    sum += v;
    if (v < worst) worst = v;
  }
  return SHREWD * worst + (1 - SHREWD) * (sum / values.length);
}

/** Opponent piles that may answer a card initiated at `cell`. */
function answerers(k: Knowledge, cell: number): number[] {
  return NEIGHBOURS[cell].filter((n) => k.heights[n] > 0 && !k.used[n]);
}

/** Expected outcome of initiating a card of kind x against the answerers `rs`, blended over their choice. */
function initiationOf(k: Knowledge, rs: readonly number[], x: number): number {
  if (rs.length === 0) return 0;
  const unknown = k.vsPool[1 - k.me][x];
  let sum = 0;
  let worst = Number.POSITIVE_INFINITY;
  for (const r of rs) {
    const b = k.kinds[r];
    const v = b ? BEATS[x][b] : unknown;
    sum += v;
    if (v < worst) worst = v;
  }
  return SHREWD * worst + (1 - SHREWD) * (sum / rs.length);
}

/** Expected outcome of initiating with my top card at `cell` (its kind `kind`, 0 unknown). */
function initiation(k: Knowledge, cell: number, kind: number): number {
  const rs = answerers(k, cell);
  if (kind) return initiationOf(k, rs, kind);
  let v = 0;
  const pool = k.pool[k.me];
  const total = k.total[k.me];
  for (let x = 1; x < 15; x++) if (pool[x]) v += (pool[x] / total) * initiationOf(k, rs, x);
  return v;
}

/** My best answer to an opponent's card of kind y at `cell`. */
function bestAnswer(k: Knowledge, cell: number, y: number): number {
  let best = Number.NEGATIVE_INFINITY;
  for (const r of NEIGHBOURS[cell]) {
    if (k.heights[r] === 0) continue;
    const a = k.kinds[r];
    const v = a ? BEATS[a][y] : -k.vsPool[k.me][y];
    if (v > best) best = v;
  }
  return best;
}

/** Expected outcome of the opponent's next bout for me, as they initiate from some eligible pile. */
function defence(k: Knowledge): number {
  const them = 1 - k.me;
  const values: number[] = [];
  for (let cell = 0; cell < CELLS; cell++) {
    if (OWNER[cell] !== them || k.heights[cell] === 0) continue;
    if (!NEIGHBOURS[cell].some((n) => k.heights[n] > 0)) continue;
    const y = k.kinds[cell];
    if (y) values.push(bestAnswer(k, cell, y));
    else {
      let v = 0;
      for (let t = 1; t < 15; t++) if (k.pool[them][t]) v += (k.pool[them][t] / k.total[them]) * bestAnswer(k, cell, t);
      values.push(v);
    }
  }
  // The opponent picks what is worst for me, or at random: the same blend, from their side.
  return values.length === 0 ? 0 : -blend(values.map((v) => -v));
}

/** My best initiation next bout. */
function attack(k: Knowledge): number {
  let best = Number.NEGATIVE_INFINITY;
  for (let cell = 0; cell < CELLS; cell++) {
    if (OWNER[cell] !== k.me || k.heights[cell] === 0) continue;
    if (!NEIGHBOURS[cell].some((n) => k.heights[n] > 0)) continue;
    best = Math.max(best, initiation(k, cell, k.kinds[cell]));
  }
  return best === Number.NEGATIVE_INFINITY ? 0 : best;
}

/** Scores a winner's choice for its card at `cell` by the next bout it leads to. */
function settleValue(k: Knowledge, view: BullyView, cell: number, move: BullyMove): number {
  const heights = k.heights.slice();
  const kinds = k.kinds.slice();
  const kind = kinds[cell];
  if (move.type === 'relocate') {
    heights[cell]--;
    kinds[cell] = 0;
    heights[move.to] = 1;
    kinds[move.to] = kind;
  }
  const after: Knowledge = { ...k, heights, kinds, used: new Array(CELLS).fill(false) };
  const bout = view.bout;
  const last = bout !== null && bout.settle.length === 1;
  if (!last) return 0;
  // Whoever did not initiate this bout initiates the next.
  return view.initiator === k.me ? defence(after) : attack(after);
}

function sharpBot(memory: number): BullyBot {
  return (view, legal, rng) => {
    if (legal.length === 1) return legal[0];
    if (legal[0].type === 'quick') return legal[0];
    const k = knowledge(view, memory);
    let best: BullyMove = legal[0];
    let bestValue = Number.NEGATIVE_INFINITY;
    for (const move of legal) {
      let v: number;
      switch (move.type) {
        case 'initiate':
          v = initiation(k, move.cell, k.kinds[move.cell]);
          break;
        case 'challenge': {
          const saved = [k.heights[move.from], k.heights[move.to]];
          k.heights[move.from]--;
          k.heights[move.to] = 1;
          v = initiation(k, move.to, k.kinds[move.from]);
          [k.heights[move.from], k.heights[move.to]] = saved;
          break;
        }
        case 'respond': {
          const at = view.bout?.initiated.at(-1) ?? 0;
          v = clash(k, move.cell, at);
          break;
        }
        default:
          v = settleValue(k, view, view.bout?.settle[0] ?? 0, move);
      }
      // A hair of noise breaks ties without favouring low cell numbers.
      v += rng.float() * 1e-9;
      if (v > bestValue) {
        bestValue = v;
        best = move;
      }
    }
    return best;
  };
}

/** Counts cards and remembers every exposed card; plays the best expected bout. */
export const sharp: BullyBot = sharpBot(Number.POSITIVE_INFINITY);

/** `sharp`, forgetting face-down cards a few bouts after it saw them. */
export const sharpForgetful: BullyBot = sharpBot(FORGETFUL_SPAN);

export const bullyBots = { random, basic, sharp, 'sharp-forgetful': sharpForgetful } as const;
