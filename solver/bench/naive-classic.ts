/**
 * The benchmark's baseline: IDA* written the way the classic Java article wrote
 * it, one object per node. Every node owns a freshly cloned pair of arrays
 * (permutation, orientation) made by applying a move to its parent's arrays;
 * the Lehmer code and the orientation index are recomputed from those arrays
 * at every node to look up the pattern databases; the depth-first search is
 * plain recursion.
 *
 * Two things are NOT copied from the article, so that only the representation
 * differs from IdaSearch (ida-star.ts):
 * - the moves are right: derived from the solver's cubie model (MOVE_STATES via
 *   moveState), not typed by hand;
 * - the heuristic (max of the two PDBs) and the move pruning (no face twice in
 *   a row in HTM; in QTM only X X) are the solver's, tried in the same move
 *   order and counted the same way. So this search expands exactly the nodes
 *   IdaSearch expands and returns the same first solution; the bench checks it.
 * The speed ratio therefore measures how the search is represented — arrays
 * and objects here; coordinates, move tables with the PDB values folded in,
 * and survivor masks that skip looking up cut-off children in IdaSearch — and
 * not a difference in the tree searched.
 */
import { type CornerState, type Metric } from 'pocket-cube-solver';
import { METRIC_MOVES, type SearchMove, moveState, patternDatabase } from 'pocket-cube-solver/internals';

export interface NaiveResult {
  /** Move indices into METRIC_MOVES[metric]. */
  readonly solution: number[];
  /** Counted like IdaResult: nodes whose children were generated, the root of each iteration included. */
  readonly expanded: number;
  /** Nodes whose h was computed, the root of each iteration included. */
  readonly generated: number;
}

const CORNERS = 8;
const MOVING_CORNERS = 7; // DBL (corner 7) never moves under U, R, F
const ORIENTED_CORNERS = 6; // the seventh twist is implied by the twist sum
const FACTORIAL = [1, 1, 2, 6, 24, 120, 720];
const FOUND = -1;

/** A turn as two plain arrays: where each position takes its corner from, and the twist it adds there. */
interface Turn {
  readonly move: SearchMove;
  readonly from: number[];
  readonly addTwist: number[];
}

/** One search node. Its arrays are its own: no node shares storage with another. */
class CubeNode {
  perm: number[];
  twist: number[];
  /** Index of the move that led here, −1 at the root. */
  lastMove: number;
  /** How many times in a row lastMove was made (the QTM rule allows X X, not X X X). */
  run: number;

  constructor(perm: number[], twist: number[], lastMove: number, run: number) {
    this.perm = perm;
    this.twist = twist;
    this.lastMove = lastMove;
    this.run = run;
  }

  /** The child after `turn`: clone the arrays, then permute and twist the clones. */
  turned(turn: Turn, moveIndex: number): CubeNode {
    const perm = this.perm.slice();
    const twist = this.twist.slice();
    for (let i = 0; i < CORNERS; i++) {
      perm[i] = this.perm[turn.from[i]];
      twist[i] = (this.twist[turn.from[i]] + turn.addTwist[i]) % 3;
    }
    return new CubeNode(perm, twist, moveIndex, moveIndex === this.lastMove ? this.run + 1 : 1);
  }

  /** The Lehmer code of corners 0..6, recomputed from the array (rank = Σ digit_i · (6−i)!). */
  permutationRank(): number {
    let rank = 0;
    for (let i = 0; i < MOVING_CORNERS; i++) {
      let smaller = 0;
      for (let j = i + 1; j < MOVING_CORNERS; j++) if (this.perm[j] < this.perm[i]) smaller++;
      rank += smaller * FACTORIAL[MOVING_CORNERS - 1 - i];
    }
    return rank;
  }

  /** The twists of corners 0..5 as a base-3 number, recomputed from the array. */
  orientationIndex(): number {
    let index = 0;
    for (let i = 0; i < ORIENTED_CORNERS; i++) index = index * 3 + this.twist[i];
    return index;
  }
}

/** The same pruning rules as move-pruning.ts, asked of the node instead of an automaton table. */
function mayFollow(node: CubeNode, turns: readonly Turn[], m: number, metric: Metric): boolean {
  if (node.lastMove < 0) return true;
  const last = turns[node.lastMove].move;
  if (last.faceIndex !== turns[m].move.faceIndex) return true;
  if (metric === 'htm') return false;
  return m === node.lastMove && turns[m].move.quarterTurns === 1 && node.run === 1;
}

interface Search {
  readonly metric: Metric;
  readonly turns: readonly Turn[];
  readonly permH: Uint8Array;
  readonly orientH: Uint8Array;
  readonly path: number[];
  expanded: number;
  generated: number;
}

function estimate(search: Search, node: CubeNode): number {
  return Math.max(search.permH[node.permutationRank()], search.orientH[node.orientationIndex()]);
}

/** Depth-first search below `node` (at depth g): FOUND, or the smallest f it cut off. */
function searchBelow(search: Search, node: CubeNode, g: number, bound: number): number {
  let nextBound = Infinity;
  for (let m = 0; m < search.turns.length; m++) {
    if (!mayFollow(node, search.turns, m, search.metric)) continue;
    const child = node.turned(search.turns[m], m);
    const h = estimate(search, child);
    search.generated++;
    const f = g + 1 + h;
    if (f > bound) {
      if (f < nextBound) nextBound = f;
      continue;
    }
    search.path.push(m);
    if (child.permutationRank() === 0 && child.orientationIndex() === 0) return FOUND;
    search.expanded++;
    const t = searchBelow(search, child, g + 1, bound);
    if (t === FOUND) return FOUND;
    if (t < nextBound) nextBound = t;
    search.path.pop();
  }
  return nextBound;
}

const turnsCache = new Map<Metric, Turn[]>();

function turnsOf(metric: Metric): Turn[] {
  let turns = turnsCache.get(metric);
  if (!turns) {
    turns = METRIC_MOVES[metric].map((move) => {
      const s = moveState(move.face, move.quarterTurns);
      return { move, from: [...s.perm], addTwist: [...s.twist] };
    });
    turnsCache.set(metric, turns);
  }
  return turns;
}

/** Solves a DBL-fixed state optimally with the object-per-node IDA*. */
export function solveNaive(state: CornerState, metric: Metric): NaiveResult {
  const search: Search = {
    metric,
    turns: turnsOf(metric),
    permH: patternDatabase('perm', metric).distance,
    orientH: patternDatabase('orient', metric).distance,
    path: [],
    expanded: 0,
    generated: 0,
  };
  const root = new CubeNode([...state.perm], [...state.twist], -1, 0);
  if (root.permutationRank() === 0 && root.orientationIndex() === 0) return { solution: [], expanded: 1, generated: 1 };
  for (let bound = estimate(search, root); ; ) {
    search.expanded++; // each iteration starts by expanding the root again
    search.generated++;
    const t = searchBelow(search, root, 0, bound);
    if (t === FOUND) return { solution: search.path, expanded: search.expanded, generated: search.generated };
    search.path.length = 0;
    bound = t;
  }
}
