import type { Seat } from '../game.ts';
import { ucb, widened } from './tree.ts';

/** No node: an edge not yet followed, a node not yet listed. */
const NONE = -1;

/** Visits after which a node keeps its state. */
export const KEEP_AFTER = 16;

/**
 * The tree of a search over a game of perfect information (`Game.perfectInformation`):
 * there a node is one state and a move leads to one node, so nodes and edges are plain
 * numbers into columns rather than objects and maps. A search grows its tree by a node an
 * iteration; as objects the collector traced them again and again, and that cost Bisley's
 * search more than its moves (docs/bots.md, "A tree of numbers").
 *
 * A node visited often keeps its state, so a descent through the top of the tree plays no
 * moves. Only those: a state is a few hundred bytes, and kept for every node they cost the
 * collector more than the moves they spare.
 *
 * A node's edges are one run of the edge columns, its candidates in their order. They are
 * listed at most twice: the policy's move alone on the first visit (most nodes get no
 * other), then all of them once the node widens, in a new run that keeps the first edge's
 * statistics (the same move: the candidates come from a fixed seed).
 */
export class OpenTree<S, M> {
  nodes = 0;
  edges = 0;
  // Per node.
  seat = new Int32Array(1024);
  visits = new Int32Array(1024);
  /** The node's run of edges; NONE until listed. */
  first = new Int32Array(1024);
  /** Edges in the run. */
  count = new Int32Array(1024);
  /** Whether the run holds all the node's candidates, not only the first. */
  complete = new Uint8Array(1024);
  /** The node's state, once it has been visited KEEP_AFTER times; else null. */
  readonly states: (S | null)[] = [];
  // Per edge.
  edgeVisits = new Int32Array(1024);
  /** Iterations in which the move was among those weighed. */
  available = new Int32Array(1024);
  /** Sum of the mover's rewards over the edge's visits. */
  total = new Float64Array(1024);
  /** The node the move leads to; NONE until an iteration goes on past it. */
  child = new Int32Array(1024);
  readonly moves: M[] = [];

  addNode(seat: Seat, state: S | null): number {
    if (this.nodes === this.seat.length) {
      const size = this.nodes * 2;
      this.seat = grown(this.seat, size);
      this.visits = grown(this.visits, size);
      this.first = grown(this.first, size);
      this.count = grown(this.count, size);
      this.complete = grown(this.complete, size);
    }
    const node = this.nodes++;
    this.seat[node] = seat;
    this.first[node] = NONE;
    this.states[node] = state;
    return node;
  }

  /**
   * How many candidates the node must have listed before its next selection: 0 when those
   * listed will do, 1 on its first visit, else all (Infinity) once it widens past one.
   */
  wants(node: number): number {
    if (this.first[node] === NONE) return 1;
    if (this.complete[node] === 1) return 0;
    return widened(this.visits[node], Number.POSITIVE_INFINITY) > this.count[node] ? Number.POSITIVE_INFINITY : 0;
  }

  /** Gives the node these candidates (what `wants` asked for), keeping what its first was weighed at. */
  list(node: number, candidates: readonly M[], complete: boolean): void {
    const was = this.first[node];
    const first = this.edges;
    const end = first + candidates.length;
    if (end > this.child.length) {
      const size = Math.max(end, this.child.length * 2);
      this.edgeVisits = grown(this.edgeVisits, size);
      this.available = grown(this.available, size);
      this.total = grown(this.total, size);
      this.child = grown(this.child, size);
    }
    for (let i = 0; i < candidates.length; i++) {
      this.moves[first + i] = candidates[i];
      this.child[first + i] = NONE;
    }
    if (was !== NONE) {
      this.edgeVisits[first] = this.edgeVisits[was];
      this.available[first] = this.available[was];
      this.total[first] = this.total[was];
      this.child[first] = this.child[was];
    }
    this.edges = end;
    this.first[node] = first;
    this.count[node] = candidates.length;
    this.complete[node] = complete ? 1 : 0;
  }

  /**
   * The edge to follow among the node's first few (progressive widening): an untried one
   * first, else the best by UCB1 over availability, as `select` in tree.ts. Marks them available.
   */
  select(node: number): number {
    const first = this.first[node];
    const weighed = widened(this.visits[node], this.count[node]);
    let best = NONE;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (let edge = first; edge < first + weighed; edge++) {
      const available = ++this.available[edge];
      const visits = this.edgeVisits[edge];
      if (visits === 0) {
        if (bestScore !== Number.POSITIVE_INFINITY) {
          best = edge;
          bestScore = Number.POSITIVE_INFINITY;
        }
        continue;
      }
      const score = ucb(this.total[edge], visits, available);
      if (score > bestScore) {
        bestScore = score;
        best = edge;
      }
    }
    return best;
  }

  /** The node `edge` leads to; NONE (-1) until `addChild`. */
  childOf(edge: number): number {
    return this.child[edge];
  }

  /** Hangs a new node on the edge, for the seat that decides there. */
  addChild(edge: number, seat: Seat): void {
    this.child[edge] = this.addNode(seat, null);
  }

  /** Counts an iteration down these nodes and edges, each edge its mover's reward. */
  backUp(nodes: readonly number[], edges: readonly number[], values: readonly number[]): void {
    for (let i = 0; i < nodes.length; i++) {
      this.visits[nodes[i]]++;
      this.edgeVisits[edges[i]]++;
      this.total[edges[i]] += values[this.seat[nodes[i]]];
    }
  }

  /** The node's most visited edge, ties to the better mean (as `mostVisited`); NONE if unlisted. */
  mostVisited(node: number): number {
    const first = this.first[node];
    let best = NONE;
    for (let edge = first; first !== NONE && edge < first + this.count[node]; edge++) {
      const visits = this.edgeVisits[edge];
      const bestVisits = best === NONE ? -1 : this.edgeVisits[best];
      if (
        visits > bestVisits ||
        (visits === bestVisits && visits > 0 && this.total[edge] / visits > this.total[best] / bestVisits)
      ) {
        best = edge;
      }
    }
    return best;
  }
}

function grown<A extends Int32Array | Uint8Array | Float64Array>(from: A, size: number): A {
  const to = new (from.constructor as new (n: number) => A)(size);
  to.set(from);
  return to;
}
