import type { Seat } from '../game.ts';
import type { Rng } from '../rng.ts';
import { KEEP_AFTER, OpenTree } from './open-tree.ts';
import { candidateMoves, type SearchSpec } from './spec.ts';
import { actorOf, goesOn, imagine, rollout, type SearchLimits } from './steps.ts';

const NONE = -1;

/**
 * The tree search over a game of perfect information (`Game.perfectInformation`): the
 * same search as `searchTree` in ismcts.ts, where with nothing hidden or left to chance
 * the view allows one state and a move from a node always leads to the same node. So the
 * state is imagined once, not every iteration, and the tree (open-tree.ts) is numbers
 * that keep each node's state: a descent plays only the move that adds a node. It builds
 * the same tree and makes the same decisions.
 */
export function searchOpen<S, M, V>(
  spec: SearchSpec<S, M, V>,
  view: V,
  me: Seat,
  rng: Rng,
  limits: SearchLimits,
): { readonly move: M | null; readonly iterations: number; readonly tree: OpenTree<S, M> } {
  const { game } = spec;
  const tree = new OpenTree<S, M>();
  const root = tree.addNode(me, imagine(spec, view, me, rng));
  // The path down, as the nodes and the edges taken from them.
  const nodes: number[] = [];
  const edges: number[] = [];
  let iterations = 0;
  for (; goesOn(iterations, limits); iterations++) {
    nodes.length = 0;
    edges.length = 0;
    let node = root;
    let state = tree.states[root] as S;
    let actors = game.actors(state);
    while (actors.length > 0) {
      const seat = actorOf(actors, me);
      if (seat !== tree.seat[node]) break;
      const wanted = tree.wants(node);
      if (wanted > 0) tree.list(node, candidateMoves(spec, state, seat, wanted), wanted > 1);
      const edge = tree.select(node);
      nodes.push(node);
      edges.push(edge);
      const child = tree.childOf(edge);
      const kept = child === NONE ? null : tree.states[child];
      state = kept ?? game.play(state, seat, tree.moves[edge]).state;
      actors = game.actors(state);
      if (child === NONE) {
        // The end of the game is no node: the move is played again when chosen again.
        if (actors.length > 0) tree.addChild(edge, actorOf(actors, me));
        break;
      }
      if (kept === null && tree.visits[child] >= KEEP_AFTER) tree.states[child] = state;
      node = child;
    }
    tree.backUp(nodes, edges, rollout(spec, state, rng));
  }
  const best = tree.mostVisited(root);
  return { move: best === NONE ? null : tree.moves[best], iterations, tree };
}
