/**
 * Chapter 5's toy graph for the skipping-BFS bug: six positions, edges
 * labelled by the face whose quarter turn they are. Both searches below are
 * the chapter's two BFS variants, written for a small labelled graph:
 * `bfsAll` tries every edge of every node; `bfsSkipping` (the classic rule)
 * never tries, from a node, the face of the edge that first reached it.
 */

export interface ToyEdge {
  readonly a: string;
  readonly b: string;
  readonly face: string;
}

/** S is solved. c is two turns of X from S (a half turn: no single quarter turn reaches it). */
export const TOY_NODES = ['S', 'a', 'b', 'c', 'd', 'e'] as const;
export const TOY_EDGES: readonly ToyEdge[] = [
  { a: 'S', b: 'a', face: 'X' },
  { a: 'S', b: 'b', face: 'Y' },
  { a: 'a', b: 'c', face: 'X' },
  { a: 'b', b: 'd', face: 'X' },
  { a: 'd', b: 'c', face: 'Y' },
  { a: 'c', b: 'e', face: 'X' },
];

export interface ToyBfs {
  /** Depth of each node; missing = never reached. */
  readonly depth: ReadonlyMap<string, number>;
  /** Face of the edge that first reached each node (none for S). */
  readonly via: ReadonlyMap<string, string>;
  /** Edges never tried from the node on their `from` side, in the order skipped. */
  readonly skipped: readonly { from: string; to: string; face: string }[];
  /** The expansions in order, for stepping through: what each node found and what it skipped. */
  readonly steps: readonly ToyStep[];
}

export interface ToyStep {
  readonly node: string;
  /** The face of the edge that first reached the node (none for S). */
  readonly via?: string;
  /** Nodes this expansion found, with their depth. */
  readonly found: readonly { node: string; depth: number }[];
  /** Neighbours not tried from here, with the face skipped. */
  readonly skipped: readonly { to: string; face: string }[];
}

function search(skipping: boolean): ToyBfs {
  const depth = new Map<string, number>([['S', 0]]);
  const via = new Map<string, string>();
  const skipped: { from: string; to: string; face: string }[] = [];
  const steps: ToyStep[] = [];
  const queue = ['S'];
  while (queue.length > 0) {
    const node = queue.shift()!;
    const step = { node, via: via.get(node), found: [] as { node: string; depth: number }[], skipped: [] as { to: string; face: string }[] };
    for (const edge of TOY_EDGES) {
      if (edge.a !== node && edge.b !== node) continue;
      const next = edge.a === node ? edge.b : edge.a;
      if (skipping && via.get(node) === edge.face) {
        skipped.push({ from: node, to: next, face: edge.face });
        step.skipped.push({ to: next, face: edge.face });
        continue;
      }
      if (depth.has(next)) continue;
      depth.set(next, depth.get(node)! + 1);
      via.set(next, edge.face);
      step.found.push({ node: next, depth: depth.get(next)! });
      queue.push(next);
    }
    steps.push(step);
  }
  return { depth, via, skipped, steps };
}

/** The correct BFS: every edge of every node. */
export const bfsAll = (): ToyBfs => search(false);
/** The classic rule: a node first reached by face F never tries face F. */
export const bfsSkipping = (): ToyBfs => search(true);
