/**
 * The keyboard outline beside the canvas: the shown iteration as an ARIA
 * tree (WAI-ARIA Authoring Practices, "Tree View": one tab stop, arrows move,
 * → opens or enters, ← closes or goes to the parent, Home/End, Enter/Space
 * act). The rows come from outline-rows.ts; this makes their DOM and reads
 * their keys. Folding a row folds the same subtree on the canvas.
 */
import type { Lifetime } from '../shared/kit.ts';
import { outlineRows } from './outline-rows.ts';
import { pageMessages } from '../../i18n/page-language.ts';
import { fOf, outcomeOf, type TreeModel } from '../../lib/ida-tree-model.ts';
import { html, setHtml } from '../../lib/safe-html.ts';

export interface OutlineState {
  readonly current: number;
  /** The focused row's node, or -1 (then the current node's row takes the tab stop). */
  readonly focused: number;
  readonly opened: ReadonlySet<number>;
  readonly closed: ReadonlySet<number>;
}

/** Redraws the outline of `iteration`, keeping keyboard focus in it if it was there. */
export function renderOutline(tree: HTMLElement, model: TreeModel, iteration: number, state: OutlineState): void {
  const it = model.iterations[iteration];
  const rows = outlineRows(model, it, state.current, { opened: state.opened, closed: state.closed });
  const focusId = state.focused >= 0 && rows.some((r) => r.id === state.focused) ? state.focused : state.current;
  const hadFocus = tree.contains(tree.ownerDocument.activeElement);
  const words = pageMessages().ida;
  const items = rows.map((row) => {
    const li = tree.ownerDocument.createElement('li');
    li.setAttribute('role', 'treeitem');
    li.dataset.id = String(row.id);
    li.setAttribute('aria-level', String(row.level));
    li.setAttribute('aria-posinset', String(row.posinset));
    li.setAttribute('aria-setsize', String(row.setsize));
    if (row.childCount > 0) li.setAttribute('aria-expanded', String(row.open));
    li.setAttribute('aria-selected', String(row.id === state.current));
    li.tabIndex = row.id === focusId ? 0 : -1;
    li.style.setProperty('--level', String(row.level - 1));
    const outcome = outcomeOf(model, row.id);
    li.className = `ie-row-${outcome}${row.id === state.current ? ' ie-row-current' : ''}`;
    const move = row.level === 1 ? words.rowStart : model.moveNames[model.trace.move[row.id]];
    const g = model.trace.g[row.id];
    const h = model.trace.h[row.id];
    const word = words.rowWords[outcome];
    const marker = row.childCount === 0 ? ' ' : row.open ? '▾' : '▸';
    setHtml(li, html`<span class="ie-twisty" aria-hidden="true">${marker}</span><code>${move}</code> <span class="ie-row-f">f = ${g} + ${h} = ${fOf(model, row.id)}</span> <span class="ie-row-word">${word}</span>`);
    return li;
  });
  tree.replaceChildren(...items);
  if (hadFocus) tree.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
}

/** What the outline's keys and clicks ask of the explorer. */
export interface OutlineActions {
  /** Move keyboard focus to node `id`'s row. */
  focusRow(id: number): void;
  /** A row gained focus some other way (Tab, a click). */
  focused(id: number): void;
  open(id: number, open: boolean): void;
  /** Replay to node `id`. */
  seek(id: number): void;
  parentOf(id: number): number;
}

/** Binds the tree's keyboard, click and focus handling for the lifetime. */
export function bindOutline(tree: HTMLElement, lifetime: Lifetime, actions: OutlineActions): void {
  const rowOf = (target: EventTarget | null) => (target as Element | null)?.closest<HTMLElement>('[role=treeitem]') ?? null;
  lifetime.listen<KeyboardEvent>(tree, 'keydown', (event) => {
    const rows = Array.from(tree.querySelectorAll<HTMLElement>('[role=treeitem]'));
    const index = rows.findIndex((row) => row === tree.ownerDocument.activeElement);
    if (index < 0) return;
    const row = rows[index];
    const id = Number(row.dataset.id);
    const expanded = row.getAttribute('aria-expanded');
    const go = (i: number) => actions.focusRow(Number(rows[Math.max(0, Math.min(rows.length - 1, i))].dataset.id));
    switch (event.key) {
      case 'ArrowDown':
        go(index + 1);
        break;
      case 'ArrowUp':
        go(index - 1);
        break;
      case 'Home':
        go(0);
        break;
      case 'End':
        go(rows.length - 1);
        break;
      case 'ArrowRight':
        if (expanded === 'false') actions.open(id, true);
        else if (expanded === 'true') go(index + 1);
        break;
      case 'ArrowLeft':
        if (expanded === 'true') actions.open(id, false);
        else {
          const parent = actions.parentOf(id);
          if (parent >= 0) actions.focusRow(parent);
        }
        break;
      case 'Enter':
      case ' ':
        actions.seek(id);
        actions.focusRow(id);
        break;
      default:
        return;
    }
    event.preventDefault();
  });
  lifetime.listen(tree, 'click', (event) => {
    const row = rowOf(event.target);
    if (row) actions.focusRow(Number(row.dataset.id));
  });
  lifetime.listen(tree, 'focusin', (event) => {
    const row = rowOf(event.target);
    if (row) actions.focused(Number(row.dataset.id));
  });
}
