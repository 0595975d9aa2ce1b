import { canSee, type GameEvent, type Seat } from '../game.ts';
import type { Rng } from '../rng.ts';
import { searchOpen } from './open.ts';
import { keyedCandidates, type SearchSpec } from './spec.ts';
import { actorOf, goesOn, imagine, rollout, type SearchLimits } from './steps.ts';
import { edgesFor, mostVisited, newNode, type SearchEdge, type SearchNode, select, widened } from './tree.ts';

export interface SearchOutcome<M> {
  readonly move: M | null;
  readonly iterations: number;
}

/**
 * The search for a decision: over a game of perfect information the tree of numbers
 * (open.ts), over any other the tree of what the searcher observes (`searchTree`).
 */
export function search<S, M, V>(spec: SearchSpec<S, M, V>, view: V, me: Seat, rng: Rng, limits: SearchLimits): SearchOutcome<M> {
  const { move, iterations } =
    spec.game.perfectInformation === true ? searchOpen(spec, view, me, rng, limits) : searchTree(spec, view, me, rng, limits);
  return { move, iterations };
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
export function searchTree<S, M, V>(
  spec: SearchSpec<S, M, V>,
  view: V,
  me: Seat,
  rng: Rng,
  limits: SearchLimits,
): SearchOutcome<M> & { readonly root: SearchNode<M> } {
  const { game } = spec;
  const root = newNode<M>(me);
  // The path down, as the nodes and the edges taken from them.
  const nodes: SearchNode<M>[] = [];
  const edges: SearchEdge<M>[] = [];
  let iterations = 0;
  for (; goesOn(iterations, limits); iterations++) {
    let state = imagine(spec, view, me, rng);
    nodes.length = 0;
    edges.length = 0;
    let node = root;
    let actors = game.actors(state);
    // Down the tree while the nodes are known, adding one.
    while (actors.length > 0) {
      const seat = actorOf(actors, me);
      if (seat !== node.seat) break;
      const edge = select(
        node,
        edgesFor(node, keyedCandidates(spec, state, seat, widened(node.visits, Number.POSITIVE_INFINITY))),
      );
      const played = game.play(state, seat, edge.move);
      state = played.state;
      nodes.push(node);
      edges.push(edge);
      actors = game.actors(state);
      if (actors.length === 0) break;
      const key = `${observe(seat, me, edge.key, played.events)}>${actorOf(actors, me)}`;
      const child = node.children.get(key);
      if (!child) {
        node.children.set(key, newNode(actorOf(actors, me)));
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
  }
  const best = mostVisited(root);
  return { move: best ? best.move : null, iterations, root };
}
