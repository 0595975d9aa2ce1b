import type { Seat } from '../game.ts';
import { ucb, widened } from './tree.ts';

/** No node: an edge not yet followed, a node not yet listed. */
export const NONE = -1;

/** Visits after which a node keeps its state. */
export const KEEP_AFTER = 16;

// A node's record in `nodes`: who decides there, its visits, its run of edges, whether
// the run holds all its candidates (1) or only the first (0), and where its state is kept.
const SEAT = 0;
const VISITS = 1;
const FIRST = 2;
const COUNT = 3;
const COMPLETE = 4;
const KEPT = 5;
const NODE = 6;
// An edge's record in `edgeStats`: visits, iterations it was weighed in, the sum of its
// mover's rewards, and the node it leads to.
const EDGE_VISITS = 0;
const AVAILABLE = 1;
const TOTAL = 2;
const CHILD = 3;
const EDGE = 4;

/**
 * The tree of a search over a game of perfect information (`Game.perfectInformation`):
 * there a node is one state and a move leads to one node, so nodes and edges are numbers,
 * each a record in a typed array, rather than objects and maps. A search grows its tree
 * by a node an iteration; as objects the collector traced them again and again, and that
 * cost Bisley's search more than its moves (docs/bots.md, "A tree of numbers"). A record
 * holds what a step reads of a node or an edge, side by side.
 *
 * A node visited often keeps its state, so a descent through the top of the tree plays no
 * moves. Only those: a state is a few hundred bytes, and kept for every node they cost the
 * collector more than the moves they spare.
 *
 * A node's edges are one run of edge records, its candidates in their order. They are
 * listed at most twice: the policy's move alone on the first visit (most nodes get no
 * other), then all of them once the node widens, in a new run that keeps the first edge's
 * statistics (the same move: the candidates come from a fixed seed).
 */
export class OpenTree<S, M> {
  nodeCount = 0;
  private edgeCount = 0;
  private nodes = new Int32Array(1024 * NODE);
  private edgeStats = new Float64Array(1024 * EDGE);
  private readonly moves: M[] = [];
  /** The states kept, each by its node's record (KEPT): those visited KEEP_AFTER times. */
  private readonly states: S[] = [];

  addNode(seat: Seat, state: S | null): number {
    const node = this.nodeCount++;
    if (node * NODE === this.nodes.length) this.nodes = grown(this.nodes, this.nodes.length * 2);
    const at = node * NODE;
    this.nodes[at + SEAT] = seat;
    this.nodes[at + FIRST] = NONE;
    this.nodes[at + KEPT] = NONE;
    if (state !== null) this.keepAt(at, state);
    return node;
  }

  seatOf(node: number): Seat {
    return this.nodes[node * NODE + SEAT];
  }

  visitsOf(node: number): number {
    return this.nodes[node * NODE + VISITS];
  }

  /** The node's state, if it keeps one. */
  stateOf(node: number): S | null {
    const kept = this.nodes[node * NODE + KEPT];
    return kept === NONE ? null : this.states[kept];
  }

  /** Keeps the node's state from now on, once it has been visited often enough. */
  keep(node: number, state: S): void {
    const at = node * NODE;
    if (this.nodes[at + KEPT] === NONE && this.nodes[at + VISITS] >= KEEP_AFTER) this.keepAt(at, state);
  }

  private keepAt(at: number, state: S): void {
    this.nodes[at + KEPT] = this.states.length;
    this.states.push(state);
  }

  /** The node's edges listed so far. */
  edgesOf(node: number): number[] {
    const first = this.nodes[node * NODE + FIRST];
    return first === NONE ? [] : Array.from({ length: this.nodes[node * NODE + COUNT] }, (_, i) => first + i);
  }

  moveOf(edge: number): M {
    return this.moves[edge];
  }

  /** The edge's statistics: its visits, the iterations it was weighed in, its mover's rewards summed. */
  statsOf(edge: number): { visits: number; available: number; total: number } {
    const at = edge * EDGE;
    return {
      visits: this.edgeStats[at + EDGE_VISITS],
      available: this.edgeStats[at + AVAILABLE],
      total: this.edgeStats[at + TOTAL],
    };
  }

  /** The node `edge` leads to; NONE until `addChild`. */
  childOf(edge: number): number {
    return this.edgeStats[edge * EDGE + CHILD];
  }

  /** Hangs a new node on the edge, for the seat that decides there. */
  addChild(edge: number, seat: Seat): void {
    this.edgeStats[edge * EDGE + CHILD] = this.addNode(seat, null);
  }

  /**
   * How many candidates the node must have listed before its next selection: 0 when those
   * listed will do, 1 on its first visit, else all (Infinity) once it widens past one.
   */
  wants(node: number): number {
    const at = node * NODE;
    if (this.nodes[at + FIRST] === NONE) return 1;
    if (this.nodes[at + COMPLETE] === 1) return 0;
    return widened(this.nodes[at + VISITS], Number.POSITIVE_INFINITY) > this.nodes[at + COUNT] ? Number.POSITIVE_INFINITY : 0;
  }

  /** Gives the node these candidates (what `wants` asked for), keeping what its first was weighed at. */
  list(node: number, candidates: readonly M[], complete: boolean): void {
    const at = node * NODE;
    const was = this.nodes[at + FIRST];
    const first = this.edgeCount;
    this.edgeCount += candidates.length;
    if (this.edgeCount * EDGE > this.edgeStats.length) {
      this.edgeStats = grown(this.edgeStats, Math.max(this.edgeCount * EDGE, this.edgeStats.length * 2));
    }
    for (let i = 0; i < candidates.length; i++) {
      this.moves[first + i] = candidates[i];
      this.edgeStats[(first + i) * EDGE + CHILD] = NONE;
    }
    if (was !== NONE) this.edgeStats.copyWithin(first * EDGE, was * EDGE, (was + 1) * EDGE);
    this.nodes[at + FIRST] = first;
    this.nodes[at + COUNT] = candidates.length;
    this.nodes[at + COMPLETE] = complete ? 1 : 0;
  }

  /**
   * The edge to follow among the node's first few (progressive widening): an untried one
   * first, else the best by UCB1 over availability, as `select` in tree.ts. Marks them available.
   */
  select(node: number): number {
    const at = node * NODE;
    const first = this.nodes[at + FIRST];
    const end = first + widened(this.nodes[at + VISITS], this.nodes[at + COUNT]);
    const stats = this.edgeStats;
    let best = NONE;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (let edge = first; edge < end; edge++) {
      const e = edge * EDGE;
      const available = ++stats[e + AVAILABLE];
      const visits = stats[e + EDGE_VISITS];
      if (visits === 0) {
        if (bestScore !== Number.POSITIVE_INFINITY) {
          best = edge;
          bestScore = Number.POSITIVE_INFINITY;
        }
        continue;
      }
      const score = ucb(stats[e + TOTAL], visits, available);
      if (score > bestScore) {
        bestScore = score;
        best = edge;
      }
    }
    return best;
  }

  /** Counts an iteration down these nodes and edges, each edge its mover's reward. */
  backUp(nodes: readonly number[], edges: readonly number[], values: readonly number[]): void {
    for (let i = 0; i < nodes.length; i++) {
      const at = nodes[i] * NODE;
      const e = edges[i] * EDGE;
      this.nodes[at + VISITS]++;
      this.edgeStats[e + EDGE_VISITS]++;
      this.edgeStats[e + TOTAL] += values[this.nodes[at + SEAT]];
    }
  }

  /** The node's most visited edge, ties to the better mean (as `mostVisited`); NONE if unlisted. */
  mostVisited(node: number): number {
    let best = NONE;
    let bestVisits = -1;
    let bestMean = 0;
    for (const edge of this.edgesOf(node)) {
      const { visits, total } = this.statsOf(edge);
      if (visits > bestVisits || (visits === bestVisits && visits > 0 && total / visits > bestMean)) {
        best = edge;
        bestVisits = visits;
        bestMean = visits > 0 ? total / visits : 0;
      }
    }
    return best;
  }
}

function grown<A extends Int32Array | Float64Array>(from: A, size: number): A {
  const to = new (from.constructor as new (n: number) => A)(size);
  to.set(from);
  return to;
}
