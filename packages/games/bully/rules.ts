import { type GameEvent, type Result, type Rng, RuleError, requireActor, type Seat } from '@parlour/engine';
import { compareCards } from './cards.ts';
import { CELLS_OF, isCell, NEIGHBOURS, OWNER } from './grid.ts';
import type { BullyMove, Placement } from './moves.ts';
import {
  type Bout,
  type BullyState,
  cardsLeft,
  DOWN,
  evolve,
  evolveBout,
  hasPlay,
  heightsOf,
  placeExtras,
  REMEMBERED,
  UP,
} from './state.ts';

const NOBODY: readonly Seat[] = Object.freeze([]);
const SEATS: readonly (readonly Seat[])[] = [Object.freeze([0]), Object.freeze([1])];
const BOTH: readonly Seat[] = Object.freeze([0, 1]);
const EMPTY_BOUT: Bout = { used: [], initiated: [], responded: [], tied: false, winner: null, settle: [] };

export function actors(state: BullyState): readonly Seat[] {
  switch (state.phase) {
    case 'place':
      if (state.placing[0] === null && state.placing[1] === null) return BOTH;
      return SEATS[state.placing[0] === null ? 0 : 1];
    case 'initiate':
      return SEATS[state.initiator];
    case 'respond':
      return SEATS[1 - state.initiator];
    case 'settle':
      return SEATS[state.bout?.winner ?? 0];
    default:
      return NOBODY;
  }
}

/** Every ordered choice of 4 own piles (repeats allowed): 10^4 placements, by cell index. */
function listPlacements(seat: Seat): readonly BullyMove[] {
  const own = CELLS_OF[seat];
  const moves: BullyMove[] = [Object.freeze({ type: 'quick' })];
  for (const a of own)
    for (const b of own)
      for (const c of own) for (const d of own) moves.push(Object.freeze({ type: 'place', piles: Object.freeze([a, b, c, d]) }));
  return Object.freeze(moves);
}

/** The same for every set-up, so listed once per seat when first asked for (frozen, as every caller shares them). */
const PLACEMENTS: (readonly BullyMove[] | undefined)[] = [];

function placements(seat: Seat): readonly BullyMove[] {
  const listed = PLACEMENTS[seat] ?? listPlacements(seat);
  PLACEMENTS[seat] = listed;
  return listed;
}

/** Own piles the initiator may expose now: next to a non-empty opponent pile, both unused in a tie. */
export function initiations(state: BullyState): number[] {
  const { piles, bout } = state;
  const used = bout?.used ?? [];
  const out: number[] = [];
  for (const cell of CELLS_OF[state.initiator]) {
    if (piles[cell].length === 0 || used.includes(cell)) continue;
    for (const n of NEIGHBOURS[cell]) {
      if (piles[n].length > 0 && !used.includes(n)) {
        out.push(cell);
        break;
      }
    }
  }
  return out;
}

/**
 * Relocate-and-initiate moves: when a tie-breaker has no pile to come from (seed, section
 * 6), or no play remains after tied cards were discarded. From an own (unused) pile to an
 * own depleted cell next to an (unused) non-empty opponent pile.
 */
export function challenges(state: BullyState): BullyMove[] {
  const { piles, bout } = state;
  const used = bout?.used ?? [];
  const own = CELLS_OF[state.initiator];
  const targets = own.filter(
    (cell) => piles[cell].length === 0 && NEIGHBOURS[cell].some((n) => piles[n].length > 0 && !used.includes(n)),
  );
  const moves: BullyMove[] = [];
  for (const from of own) {
    if (piles[from].length === 0 || used.includes(from)) continue;
    for (const to of targets) moves.push({ type: 'challenge', from, to });
  }
  return moves;
}

/** The initiator's moves: tap the kept card, or initiate, or (when no pile can) challenge. */
function initiatorMoves(state: BullyState): BullyMove[] {
  if (state.tap >= 0) return [{ type: 'initiate', cell: state.tap }];
  const cells = initiations(state);
  if (cells.length > 0) return cells.map((cell) => ({ type: 'initiate', cell }));
  return challenges(state);
}

/** Own unused non-empty piles next to the card being answered. */
export function responses(state: BullyState): number[] {
  const bout = state.bout ?? EMPTY_BOUT;
  const at = bout.initiated[bout.initiated.length - 1];
  const out: number[] = [];
  for (const n of NEIGHBOURS[at]) if (state.piles[n].length > 0 && !bout.used.includes(n)) out.push(n);
  return out;
}

function depleted(state: BullyState, seat: Seat): number[] {
  const out: number[] = [];
  for (const cell of CELLS_OF[seat]) if (state.piles[cell].length === 0) out.push(cell);
  return out;
}

function touchesPile(state: BullyState, cell: number): boolean {
  for (const n of NEIGHBOURS[cell]) if (state.piles[n].length > 0) return true;
  return false;
}

/**
 * The winner's choices for their next exposed card, in the rules' order: face down, then
 * relocations, then keeping it exposed. For the winning card (the last), only choices that
 * leave a play; when none does, the forced relocation next to an opponent pile.
 */
function settleMoves(state: BullyState): BullyMove[] {
  const bout = state.bout ?? EMPTY_BOUT;
  const seat = bout.winner ?? 0;
  const cell = bout.settle[0];
  const empty = depleted(state, seat);
  const keep = bout.settle.length === 1 && !bout.tied && seat !== state.initiator && touchesPile(state, cell);
  if (bout.settle.length > 1) {
    const moves: BullyMove[] = [{ type: 'down' }];
    for (const to of empty) moves.push({ type: 'relocate', to });
    return moves;
  }
  const heights = heightsOf(state.piles);
  const moves: BullyMove[] = [];
  if (hasPlay(heights)) moves.push({ type: 'down' });
  heights[cell]--;
  for (const to of empty) {
    heights[to]++;
    if (hasPlay(heights)) moves.push({ type: 'relocate', to });
    heights[to]--;
  }
  if (keep) moves.push({ type: 'keep' });
  if (moves.length > 0) return moves;
  // The forced relocation: next to a non-empty opponent pile.
  for (const to of empty) if (touchesPile(state, to)) moves.push({ type: 'relocate', to });
  return moves;
}

export function legalMoves(state: BullyState, seat: Seat): readonly BullyMove[] {
  if (!actors(state).includes(seat)) return [];
  switch (state.phase) {
    case 'place':
      return placements(seat);
    case 'initiate':
      return initiatorMoves(state);
    case 'respond':
      return responses(state).map((cell) => ({ type: 'respond', cell }));
    case 'settle':
      return settleMoves(state);
    default:
      return [];
  }
}

/** A uniformly random legal move; at set-up without listing the 10,001 placements. */
export function randomMove(state: BullyState, seat: Seat, rng: Rng): BullyMove {
  if (state.phase === 'place' && actors(state).includes(seat)) {
    const k = rng.int(10001);
    if (k === 0) return { type: 'quick' };
    const own = CELLS_OF[seat];
    const i = k - 1;
    return { type: 'place', piles: [own[(i / 1000) | 0], own[((i / 100) | 0) % 10], own[((i / 10) | 0) % 10], own[i % 10]] };
  }
  if (state.phase === 'respond' && actors(state).includes(seat)) return { type: 'respond', cell: rng.pick(responses(state)) };
  return rng.pick(legalMoves(state, seat));
}

/** The first move `legalMoves` lists. */
export function timeout(state: BullyState, seat: Seat): BullyMove {
  if (state.phase === 'place') {
    requireActor(actors(state), seat);
    return { type: 'quick' };
  }
  const [first] = legalMoves(state, seat);
  if (!first) throw new RuleError(actors(state).length ? 'not-your-turn' : 'game-over', 'You have no move now.');
  return first;
}

/** Exact equality of a move with a listed one (not a placement): same type, same fields, nothing more. */
function sameMove(listed: BullyMove, move: Record<string, unknown>, keys: number): boolean {
  if (listed.type !== move.type) return false;
  switch (listed.type) {
    case 'initiate':
    case 'respond':
      return keys === 2 && listed.cell === move.cell;
    case 'challenge':
      return keys === 3 && listed.from === move.from && listed.to === move.to;
    case 'relocate':
      return keys === 2 && listed.to === move.to;
    default:
      return keys === 1;
  }
}

/** Whether `legalMoves` lists the move; the two commonest moves are checked without listing. */
function isLegal(state: BullyState, seat: Seat, move: BullyMove): boolean {
  const keys = Object.keys(move).length;
  if (state.phase === 'respond' && move.type === 'respond') return keys === 2 && responses(state).includes(move.cell);
  if (state.phase === 'initiate' && move.type === 'initiate' && state.tap < 0) {
    return keys === 2 && initiations(state).includes(move.cell);
  }
  return isListed(legalMoves(state, seat), move);
}

function isListed(legal: readonly BullyMove[], move: BullyMove): boolean {
  const record = move as unknown as Record<string, unknown>;
  const keys = Object.keys(record).length;
  for (const m of legal) if (sameMove(m, record, keys)) return true;
  return false;
}

const WHY: Record<Exclude<BullyState['phase'], 'over'>, string> = {
  place: 'Place your four extra cards on four of your own piles (repeats allowed), or choose quick.',
  initiate: 'Initiate from one of your piles next to a non-empty opponent pile (in a tie-breaker, both unused in this bout).',
  respond: 'Respond from one of your piles next to the initiating card, not yet used in this bout.',
  settle: 'Turn your card face down, relocate it to one of your own depleted cells, or keep it exposed where allowed.',
};

export function play(state: BullyState, seat: Seat, move: BullyMove): { state: BullyState; events: GameEvent[] } {
  requireActor(actors(state), seat);
  if (typeof move !== 'object' || move === null || typeof (move as { type?: unknown }).type !== 'string') {
    throw new RuleError('bad-move', 'A move is an object with a type.');
  }
  const phase = state.phase as Exclude<BullyState['phase'], 'over'>;
  if (phase === 'place') return place(state, seat, move);
  if (!isLegal(state, seat, move)) {
    const note = state.tap >= 0 && phase === 'initiate' ? ' You kept a card exposed: initiate with it.' : '';
    throw new RuleError('illegal-move', WHY[phase] + note);
  }
  switch (move.type) {
    case 'initiate':
      return expose(state, seat, move.cell, -1);
    case 'challenge':
      return expose(state, seat, move.to, move.from);
    case 'respond':
      return respond(state, seat, move.cell);
    default:
      return settle(state, seat, move);
  }
}

function place(state: BullyState, seat: Seat, move: BullyMove): { state: BullyState; events: GameEvent[] } {
  let placement: Placement;
  if (isListed([{ type: 'quick' }], move)) placement = { type: 'quick' };
  else {
    const piles = (move as { piles?: unknown }).piles;
    const ok =
      move.type === 'place' &&
      Object.keys(move).length === 2 &&
      Array.isArray(piles) &&
      piles.length === 4 &&
      piles.every((c) => isCell(c) && OWNER[c] === seat);
    if (!ok) throw new RuleError('illegal-move', WHY.place);
    placement = { type: 'place', piles: [...(piles as number[])] };
  }
  const placing = state.placing.slice();
  placing[seat] = placement;
  const events: GameEvent[] = [
    { type: 'placing', to: [seat], seat, placement },
    { type: 'placed', to: 'all', seat },
  ];
  if (placing.some((p) => p === null)) return { state: record(evolve(state, { placing }), events, false), events };
  const begun = placeExtras(state, placing as Placement[]);
  const start: GameEvent = { type: 'begin', to: 'all', initiator: state.initiator };
  events.push(start);
  return { state: record(begun, events, true), events };
}

/** Exposes the top card at `cell` for the initiator (after relocating it from `from` when a challenge). */
function expose(state: BullyState, seat: Seat, cell: number, from: number): { state: BullyState; events: GameEvent[] } {
  const piles = state.piles.slice();
  const faces = state.faces.slice();
  const bout = state.bout ?? EMPTY_BOUT;
  const used = [...bout.used];
  if (from >= 0) {
    const source = piles[from];
    piles[from] = source.slice(0, -1);
    piles[cell] = [source[source.length - 1]];
    faces[from] = DOWN;
    used.push(from);
  }
  faces[cell] = UP;
  used.push(cell);
  const card = piles[cell][piles[cell].length - 1];
  const event: GameEvent =
    from >= 0 ? { type: 'challenge', to: 'all', seat, from, cell, card } : { type: 'initiate', to: 'all', seat, cell, card };
  const next = evolve(state, {
    piles,
    faces,
    tap: -1,
    phase: 'respond',
    bout: evolveBout(bout, { used, initiated: [...bout.initiated, cell] }),
  });
  return { state: record(next, [event], false), events: [event] };
}

function respond(state: BullyState, seat: Seat, cell: number): { state: BullyState; events: GameEvent[] } {
  const bout0 = state.bout ?? EMPTY_BOUT;
  const faces = state.faces.slice();
  faces[cell] = UP;
  const card = state.piles[cell][state.piles[cell].length - 1];
  const bout = evolveBout(bout0, { used: [...bout0.used, cell], responded: [...bout0.responded, cell] });
  const events: GameEvent[] = [{ type: 'respond', to: 'all', seat, cell, card }];
  const at = bout.initiated[bout.initiated.length - 1];
  const outcome = compareCards(state.piles[at][state.piles[at].length - 1], card);
  let next = evolve(state, { faces, bout });
  if (outcome === 0) {
    next = evolve(next, { bout: evolveBout(bout, { tied: true }), phase: 'initiate' });
    if (initiations(next).length > 0 || challenges(next).length > 0) {
      events.push({ type: 'tie', to: 'all' });
    } else {
      // No tie-breaker can be made: both sets of tied cards leave the grid for nobody.
      const { piles, faces: left, cards } = lift(next, [...bout.initiated, ...bout.responded]);
      events.push({ type: 'discard', to: 'all', cards });
      next = evolve(next, { piles, faces: left, discarded: [...state.discarded, ...cards] });
      return finish(endBout(next), events, true);
    }
    return finish(next, events, false);
  }
  const winner = outcome > 0 ? state.initiator : 1 - state.initiator;
  const [won, lost] = winner === state.initiator ? [bout.initiated, bout.responded] : [bout.responded, bout.initiated];
  const { piles, faces: left, cards } = lift(next, lost);
  const captured = state.captured.slice();
  captured[winner] = [...captured[winner], ...cards];
  events.push({ type: 'capture', to: 'all', seat: winner, cards });
  next = evolve(next, { piles, faces: left, captured, phase: 'settle', bout: evolveBout(bout, { winner, settle: won }) });
  return finish(next, events, false);
}

/** Takes the top card off each cell; what lies beneath was never seen. */
function lift(state: BullyState, cells: readonly number[]) {
  const piles = state.piles.slice();
  const faces = state.faces.slice();
  const cards: string[] = [];
  for (const cell of cells) {
    const pile = piles[cell];
    cards.push(pile[pile.length - 1]);
    piles[cell] = pile.slice(0, -1);
    faces[cell] = DOWN;
  }
  return { piles, faces, cards };
}

function settle(state: BullyState, seat: Seat, move: BullyMove): { state: BullyState; events: GameEvent[] } {
  const bout = state.bout ?? EMPTY_BOUT;
  const cell = bout.settle[0];
  // Only a relocation changes the piles.
  let piles = state.piles;
  const faces = state.faces.slice();
  let tap = -1;
  let event: GameEvent;
  if (move.type === 'relocate') {
    const moved = state.piles.slice();
    const pile = moved[cell];
    moved[cell] = pile.slice(0, -1);
    moved[move.to] = [pile[pile.length - 1]];
    piles = moved;
    faces[cell] = DOWN;
    faces[move.to] = REMEMBERED;
    event = { type: 'relocate', to: 'all', seat, from: cell, cell: move.to };
  } else if (move.type === 'keep') {
    tap = cell;
    event = { type: 'keep', to: 'all', seat, cell };
  } else {
    faces[cell] = REMEMBERED;
    event = { type: 'down', to: 'all', seat, cell };
  }
  const rest = bout.settle.slice(1);
  let next = evolve(state, { piles, faces, tap, bout: evolveBout(bout, { settle: rest }) });
  if (rest.length === 0) next = endBout(next);
  return { state: record(next, [event], rest.length === 0), events: [event] };
}

/**
 * Appends the events addressed to all to the public history; closing a bout (or the
 * set-up, or the game) files its events as one entry of the log, so a move copies only
 * the bout's own events.
 */
function record(state: BullyState, events: readonly GameEvent[], close: boolean): BullyState {
  const recent = state.recent.slice();
  for (const event of events) if (event.to === 'all') recent.push(event);
  if (!close) return evolve(state, { recent });
  return evolve(state, { log: [...state.log, recent], recent: [] });
}

/** Ends the bout: the other player initiates the next, whoever won. */
function endBout(state: BullyState): BullyState {
  return evolve(state, { bout: null, phase: 'initiate', initiator: 1 - state.initiator, bouts: state.bouts + 1 });
}

/** Ends the game the moment a player has no cards left (both at once: a draw); logs the events. */
function finish(state: BullyState, events: GameEvent[], closing: boolean): { state: BullyState; events: GameEvent[] } {
  const left = [cardsLeft(state.piles, 0), cardsLeft(state.piles, 1)];
  let next = state;
  if (left[0] === 0 || left[1] === 0) {
    const winner = left[0] === 0 && left[1] === 0 ? null : left[0] === 0 ? 1 : 0;
    const over: GameEvent = { type: 'over', to: 'all', winner };
    events.push(over);
    next = evolve(state, { phase: 'over', winner, bout: state.bout && evolveBout(state.bout, { settle: [] }), tap: -1 });
  }
  return { state: record(next, events, closing || next.phase === 'over'), events };
}

export function result(state: BullyState): Result | null {
  if (state.phase !== 'over') return null;
  const places = state.winner === null ? [1, 1] : state.winner === 0 ? [1, 2] : [2, 1];
  return {
    places,
    scores: [cardsLeft(state.piles, 0), cardsLeft(state.piles, 1)],
    details: { bouts: state.bouts, captured: state.captured.map((c) => c.length), discarded: state.discarded.length },
  };
}
