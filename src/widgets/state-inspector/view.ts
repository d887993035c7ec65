/**
 * The state inspector's tables, as HTML strings built from plain data
 * (encoding.ts). The same functions render the build-time fallback in
 * StateInspector.astro and the live tables in element.ts, so the page looks
 * the same before and after its script runs. Only numbers and corner names
 * go into the markup; nothing a reader typed.
 *
 * Every cell that belongs to a corner position carries data-position, which is
 * how hovering the net and focusing a column find each other.
 */
import { ORIENTATION_COUNT } from 'pocket-cube-solver';
import { formatCount } from '../../lib/format.ts';
import { cornerCell } from '../shared/corner-arrays.ts';
import type { DecodingWorkout, EncodingWorkout } from './encoding.ts';
import { cornerName } from './encoding.ts';

/** The Lehmer code of the seven moving corners, one row per position, summed into the rank. */
export function lehmerTableHtml(w: EncodingWorkout): string {
  const rows = w.lehmer
    .map((s) => {
      const later = s.smallerLater.length ? s.smallerLater.join(', ') : '—';
      return `<tr data-position="${s.position}"><th scope="row">${s.position} <span class="si-pos-name">${cornerName(s.position)}</span></th><td>${s.value}</td><td class="si-later">${later}</td><td>${s.digit}</td><td>× ${formatCount(s.weight)}</td><td>${formatCount(s.contribution)}</td></tr>`;
    })
    .join('');
  return `<table class="si-steps si-lehmer"><caption>Ranking the permutation: digit <var>d</var> counts the corner numbers to the right of <var>c</var> that are smaller than <var>c</var>; its place value is (6 − <var>i</var>)!</caption><thead><tr><th scope="col"><var>i</var></th><th scope="col"><var>c</var></th><th scope="col">Smaller, to its right</th><th scope="col"><var>d</var></th><th scope="col">(6 − <var>i</var>)!</th><th scope="col"><var>d</var> × (6 − <var>i</var>)!</th></tr></thead><tbody>${rows}</tbody><tfoot><tr><th scope="row" colspan="5">Permutation rank (the sum)</th><td class="si-total">${formatCount(w.permRank)}</td></tr></tfoot></table>`;
}

/** The six stored twists read as a base-3 number, and the seventh that follows from them. */
export function twistTableHtml(w: EncodingWorkout): string {
  const rows = w.twistDigits
    .map((d) => `<tr data-position="${d.position}"><th scope="row">${d.position} <span class="si-pos-name">${cornerName(d.position)}</span></th><td>${d.twist}</td><td>× ${formatCount(d.weight)}</td><td>${formatCount(d.contribution)}</td></tr>`)
    .join('');
  const implied = `<tr data-position="6" class="si-implied"><th scope="row">6 <span class="si-pos-name">${cornerName(6)}</span></th><td>${w.impliedTwist}</td><td colspan="2" class="si-wrap">not stored: the six above sum to ${w.storedTwistSum}, and ${w.storedTwistSum} + ${w.impliedTwist} is a multiple of 3</td></tr>`;
  return `<table class="si-steps si-twists"><caption>Indexing the twists: six base-3 digits <var>t</var>, place value 3<sup>5 − <var>i</var></sup></caption><thead><tr><th scope="col"><var>i</var></th><th scope="col"><var>t</var></th><th scope="col">3<sup>5 − <var>i</var></sup></th><th scope="col"><var>t</var> × 3<sup>5 − <var>i</var></sup></th></tr></thead><tbody>${rows}${implied}</tbody><tfoot><tr><th scope="row" colspan="3">Orientation index (the sum)</th><td class="si-total">${formatCount(w.orientIndex)}</td></tr></tfoot></table>`;
}

/** The last line: rank · 729 + orientation = index. */
export function indexLineHtml(w: EncodingWorkout): string {
  return `<p class="si-index-line">Index = <span class="si-term">${formatCount(w.permRank)}</span> × ${ORIENTATION_COUNT} + <span class="si-term">${formatCount(w.orientIndex)}</span> = <strong class="si-index">${formatCount(w.index)}</strong></p>`;
}

/** Unranking worked out: split the index, peel the factorial digits, pick corners, read the twists. */
export function decodingHtml(d: DecodingWorkout): string {
  const picks = d.steps
    .map((s) => {
      const unused = s.unused.map((c, k) => (k === s.digit ? `<mark>${c}</mark>` : String(c))).join(' ');
      return `<tr data-position="${s.position}"><th scope="row">${s.position} <span class="si-pos-name">${cornerName(s.position)}</span></th><td>${s.digit}</td><td class="si-unused">${unused}</td><td>${cornerCell(s.picked)}</td></tr>`;
    })
    .join('');
  const stored = d.twists.slice(0, -1).join(' ');
  const implied = d.twists[d.twists.length - 1];
  return [
    `<p class="si-split">${formatCount(d.index)} = <span class="si-term">${formatCount(d.permRank)}</span> × ${ORIENTATION_COUNT} + <span class="si-term">${formatCount(d.orientIndex)}</span>, so the permutation rank is ${formatCount(d.permRank)} and the orientation index ${formatCount(d.orientIndex)}.</p>`,
    `<p class="si-digits">${formatCount(d.permRank)} in the factorial number system has the digits <strong>${d.digits.join(' ')}</strong> (divide by 1, 2, 3, … 7 from the right and keep the remainders).</p>`,
    `<table class="si-steps si-picks"><caption>Unranking the permutation: digit <var>d</var> picks the <var>d</var>-th smallest unused corner (counting from 0)</caption><thead><tr><th scope="col"><var>i</var></th><th scope="col"><var>d</var></th><th scope="col">Unused corners</th><th scope="col">Picked</th></tr></thead><tbody>${picks}</tbody></table>`,
    `<p class="si-digits">${formatCount(d.orientIndex)} in base 3, six digits, gives the twists of positions 0–5: <strong>${stored}</strong>. Position 6 gets <strong>${implied}</strong>, the twist that makes the sum a multiple of 3.</p>`,
  ].join('');
}
