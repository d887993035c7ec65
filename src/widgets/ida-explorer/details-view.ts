/**
 * The details panel: the node the reader is looking at (under the pointer,
 * focused in the outline, or the replay position), its moves from the root,
 * g, h and f against the bound, its cube, and what the panel's buttons can
 * do with it.
 */
import { applyMoveNames } from 'pocket-cube-solver';
import { faceletColors } from 'pocket-cube-solver/internals';
import type { CornerState } from 'pocket-cube-solver';
import type { NetView } from '../shared/net-view.ts';
import { comparison, sequenceLabel } from './narration.ts';
import { childrenOf, movesTo, outcomeOf, type TreeModel } from '../../lib/ida-tree-model.ts';
import { pageMessages } from '../../i18n/page-language.ts';

export interface DetailsParts {
  readonly title: HTMLElement;
  readonly moves: HTMLElement;
  readonly numbers: HTMLElement;
  readonly collapse: HTMLButtonElement;
  readonly replayTo: HTMLButtonElement;
  readonly net: NetView;
}

export interface DetailsSubject {
  /** The node shown (>= 0). */
  readonly id: number;
  readonly current: number;
  readonly hovered: number;
  readonly iteration: number;
  /** Whether the node's subtree is folded on the canvas. */
  readonly collapsed: boolean;
  /** The searched cube as the reader holds it; the net shows it after the node's moves. */
  readonly held: CornerState | null;
}

export function renderDetails(parts: DetailsParts, model: TreeModel, s: DetailsSubject): void {
  const { id } = s;
  const it = model.iterations[s.iteration];
  const g = model.trace.g[id];
  const h = model.trace.h[id];
  const outcome = outcomeOf(model, id);
  const words = pageMessages().ida;
  parts.title.textContent = words.detailsTitle[id === s.current ? 'current' : s.hovered === id ? 'hovered' : 'focused'];
  parts.moves.textContent = sequenceLabel(movesTo(model, id), words);
  parts.numbers.textContent = words.numbers(g, h, comparison(g, h, it.bound, words), words.verdicts[outcome]);
  // Drawn from the held cube, not from the trace's DBL-fixed coordinates: the reader's cube after these moves.
  if (s.held) parts.net.update(faceletColors(applyMoveNames(s.held, movesTo(model, id))));
  parts.collapse.disabled = childrenOf(model, id).length === 0;
  parts.replayTo.disabled = id === s.current || id < it.start || id >= it.end;
  parts.collapse.textContent = s.collapsed ? words.expand : words.collapse;
}
