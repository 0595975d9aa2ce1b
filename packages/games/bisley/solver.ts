import type { BisleyMove } from './moves.ts';
import { CARD_CODE, HEAD_CODE, HOME_CODE, seenKeys, tableauKey } from './seen.ts';
import { type BisleyState, COLUMNS, NO_KING, SUIT_COUNT } from './state.ts';
import { SuitAlone } from './suit-alone.ts';

export type Verdict = 'winnable' | 'unwinnable' | 'undecided';

export interface Solution {
  verdict: Verdict;
  /** For a winnable position, a winning line of moves playable by the rules from it. */
  line: BisleyMove[] | null;
  /** Positions searched (after their forced foundation moves). */
  nodes: number;
  ms: number;
}

export interface SolveLimits {
  /** Give up (undecided) after this many milliseconds. */
  timeoutMs?: number;
  /** Give up (undecided) after this many positions. */
  maxNodes?: number;
}

class OutOfTime extends Error {}

/**
 * Decides a Bisley position exactly by depth-first search over tableaux. What the rules
 * allow us to use:
 * - Every foundation move is safe, so they are made at once, without branching. A card
 *   that can go to a foundation has one same-suit neighbour already there; its only
 *   other uses are to carry its other neighbour (which the foundation then takes
 *   directly) or to be moved to uncover the card above it (which going home also does).
 * - The tableau determines the position (the cards not in it are on the foundations, in
 *   the only order they can be), so one visited set of tableau keys is a transposition
 *   table; a position left unsolved once can never be won from. Searching from
 *   mid-game, the tableaux already seen in the game count as visited, so every line
 *   respects the no-repeat rule.
 * - A card of rank 3-Q lying above both of its same-suit neighbours in one column can
 *   never move: it cannot go home or be built on before one of them leaves, and they
 *   are under it. Such a position is dead; `stuck` finds this and longer cycles.
 */
export function solve(state: BisleyState, limits: SolveLimits = {}): Solution {
  const started = performance.now();
  const search = new Search(state, limits, started);
  let verdict: Verdict;
  try {
    verdict = search.dfs(-1, tableauKey(state.columns)) ? 'winnable' : 'unwinnable';
  } catch (e) {
    if (!(e instanceof OutOfTime)) throw e;
    verdict = 'undecided';
  }
  return {
    verdict,
    line: verdict === 'winnable' ? search.line.slice() : null,
    nodes: search.nodes,
    ms: performance.now() - started,
  };
}

class Search {
  readonly columns: number[][];
  readonly aces: number[];
  readonly kings: number[];
  /** Column of each card still in the tableau, -1 once home. */
  readonly columnOf = new Int8Array(52).fill(-1);
  readonly visited = new Set<string>();
  readonly suitAlone = new SuitAlone();
  readonly exposable = new Uint8Array(52);
  /** The tableau key's character codes, kept up to date move by move. */
  readonly key: number[] = new Array(52).fill(0);
  readonly movable = new Uint8Array(52);
  readonly line: BisleyMove[] = [];
  /** The card each move of the line moved. */
  readonly cards: number[] = [];
  home = 0;
  nodes = 0;
  readonly deadline: number;
  readonly maxNodes: number;

  constructor(state: BisleyState, limits: SolveLimits, started: number) {
    this.columns = state.columns.map((c) => c.slice());
    this.aces = state.aces.slice();
    this.kings = state.kings.slice();
    const key = tableauKey(this.columns);
    for (let card = 0; card < 52; card++) this.key[card] = key.charCodeAt(card);
    this.columns.forEach((column, c) => {
      for (const card of column) this.columnOf[card] = c;
    });
    for (let s = 0; s < SUIT_COUNT; s++) this.home += this.aces[s] + NO_KING - this.kings[s];
    const seen = seenKeys(state);
    for (let i = 0; i < seen.length - 1; i++) this.visited.add(seen[i]);
    this.deadline = limits.timeoutMs === undefined ? Number.POSITIVE_INFINITY : started + limits.timeoutMs;
    this.maxNodes = limits.maxNodes ?? Number.POSITIVE_INFINITY;
  }

  /**
   * Whether some card can never move, even in a relaxed game where cards leave in any
   * order we like. A card moves once it is exposed (every card under it has moved) and
   * one of its neighbours is home or can be exposed; aces are home, and twos and kings
   * need only be exposed. The least fixed point of that gives every card that might ever
   * move; a tableau card outside it means the position is lost. This generalises the
   * rule of the rules page (a card above both of its neighbours in one column) to longer
   * cycles across columns.
   */
  stuck(): boolean {
    const { columns, columnOf, exposable, movable } = this;
    exposable.fill(0);
    movable.fill(0);
    let tableau = 0;
    for (const column of columns) tableau += column.length;
    let moving = 0;
    for (let changed = true; changed; ) {
      changed = false;
      for (const column of columns) {
        for (let i = column.length - 1; i >= 0; i--) {
          const card = column[i];
          exposable[card] = 1;
          if (movable[card]) continue;
          const rank = (card % 13) + 1;
          const ok =
            rank === 2 ||
            rank === 13 ||
            columnOf[card - 1] < 0 ||
            exposable[card - 1] === 1 ||
            columnOf[card + 1] < 0 ||
            exposable[card + 1] === 1;
          if (!ok) break;
          movable[card] = 1;
          moving++;
          changed = true;
        }
      }
    }
    return moving < tableau;
  }

  /**
   * Whether the suit just built (all suits at the start: -1), played alone, can still go
   * home (see suit-alone.ts). Moves home never spoil a suit, so other suits need no look.
   */
  suitsWinnable(built: number): boolean {
    for (let suit = 0; suit < SUIT_COUNT; suit++) {
      if ((built < 0 || suit === built) && !this.suitAlone.winnable(this.columns, suit, this.aces[suit], this.kings[suit]))
        return false;
    }
    return true;
  }

  /**
   * Searches on from here, `built` being the suit of the card just built (-1: none) and
   * `key` the tableau's key as it stands before any card goes home.
   */
  dfs(built: number, key: string): boolean {
    const mark = this.line.length;
    this.goHome();
    if (this.home === 52) return true;
    if (this.line.length > mark) key = String.fromCharCode.apply(null, this.key);
    if (this.visited.has(key)) {
      this.undoTo(mark);
      return false;
    }
    this.visited.add(key);
    if (this.stuck() || !this.suitsWinnable(built)) {
      this.undoTo(mark);
      return false;
    }
    if (++this.nodes % 1024 === 0 && performance.now() > this.deadline) throw new OutOfTime();
    if (this.nodes > this.maxNodes) throw new OutOfTime();

    const { columns, columnOf } = this;
    for (let from = 0; from < COLUMNS; from++) {
      const source = columns[from];
      if (source.length === 0) continue;
      const card = source[source.length - 1];
      const rank = (card % 13) + 1;
      for (let side = 0; side < 2; side++) {
        if (side === 0 ? rank === 1 : rank === 13) continue;
        const neighbour = side === 0 ? card - 1 : card + 1;
        const to = columnOf[neighbour];
        if (to < 0) continue;
        const target = columns[to];
        if (target[target.length - 1] !== neighbour) continue;
        const was = this.key[card];
        source.pop();
        target.push(card);
        columnOf[card] = to;
        this.key[card] = CARD_CODE + neighbour;
        // The tableau right after the build must be new too: it may be one the game has
        // already seen, even if cards would then go home from it.
        const key = String.fromCharCode.apply(null, this.key);
        if (!this.visited.has(key)) {
          this.line.push({ type: 'build', from, to });
          this.cards.push(card);
          if (this.dfs((card / 13) | 0, key)) return true;
          this.line.pop();
          this.cards.pop();
        }
        target.pop();
        source.push(card);
        columnOf[card] = from;
        this.key[card] = was;
      }
    }
    this.undoTo(mark);
    return false;
  }

  /** Makes every foundation move there is, recording them on the line. */
  goHome(): void {
    const { columns, aces, kings, columnOf } = this;
    for (let moved = true; moved; ) {
      moved = false;
      for (let from = 0; from < COLUMNS; from++) {
        const source = columns[from];
        if (source.length === 0) continue;
        const card = source[source.length - 1];
        const suit = (card / 13) | 0;
        const rank = (card % 13) + 1;
        let pile: 'ace' | 'king';
        if (rank === aces[suit] + 1) {
          aces[suit] = rank;
          pile = 'ace';
        } else if (rank === kings[suit] - 1) {
          kings[suit] = rank;
          pile = 'king';
        } else continue;
        source.pop();
        columnOf[card] = -1;
        this.key[card] = HOME_CODE;
        this.home++;
        this.line.push({ type: 'foundation', from, pile });
        this.cards.push(card);
        moved = true;
      }
    }
  }

  /** Takes back the line's moves down to `mark` (only foundation moves are ever above it here). */
  undoTo(mark: number): void {
    const { columns, aces, kings, columnOf, line, cards } = this;
    while (line.length > mark) {
      const move = line.pop() as BisleyMove & { type: 'foundation' };
      const card = cards.pop() as number;
      const column = columns[move.from];
      this.key[card] = column.length === 0 ? HEAD_CODE + move.from : CARD_CODE + column[column.length - 1];
      column.push(card);
      columnOf[card] = move.from;
      this.home--;
      const suit = (card / 13) | 0;
      if (move.pile === 'ace') aces[suit]--;
      else kings[suit]++;
    }
  }
}
