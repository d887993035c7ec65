/**
 * A state as its two arrays, the corner at each position and its twist, as
 * an HTML table: the state inspector (chapter 2) and the move explorer
 * (chapter 3) both show it, before and after a move, so it lives in the kit.
 * Only numbers and corner names go into the markup; nothing a reader typed.
 * Every cell of a position carries data-position, which is how hovering the
 * net and focusing a column find each other.
 */
import { CORNER_NAMES } from 'pocket-cube-solver/internals';
import type { Catalogue } from '../../i18n/catalogue.ts';
import { pageMessages } from '../../i18n/page-language.ts';
import { type SafeHtml, html, raw } from '../../lib/safe-html.ts';

type ArraysWords = Catalogue['inspector']['arrays'];

const FIXED_POSITION = 7;

export type ArraysLayout = 'columns' | 'rows';

export interface ArraysOptions {
  /** Visible caption of the table. */
  caption: string;
  /** Columns per position (wide screens) or rows per position (phones). */
  layout?: ArraysLayout;
  /** Make the position headers focusable buttons that highlight the corner (live widgets only). */
  interactive?: boolean;
  /** Positions to mark as changed, e.g. the four a move touched. */
  changed?: readonly number[];
  /** The table's words; the page's language by default (build-time shells pass their edition's). */
  words?: ArraysWords;
}

function positionHeader(position: number, interactive: boolean, scope: 'col' | 'row', words: ArraysWords): SafeHtml {
  const label = html`${position} <span class="si-pos-name">${CORNER_NAMES[position]}</span>`;
  const inner = interactive
    ? html`<button type="button" class="si-corner" data-position="${position}" aria-label="${words.positionLabel(position, CORNER_NAMES[position])}">${label}</button>`
    : label;
  return html`<th scope="${scope}" data-position="${position}"${position === FIXED_POSITION ? html` class="si-fixed"` : ''}>${inner}</th>`;
}

/** A corner's name with its number, as the arrays and the step tables show it. */
export function cornerCell(corner: number): SafeHtml {
  return html`${CORNER_NAMES[corner]} <span class="si-num">(${corner})</span>`;
}

/**
 * The state as its two arrays: the corner at each position and its twist.
 * @example arraysTableHtml(SOLVED.perm, SOLVED.twist, { caption: 'Solved' })
 */
export function arraysTableHtml(perm: readonly number[], twist: readonly number[], options: ArraysOptions): SafeHtml {
  const { caption, layout = 'columns', interactive = false, changed = [], words = pageMessages().inspector.arrays } = options;
  const cls = (p: number) => {
    const names = [p === FIXED_POSITION ? 'si-fixed' : '', changed.includes(p) ? 'si-changed' : ''].filter(Boolean);
    return names.length ? html` class="${names.join(' ')}"` : '';
  };
  // Trusted: the catalogue's own heading, in both languages an HTML fragment with <var>i</var>.
  const positionHead = raw(words.position);
  const positions = perm.map((_, p) => p);
  if (layout === 'rows') {
    const rows = positions.map((p) => html`<tr data-position="${p}">${positionHeader(p, interactive, 'row', words)}<td data-position="${p}"${cls(p)}>${cornerCell(perm[p])}</td><td data-position="${p}"${cls(p)}>${twist[p]}</td></tr>`);
    return html`<table class="si-arrays si-arrays-rows"><caption>${caption}</caption><thead><tr><th scope="col">${positionHead}</th><th scope="col"><code>perm[i]</code></th><th scope="col"><code>twist[i]</code></th></tr></thead><tbody>${rows}</tbody></table>`;
  }
  const head = positions.map((p) => positionHeader(p, interactive, 'col', words));
  const corners = positions.map((p) => html`<td data-position="${p}"${cls(p)}>${cornerCell(perm[p])}</td>`);
  const twists = positions.map((p) => html`<td data-position="${p}"${cls(p)}>${twist[p]}</td>`);
  return html`<table class="si-arrays"><caption>${caption}</caption><thead><tr><th scope="col">${positionHead}</th>${head}</tr></thead><tbody><tr><th scope="row"><code>perm[i]</code></th>${corners}</tr><tr><th scope="row"><code>twist[i]</code></th>${twists}</tr></tbody></table>`;
}
