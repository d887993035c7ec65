/**
 * The state inspector's tables, as HTML (SafeHtml) built from plain data
 * (encoding.ts). The same functions render the build-time fallback in
 * StateInspector.astro and the live tables in element.ts, so the page looks
 * the same before and after its script runs. Only numbers and corner names
 * go into the markup; nothing a reader typed.
 *
 * Every cell that belongs to a corner position carries data-position, which is
 * how hovering the net and focusing a column find each other.
 */
import { ORIENTATION_COUNT } from 'pocket-cube-solver/internals';
import { formatCount } from '../../lib/format.ts';
import { cornerCell } from '../shared/corner-arrays.ts';
import type { DecodingWorkout, EncodingWorkout } from './encoding.ts';
import { cornerName } from './encoding.ts';
import type { Catalogue } from '../../i18n/catalogue.ts';
import { pageMessages } from '../../i18n/page-language.ts';
import { type SafeHtml, html, raw } from '../../lib/safe-html.ts';

type Words = Catalogue['inspector'];

// Trusted, where raw() wraps a catalogue entry below: the inspector's captions and
// sentences are HTML fragments (<var>, <sup>, <strong>) the project writes in both
// languages (i18n/en/inspector.ts), and what goes into them here is numbers.

/** The Lehmer code of the seven moving corners, one row per position, summed into the rank. */
export function lehmerTableHtml(w: EncodingWorkout, words: Words = pageMessages().inspector): SafeHtml {
  const rows = w.lehmer.map((s) => {
    const later = s.smallerLater.length ? s.smallerLater.join(', ') : '—';
    return html`<tr data-position="${s.position}"><th scope="row">${s.position} <span class="si-pos-name">${cornerName(s.position)}</span></th><td>${s.value}</td><td class="si-later">${later}</td><td>${s.digit}</td><td>× ${formatCount(s.weight)}</td><td>${formatCount(s.contribution)}</td></tr>`;
  });
  return html`<table class="si-steps si-lehmer"><caption>${raw(words.lehmer.caption)}</caption><thead><tr><th scope="col"><var>i</var></th><th scope="col"><var>c</var></th><th scope="col">${words.lehmer.smallerLater}</th><th scope="col"><var>d</var></th><th scope="col">(6 − <var>i</var>)!</th><th scope="col"><var>d</var> × (6 − <var>i</var>)!</th></tr></thead><tbody>${rows}</tbody><tfoot><tr><th scope="row" colspan="5">${words.lehmer.total}</th><td class="si-total">${formatCount(w.permRank)}</td></tr></tfoot></table>`;
}

/** The six stored twists read as a base-3 number, and the seventh that follows from them. */
export function twistTableHtml(w: EncodingWorkout, words: Words = pageMessages().inspector): SafeHtml {
  const rows = w.twistDigits.map((d) => html`<tr data-position="${d.position}"><th scope="row">${d.position} <span class="si-pos-name">${cornerName(d.position)}</span></th><td>${d.twist}</td><td>× ${formatCount(d.weight)}</td><td>${formatCount(d.contribution)}</td></tr>`);
  const implied = html`<tr data-position="6" class="si-implied"><th scope="row">6 <span class="si-pos-name">${cornerName(6)}</span></th><td>${w.impliedTwist}</td><td colspan="2" class="si-wrap">${words.twists.implied(w.storedTwistSum, w.impliedTwist)}</td></tr>`;
  return html`<table class="si-steps si-twists"><caption>${raw(words.twists.caption)}</caption><thead><tr><th scope="col"><var>i</var></th><th scope="col"><var>t</var></th><th scope="col">3<sup>5 − <var>i</var></sup></th><th scope="col"><var>t</var> × 3<sup>5 − <var>i</var></sup></th></tr></thead><tbody>${rows}${implied}</tbody><tfoot><tr><th scope="row" colspan="3">${words.twists.total}</th><td class="si-total">${formatCount(w.orientIndex)}</td></tr></tfoot></table>`;
}

/** The last line: rank · 729 + orientation = index. */
export function indexLineHtml(w: EncodingWorkout, words: Words = pageMessages().inspector): SafeHtml {
  return html`<p class="si-index-line">${words.indexLine} = <span class="si-term">${formatCount(w.permRank)}</span> × ${ORIENTATION_COUNT} + <span class="si-term">${formatCount(w.orientIndex)}</span> = <strong class="si-index">${formatCount(w.index)}</strong></p>`;
}

/** Unranking worked out: split the index, peel the factorial digits, pick corners, read the twists. */
export function decodingHtml(d: DecodingWorkout, words: Words = pageMessages().inspector): SafeHtml {
  const picks = d.steps.map((s) => {
    const unused = s.unused.map((c, k) => html`${k > 0 ? ' ' : ''}${k === s.digit ? html`<mark>${c}</mark>` : c}`);
    return html`<tr data-position="${s.position}"><th scope="row">${s.position} <span class="si-pos-name">${cornerName(s.position)}</span></th><td>${s.digit}</td><td class="si-unused">${unused}</td><td>${cornerCell(s.picked)}</td></tr>`;
  });
  const stored = d.twists.slice(0, -1).join(' ');
  const implied = d.twists[d.twists.length - 1];
  const term = (value: string) => String(html`<span class="si-term">${value}</span>`);
  return html`${[
    html`<p class="si-split">${raw(words.decode.split(formatCount(d.index), formatCount(d.permRank), formatCount(d.orientIndex), term, ORIENTATION_COUNT))}</p>`,
    html`<p class="si-digits">${raw(words.decode.digits(formatCount(d.permRank), d.digits.join(' ')))}</p>`,
    html`<table class="si-steps si-picks"><caption>${raw(words.decode.picksCaption)}</caption><thead><tr><th scope="col"><var>i</var></th><th scope="col"><var>d</var></th><th scope="col">${words.decode.unused}</th><th scope="col">${words.decode.picked}</th></tr></thead><tbody>${picks}</tbody></table>`,
    html`<p class="si-digits">${raw(words.decode.twists(formatCount(d.orientIndex), stored, implied))}</p>`,
  ]}`;
}
