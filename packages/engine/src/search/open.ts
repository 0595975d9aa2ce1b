import type { Seat } from '../game.ts';
import type { Rng } from '../rng.ts';
import { NONE, OpenTree } from './open-tree.ts';
import { candidateMoves, type SearchSpec } from './spec.ts';
import { actorOf, goesOn, imagine, rollout, type SearchLimits } from './steps.ts';

/**
 * The tree search over a game of perfect information (`Game.perfectInformation`): the
 * same search as `searchTree` in ismcts.ts, where with nothing hidden or left to chance
 * the view allows one state and a move from a node always leads to the same node. So the
 * state is imagined once, not every iteration; a node, once made, is known to be a
 * decision of its seat without asking the game again; and the tree (open-tree.ts) is
 * numbers that keep the states of the nodes visited most, so a descent plays few moves.
 * It builds the same tree and makes the same decisions.
 */
export function searchOpen<S, M, V>(
  spec: SearchSpec<S, M, V>,
  view: V,
  me: Seat,
  rng: Rng,
  limits: SearchLimits,
): { readonly move: M | null; readonly iterations: number; readonly tree: OpenTree<S, M> } {
  const { game } = spec;
  const start = imagine(spec, view, me, rng);
  const tree = new OpenTree<S, M>();
  const root = tree.addNode(me, start);
  const actors = game.actors(start);
  // A search asked of a finished game, or out of turn, only plays out.
  const descends = actors.length > 0 && actorOf(actors, me) === me;
  // The path down, as the nodes and the edges taken from them.
  const nodes: number[] = [];
  const edges: number[] = [];
  let iterations = 0;
  for (; goesOn(iterations, limits); iterations++) {
    nodes.length = 0;
    edges.length = 0;
    let state = start;
    for (let node = root; descends; ) {
      const seat = tree.seatOf(node);
      const wanted = tree.wants(node);
      if (wanted > 0) tree.list(node, candidateMoves(spec, state, seat, wanted), wanted > 1);
      const edge = tree.select(node);
      nodes.push(node);
      edges.push(edge);
      const child = tree.childOf(edge);
      state = (child === NONE ? null : tree.stateOf(child)) ?? game.play(state, seat, tree.moveOf(edge)).state;
      if (child === NONE) {
        // A new node, unless the game is over: then the move is played again when chosen again.
        const next = game.actors(state);
        if (next.length > 0) tree.addChild(edge, actorOf(next, me));
        break;
      }
      tree.keep(child, state);
      node = child;
    }
    tree.backUp(nodes, edges, rollout(spec, state, rng));
  }
  const best = tree.mostVisited(root);
  return { move: best === NONE ? null : tree.moveOf(best), iterations, tree };
}
