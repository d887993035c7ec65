/**
 * The move explorer's markup as HTML/SVG (SafeHtml) from plain data
 * (move-effect.ts, arrows.ts), shared by the build-time fallback
 * (MoveExplorer.astro) and the live element, like the state inspector's
 * view.ts whose array tables it reuses.
 */
import { formatCount } from '../../lib/format.ts';
import { CORNER_NAMES, ORIENTATION_COUNT } from 'pocket-cube-solver/internals';
import type { CornerState } from 'pocket-cube-solver';
import type { Arrow } from './arrows.ts';
import type { ExplorerFrame } from './explorer-model.ts';
import { type MoveEffect, type TableLookup, cycleTexts } from '../../lib/move-effect.ts';
import type { Catalogue } from '../../i18n/catalogue.ts';
import { pageMessages } from '../../i18n/page-language.ts';
import { type SafeHtml, html, raw } from '../../lib/safe-html.ts';

type Words = Catalogue['explorer'];


/** Typographic prime for display: `R'` → `R′`. */
export function displayMove(name: string): string {
  return name.replace(/'/g, '′');
}

/** The arrows layer drawn over a net (same viewBox); `markerId` must be unique on the page. */
export function arrowsSvgContent(arrows: readonly Arrow[], markerId: string): SafeHtml {
  const marker = html`<defs><marker id="${markerId}" viewBox="0 0 10 10" refX="6" refY="5" markerWidth="3.6" markerHeight="3.6" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" class="mx-arrowhead"></path></marker></defs>`;
  const paths = arrows.map((a) => html`<path class="mx-arrow-halo" d="${a.d}"></path><path class="mx-arrow" d="${a.d}" marker-end="url(#${markerId})" data-from="${a.from}" data-to="${a.to}"></path>`);
  return html`${marker}${paths}`;
}


/** The summary line: "R cycles URF → … ." in the page's language. */
export function cyclesSentence(moveName: string, effect: MoveEffect, words: Words = pageMessages().explorer): string {
  return words.cycles(displayMove(moveName), cycleTexts(effect));
}

/** The moved corners: where each goes, and the twist it picks up on the way. */
export function travelTableHtml(effect: MoveEffect, before: CornerState, after: CornerState, moveName: string, words: Words = pageMessages().explorer): SafeHtml {
  const rows = effect.travels.map(({ from, to, twist }) => {
    const corner = before.perm[from];
    return html`<tr data-position="${to}"><th scope="row">${CORNER_NAMES[corner]}</th><td>${CORNER_NAMES[from]} → ${CORNER_NAMES[to]}</td><td>${before.twist[from]}</td><td>+${twist}</td><td>${after.twist[to]}</td></tr>`;
  });
  return html`<table class="mx-travels"><caption>${words.travels.caption(displayMove(moveName))}</caption><thead><tr><th scope="col">${words.travels.corner}</th><th scope="col">${words.travels.fromTo}</th><th scope="col">${words.travels.twist}</th><th scope="col">${words.travels.adds}</th><th scope="col">${words.travels.new}</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** Positions whose entry (corner or twist) differs between two states: the cells to highlight. */
export function changedPositions(before: CornerState, after: CornerState): number[] {
  return before.perm.flatMap((corner, i) => (corner !== after.perm[i] || before.twist[i] !== after.twist[i] ? [i] : []));
}

/** The two table reads, with the offsets into the flat arrays written out. */
export function lookupHtml(l: TableLookup, moveName: string, words: Words = pageMessages().explorer): SafeHtml {
  const permOffset = l.perm * l.stride + l.column;
  const orientOffset = l.orient * l.stride + l.column;
  // Trusted: the catalogue's sentence is an HTML fragment (<var>m</var>) in both languages; the move name goes in escaped, the rest are numbers.
  const column = raw(words.lookup.column(String(html`${displayMove(moveName)}`), l.column, l.stride));
  return html`${[
    html`<p class="mx-lookup-line">${column}</p>`,
    html`<p class="mx-lookup-line"><code>permMove[${formatCount(l.perm)} × ${l.stride} + ${l.column}]</code> = <code>permMove[${formatCount(permOffset)}]</code> = <strong>${formatCount(l.permAfter)}</strong></p>`,
    html`<p class="mx-lookup-line"><code>orientMove[${formatCount(l.orient)} × ${l.stride} + ${l.column}]</code> = <code>orientMove[${formatCount(orientOffset)}]</code> = <strong>${formatCount(l.orientAfter)}</strong></p>`,
    html`<p class="mx-lookup-line mx-lookup-index">${words.lookup.index} ${formatCount(l.index)} → ${formatCount(l.permAfter)} × ${ORIENTATION_COUNT} + ${formatCount(l.orientAfter)} = <strong class="mx-index-after">${formatCount(l.indexAfter)}</strong></p>`,
  ]}`;
}

/** For D, L, B: no table column; the model turns all eight corners and recolours. */
export function recolourHtml(r: { index: number; indexAfter: number }, moveName: string, words: Words = pageMessages().explorer): SafeHtml {
  const name = displayMove(moveName);
  return html`${[
    html`<p class="mx-lookup-line">${words.lookup.notColumn(name)}</p>`,
    html`<p class="mx-lookup-line">${words.lookup.recolours(name)}</p>`,
    html`<p class="mx-lookup-line mx-lookup-index">${words.lookup.index} ${formatCount(r.index)} → <strong class="mx-index-after">${formatCount(r.indexAfter)}</strong> ${words.lookup.afterRecolouring}</p>`,
  ]}`;
}

/** The lookup box's body for the last move of a frame. */
export function lastMoveLookupHtml(last: NonNullable<ExplorerFrame['last']>, words: Words = pageMessages().explorer): SafeHtml {
  return last.lookup ? lookupHtml(last.lookup, last.move.name, words) : recolourHtml(last.recolour!, last.move.name, words);
}

/** The sentence under the summary: empty for U, R, F; for D, L, B why the arrays jump. */
export function moveNote(last: ExplorerFrame['last'], words: Words = pageMessages().explorer): string {
  if (!last || last.lookup) return '';
  return words.note(displayMove(last.move.name));
}

/**
 * The travels table for the last move. U, R, F act on the recoloured arrays the
 * search uses; D, L, B are shown on the cube as held, since the recolouring
 * relabels the pieces they move.
 */
export function lastMoveTravelsHtml(frame: ExplorerFrame, words: Words = pageMessages().explorer): SafeHtml {
  const last = frame.last;
  if (!last) return html``;
  const [before, after] = last.lookup ? [frame.before, frame.after] : [frame.heldBefore, frame.heldAfter];
  return travelTableHtml(last.effect, before, after, last.move.name, words);
}
