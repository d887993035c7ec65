/**
 * The 3×3×3 search of three-ida.ts as an IterationTree
 * (../complexity/iteration-tree.ts), for the per-instance estimators of
 * chapters 7 and 8: the same coordinates and move tables, the same pruning
 * (three-move-pruning.ts: never the same face twice in a row but QTM's X X;
 * of two opposite faces only U before D, R before L, F before B), the same h = max(corner database, edge-group
 * databases), the same cut (g + h > bound) and the same goal (h = 0, which
 * with all twelve edges covered means solved). three-ida.ts does not count
 * the root as generated, and neither does this tree.
 *
 * The tests hold countIteration on this tree to ThreeSearch's own
 * per-iteration counters in both units.
 */
import type { IterationTree } from '../complexity/iteration-tree.ts';
import { THREE_CORNER_TWISTS, cornerIndex } from './corner-coordinates.ts';
import { cornerMoveTables } from './corner-move-tables.ts';
import type { CubeState } from './cube-state.ts';
import { edgeGroupIndex } from './edge-group.ts';
import type { ThreeHeuristic } from './three-ida.ts';
import { THREE_MOVES } from './three-metric.ts';
import { mayFollow, threeMovePruning } from './three-move-pruning.ts';

/**
 * A node: corner permutation and twist, (position, orientation) per edge group, the face last turned (−1 at
 * the root; the estimators stratify by it), the last two moves (the metric's move count for none) and h.
 */
export interface ThreeNode {
  readonly cp: number;
  readonly co: number;
  /** [position₀, orientation₀, position₁, orientation₁, …], one pair per edge group. */
  readonly edges: Int32Array;
  readonly face: number;
  readonly move: number;
  readonly previousMove: number;
  readonly h: number;
}

// #region three-iteration-tree
/** The tree ThreeSearch walks from `state` with heuristic `h`, in any iteration. */
export function threeIterationTree(state: CubeState, h: ThreeHeuristic): IterationTree<ThreeNode> {
  const { permMove, orientMove } = cornerMoveTables(h.metric);
  const faces = Int8Array.from(THREE_MOVES[h.metric], (m) => m.faceIndex);
  const n = faces.length;
  const pruning = threeMovePruning(h.metric);
  const groups = h.edges;
  const hOf = (cp: number, co: number, edges: Int32Array): number => {
    let value = h.corner[cp * THREE_CORNER_TWISTS + co];
    groups.forEach((g, i) => {
      const v = g.distance[edges[2 * i] * g.tables.orientCount + edges[2 * i + 1]];
      if (v > value) value = v;
    });
    return value;
  };
  const c = cornerIndex(state.corners);
  const rootEdges = new Int32Array(2 * groups.length);
  groups.forEach((g, i) => {
    const index = edgeGroupIndex(state.edges, g.tables.pieces);
    rootEdges[2 * i] = Math.floor(index / g.tables.orientCount);
    rootEdges[2 * i + 1] = index % g.tables.orientCount;
  });
  const scratch = new Int32Array(2 * groups.length);
  const cp0 = Math.floor(c / THREE_CORNER_TWISTS);
  const co0 = c % THREE_CORNER_TWISTS;
  return {
    root: { cp: cp0, co: co0, edges: rootEdges, face: -1, move: n, previousMove: n, h: hOf(cp0, co0, rootEdges) },
    rootGenerated: 0,
    h: (node) => node.h,
    isGoal: (node) => node.h === 0,
    stratum: (node) => node.h * 7 + node.face + 1,
    expand(node, depth, bound, survivors) {
      const limit = bound - depth - 1; // a child survives when every database says h ≤ limit
      let generated = 0;
      for (let m = 0; m < n; m++) {
        if (!mayFollow(pruning, m, node.move, node.previousMove)) continue; // same face (but QTM's X X), or D-then-U order
        generated++;
        const cp = permMove[node.cp * n + m];
        const co = orientMove[node.co * n + m];
        let value = h.corner[cp * THREE_CORNER_TWISTS + co];
        if (value > limit) continue; // cut off by the corners: the edges cannot lower a maximum
        for (let i = 0; i < groups.length && value <= limit; i++) {
          const t = groups[i].tables;
          const at = node.edges[2 * i] * n + m;
          scratch[2 * i] = t.permMove[at];
          scratch[2 * i + 1] = node.edges[2 * i + 1] ^ t.orientTransform[at];
          const v = groups[i].distance[scratch[2 * i] * t.orientCount + scratch[2 * i + 1]];
          if (v > value) value = v;
        }
        if (value <= limit) survivors.push({ cp, co, edges: scratch.slice(), face: faces[m], move: m, previousMove: node.move, h: value });
      }
      return generated;
    },
  };
}
// #endregion
