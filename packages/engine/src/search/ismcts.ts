import { canSee, type GameEvent, type Seat } from '../game.ts';
import type { Rng } from '../rng.ts';
import { defaultReward } from './rewards.ts';
import { keyedCandidates, playoutMove, type SearchSpec } from './spec.ts';
import { edgeOf, edgesFor, mostVisited, newNode, type SearchEdge, type SearchNode, select, widened } from './tree.ts';

export interface SearchLimits {
  /** Stop at this time (performance.now()). */
  readonly deadline: number;
  /** Stop after this many iterations (a fixed count makes the decision reproducible). */
  readonly iterations: number;
}

export interface SearchOutcome<M> {
  readonly move: M | null;
  readonly iterations: number;
  readonly root: SearchNode<M>;
}

/**
 * In a simultaneous decision the searcher decides last: the others' choices reach it only
 * as the events it is shown (a vote cast, not which), so neither side's choice can depend
 * on the other's.
 */
function actorOf(actors: readonly Seat[], me: Seat): Seat {
  for (const seat of actors) if (seat !== me) return seat;
  return actors[0];
}

/** What the searcher observes of a move: its own move itself, and the events it is shown. */
function observe(seat: Seat, me: Seat, moveKey: string, events: readonly GameEvent[]): string {
  let key = seat === me ? moveKey : '';
  for (const e of events) if (canSee(e, me)) key += JSON.stringify(e);
  return key;
}

/**
 * Single-observer information-set Monte Carlo tree search. Each iteration imagines a
 * full state from the view (`game.sample`), lets the seats still to act in a decision it
 * shares move first by the playout policy, then descends the tree by UCB1 over the moves
 * available in that imagined state, adds one node, plays out to the end (or the horizon)
 * and backs each seat's reward up the path, each edge counting its mover's reward.
 */
export function search<S, M, V>(spec: SearchSpec<S, M, V>, view: V, me: Seat, rng: Rng, limits: SearchLimits): SearchOutcome<M> {
  const { game } = spec;
  const open = game.perfectInformation === true;
  const root = newNode<M>(me);
  // The path down, as the nodes and the edges taken from them.
  const nodes: SearchNode<M>[] = [];
  const edges: SearchEdge<M>[] = [];
  let iterations = 0;
  while (iterations < limits.iterations && (iterations === 0 || performance.now() < limits.deadline)) {
    let state = imagine(spec, view, me, rng);
    nodes.length = 0;
    edges.length = 0;
    let node = root;
    let actors = game.actors(state);
    // Down the tree while the nodes are known, adding one.
    while (actors.length > 0) {
      const seat = actorOf(actors, me);
      if (seat !== node.seat) break;
      const limit = widened(node.visits, Number.POSITIVE_INFINITY);
      const edge = select(
        node,
        open ? listedAt(spec, node, state, seat, limit) : edgesFor(node, keyedCandidates(spec, state, seat, limit)),
      );
      const played = game.play(state, seat, edge.move);
      state = played.state;
      nodes.push(node);
      edges.push(edge);
      actors = game.actors(state);
      if (actors.length === 0) break;
      const next = actorOf(actors, me);
      if (open) {
        // With nothing hidden or left to chance, the move alone says where it leads.
        if (!edge.child) {
          edge.child = newNode(next);
          break;
        }
        node = edge.child;
        continue;
      }
      const key = `${observe(seat, me, edge.key, played.events)}>${next}`;
      const child = node.children.get(key);
      if (!child) {
        node.children.set(key, newNode(next));
        break;
      }
      node = child;
    }
    const values = rollout(spec, state, rng);
    for (let i = 0; i < nodes.length; i++) {
      nodes[i].visits++;
      edges[i].visits++;
      edges[i].total += values[nodes[i].seat];
    }
    iterations++;
  }
  const best = mostVisited(root);
  return { move: best ? best.move : null, iterations, root };
}

/**
 * A perfect-information node's edges, the first `limit` of its candidates. A node is one
 * state there, so its candidates are listed at most twice: the policy's move alone on
 * the first visit (most nodes get no other), then all of them once it widens. The lists
 * agree in their order, so the search is the same as one listing at every visit.
 */
function listedAt<S, M, V>(
  spec: SearchSpec<S, M, V>,
  node: SearchNode<M>,
  state: S,
  seat: Seat,
  limit: number,
): readonly SearchEdge<M>[] {
  let { listed } = node;
  if (!listed || (limit > listed.candidates.length && !listed.complete)) {
    const complete = limit > 1;
    listed = {
      candidates: keyedCandidates(spec, state, seat, complete ? Number.POSITIVE_INFINITY : 1),
      complete,
      edges: listed?.edges ?? [],
    };
    node.listed = listed;
  }
  const { candidates, edges } = listed;
  for (let i = edges.length; i < Math.min(limit, candidates.length); i++) edges.push(edgeOf(node, candidates[i]));
  return edges;
}

/**
 * A full state drawn from the view (the spec's sampler), with the others still to decide
 * alongside the searcher already decided by the playout policy, unseen by it.
 */
export function imagine<S, M, V>(spec: SearchSpec<S, M, V>, view: V, me: Seat, rng: Rng): S {
  const { game } = spec;
  let state = spec.sample ? spec.sample(view, me, rng) : game.sample(view, me, rng);
  for (let actors = game.actors(state); actors.length > 1 && actors.includes(me); actors = game.actors(state)) {
    const seat = actorOf(actors, me);
    if (seat === me) break;
    state = game.play(state, seat, playoutMove(spec, state, seat, rng)).state;
  }
  return state;
}

/** Plays on by the playout policy to the end or the horizon; each seat's value. */
export function rollout<S, M, V>(spec: SearchSpec<S, M, V>, start: S, rng: Rng): readonly number[] {
  const { game } = spec;
  const horizon = spec.evaluate ? (spec.horizon ?? Number.POSITIVE_INFINITY) : Number.POSITIVE_INFINITY;
  let state = start;
  for (let n = 0; ; n++) {
    const actors = game.actors(state);
    if (actors.length === 0) break;
    if (n >= horizon && spec.evaluate) return spec.evaluate(state);
    const seat = actors.length === 1 ? actors[0] : rng.pick(actors);
    state = game.play(state, seat, playoutMove(spec, state, seat, rng)).state;
  }
  const result = game.result(state);
  if (!result) throw new Error(`${game.id}: no result at the end of a playout`);
  return (spec.reward ?? defaultReward)(result);
}
