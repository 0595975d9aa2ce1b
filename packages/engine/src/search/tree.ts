import type { Seat } from '../game.ts';

/**
 * The search tree as the searching seat sees it. A node is a decision of one seat; its
 * edges are that seat's moves, with statistics in that seat's own rewards. A node's
 * children are keyed by what the searching seat observes of the move (its own moves by
 * the move itself, others' by the events it is shown), so others' hidden choices (the
 * cards under a declaration, a vote before the votes are out) lead to one child and the
 * searcher never decides on what it could not see.
 */
export interface SearchNode<M> {
  readonly seat: Seat;
  /** Iterations through this node. */
  visits: number;
  readonly edges: Map<string, SearchEdge<M>>;
  readonly children: Map<string, SearchNode<M>>;
}

/** A move the search weighs, with its JSON: its key among a node's edges. */
export interface Candidate<M> {
  readonly key: string;
  readonly move: M;
}

export interface SearchEdge<M> {
  readonly move: M;
  /** The move's JSON, its key among the node's edges. */
  readonly key: string;
  /** Iterations that chose this move. */
  visits: number;
  /** Iterations in which the move was there to choose (determinizations differ in what is legal). */
  available: number;
  /** Sum of the mover's rewards over its visits. */
  total: number;
}

export function newNode<M>(seat: Seat): SearchNode<M> {
  return { seat, visits: 0, edges: new Map(), children: new Map() };
}

/** Exploration weight of UCB1 with rewards in [0, 1]. */
export const EXPLORATION = 0.7;

/** UCB1 of an edge tried `visits` times out of the `available` it could have been. */
export function ucb(total: number, visits: number, available: number): number {
  return total / visits + EXPLORATION * Math.sqrt((available < LOGS.length ? LOGS[available] : Math.log(available)) / visits);
}

/** `Math.log` of the small counts, looked up: the same numbers, for a step of the search that takes a few each. */
const LOGS = Float64Array.from({ length: 4096 }, (_, n) => Math.log(n));

/**
 * How many of a node's candidates (best first) it weighs after `visits` iterations:
 * progressive widening, so that a short search spends its few iterations on the moves the
 * game's own policy likes instead of trying each of thirty once.
 */
export function widened(visits: number, candidates: number): number {
  return Math.min(candidates, 1 + Math.floor(Math.sqrt(visits)));
}

/** The node's edge for a candidate, made on first sight. */
export function edgeOf<M>(node: SearchNode<M>, { key, move }: Candidate<M>): SearchEdge<M> {
  let edge = node.edges.get(key);
  if (!edge) {
    edge = { move, key, visits: 0, available: 0, total: 0 };
    node.edges.set(key, edge);
  }
  return edge;
}

/** The node's edges for these candidates, in their order. */
export function edgesFor<M>(node: SearchNode<M>, candidates: readonly Candidate<M>[]): SearchEdge<M>[] {
  return candidates.map((candidate) => edgeOf(node, candidate));
}

/**
 * Picks among the moves available in this determinization (the widened first few): an
 * untried one first, in the order given, else the best by UCB1 counted over availability
 * (ISMCTS's subset-armed bandit). Marks them available.
 */
export function select<M>(node: SearchNode<M>, edges: readonly SearchEdge<M>[]): SearchEdge<M> {
  const weighed = widened(node.visits, edges.length);
  let untried: SearchEdge<M> | null = null;
  let best: SearchEdge<M> | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < weighed; i++) {
    const edge = edges[i];
    edge.available++;
    if (edge.visits === 0) {
      untried ??= edge;
      continue;
    }
    const score = ucb(edge.total, edge.visits, edge.available);
    if (score > bestScore) {
      bestScore = score;
      best = edge;
    }
  }
  return (untried ?? best) as SearchEdge<M>;
}

/** The move to play: the most visited (the usual robust choice), ties to the better mean. */
export function mostVisited<M>(node: SearchNode<M>): SearchEdge<M> | null {
  let best: SearchEdge<M> | null = null;
  for (const edge of node.edges.values()) {
    if (
      !best ||
      edge.visits > best.visits ||
      (edge.visits === best.visits && edge.visits > 0 && edge.total / edge.visits > best.total / best.visits)
    ) {
      best = edge;
    }
  }
  return best;
}
