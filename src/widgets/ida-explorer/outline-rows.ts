/**
 * The rows of the keyboard tree (role="tree"): the replayed part of one
 * iteration, in depth-first order, showing the children of open nodes only.
 * A node is open when the reader opened it, or when it lies on the path to the
 * replay's current node and the reader has not closed it — so the outline
 * follows the search without ever listing thousands of rows.
 */
import { childrenOf, type IterationRange, type TreeModel } from '../../lib/ida-tree-model.ts';

export interface OutlineRow {
  readonly id: number;
  /** 1 for the root, as aria-level counts. */
  readonly level: number;
  /** 1-based position among its replayed siblings, and their number. */
  readonly posinset: number;
  readonly setsize: number;
  /** Replayed children it has (0: a leaf so far). */
  readonly childCount: number;
  readonly open: boolean;
}

export interface Openness {
  readonly opened: ReadonlySet<number>;
  readonly closed: ReadonlySet<number>;
}

/** Ids on the path from the iteration root to `id`. */
function ancestorsOf(model: TreeModel, id: number): Set<number> {
  const path = new Set<number>();
  for (let v = id; v >= 0; v = model.trace.parent[v]) path.add(v);
  return path;
}

export function isOpen(id: number, onPath: ReadonlySet<number>, openness: Openness): boolean {
  if (openness.closed.has(id)) return false;
  return openness.opened.has(id) || onPath.has(id);
}

/** The visible rows for the replay standing at node `current` (explicit stack, preorder). */
export function outlineRows(model: TreeModel, it: IterationRange, current: number, openness: Openness): OutlineRow[] {
  const onPath = ancestorsOf(model, current);
  const rows: OutlineRow[] = [];
  const replayed = (ids: number[]) => ids.filter((c) => c <= current);
  const rootKids = replayed(childrenOf(model, it.start));
  const stack: { id: number; level: number; posinset: number; setsize: number }[] = [{ id: it.start, level: 1, posinset: 1, setsize: 1 }];
  while (stack.length > 0) {
    const { id, level, posinset, setsize } = stack.pop()!;
    const kids = id === it.start ? rootKids : replayed(childrenOf(model, id));
    const open = kids.length > 0 && isOpen(id, onPath, openness);
    rows.push({ id, level, posinset, setsize, childCount: kids.length, open });
    if (open) for (let k = kids.length - 1; k >= 0; k--) stack.push({ id: kids[k], level: level + 1, posinset: k + 1, setsize: kids.length });
  }
  return rows;
}
