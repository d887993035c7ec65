/**
 * The few DOM builders the verdict renderers share: elements from a tag,
 * attributes and children (text is always a text node, never parsed as HTML),
 * the headline every verdict starts with, and a permutation drawn as rows.
 */
import { CORNER_NAMES } from 'pocket-cube-solver/internals';
import { formatCount } from '../../../lib/format.ts';
import type { CellPageWords } from '../../../i18n/cell-words.ts';

export type Child = Node | string | null | undefined | false;

/**
 * `<tag attrs…>children</tag>`, in the page's document.
 * @example el('p', { class: 'cc-note' }, 'Passed: ', el('code', {}, 'rank'))
 */
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Readonly<Record<string, string>> = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    node.append(typeof child === 'string' ? document.createTextNode(child) : child);
  }
  return node;
}

/**
 * A catalogue sentence whose code is marked with backticks, as pieces: the
 * code is set as <code> (and so never read as the page's language), the rest as text.
 * @example splitCode('unrank(`3`) returns') // [{ text: 'unrank(', code: false }, { text: '3', code: true }, { text: ') returns', code: false }]
 */
export function splitCode(sentence: string): { readonly text: string; readonly code: boolean }[] {
  return sentence
    .split('`')
    .map((text, i) => ({ text, code: i % 2 === 1 }))
    .filter((piece) => piece.text !== '');
}

/** `splitCode` as nodes. */
export function withCode(sentence: string): Child[] {
  return splitCode(sentence).map((piece) => (piece.code ? el('code', { translate: 'no' }, piece.text) : piece.text));
}

/**
 * A table that may be wider than a phone: it scrolls in its own box (the
 * site's scroll-x, scroll-hint.css), which keyboard users can reach and which
 * is named by the table's caption.
 */
export function scrollBox(table: HTMLTableElement): HTMLElement {
  const label = table.caption?.textContent ?? '';
  return el('div', { class: 'scroll-x', tabindex: '0', role: 'region', 'aria-label': label }, table);
}

/** A verdict's frame: `data-pass`, and its headline (Passed / Not yet) as the first line. */
export function verdictFrame(pass: boolean, words: CellPageWords, ...body: Child[]): HTMLElement {
  const t = words.cells.verdict;
  return el(
    'div',
    { class: 'cc-verdict', 'data-pass': String(pass) },
    el('p', { class: 'cc-verdict-head' }, el('strong', {}, pass ? t.pass : t.fail)),
    ...body,
  );
}

/** A number as the reader's code returned it: grouped when it is a safe integer, as JavaScript prints it otherwise (1.5, NaN, 1e+21). */
export function answerText(value: number): string {
  return Number.isSafeInteger(value) ? formatCount(value) : String(value);
}

/**
 * A permutation of the 7 moving corners drawn as two rows: the positions
 * (URF … DRB), and the corner at each, by number and name. `label` names the
 * table for a screen reader (the caption stays visible).
 */
export function permutationTable(perm: readonly number[], words: CellPageWords, caption?: string): HTMLElement {
  const t = words.cells.verdict.rank;
  const headRow = el('tr', {}, el('th', { scope: 'row' }, t.position), ...perm.map((_, i) => el('th', { scope: 'col' }, el('code', {}, CORNER_NAMES[i]))));
  const cornerRow = el(
    'tr',
    {},
    el('th', { scope: 'row' }, t.corner),
    ...perm.map((corner) => el('td', {}, el('span', { class: 'cc-perm-number' }, String(corner)), el('code', { class: 'cc-perm-name' }, CORNER_NAMES[corner] ?? '?'))),
  );
  return el(
    'table',
    { class: 'cc-perm' },
    el('caption', {}, caption ?? t.permutation(`[${perm.join(', ')}]`)),
    el('tbody', {}, headRow, cornerRow),
  );
}
