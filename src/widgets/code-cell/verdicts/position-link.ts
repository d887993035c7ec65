/**
 * A position a verdict points at, as a try link (src/lib/try-links.ts): its
 * scramble in code, its distance in words, and a link that loads it into the
 * page's widget for that chapter (the heuristic inspector, the IDA* explorer)
 * or into chapter 1's playground where the chapter has no such widget.
 */
import type { Metric } from 'pocket-cube-solver';
import type { Position } from 'pocket-cube-solver/cells';
import type { CellPageWords } from '../../../i18n/cell-words.ts';
import { chapterHref } from '../../../lib/paths.ts';
import { TRY_LINK_CLASS, installTryLinks, tryHref } from '../../../lib/try-links.ts';
import { pageLocale } from '../../../i18n/page-language.ts';
import { el } from './dom.ts';

/** Where a position is loaded: a widget on this page, or chapter 1's playground. */
export type PositionTarget = { readonly onPage: string } | { readonly playground: true };

export function positionLink(position: Position, metric: Metric, target: PositionTarget, words: CellPageWords): HTMLElement {
  const t = words.cellVerdicts;
  if (position.scramble === '') return el('span', { class: 'cc-position' }, t.solved);
  const described = el('span', { class: 'cc-position' }, t.positionAfter(position.distance), t.gap);
  if ('onPage' in target) {
    installTryLinks();
    const link = el(
      'a',
      { class: TRY_LINK_CLASS, href: tryHref(position.scramble, { target: target.onPage, metric }), 'data-scramble': position.scramble, 'data-target': target.onPage, 'data-metric': metric },
      el('code', {}, position.scramble),
      t.tryPosition,
    );
    described.append(link);
  } else {
    const href = `${chapterHref('01-the-pocket-cube', pageLocale())}${tryHref(position.scramble, { target: 'playground', metric })}`;
    described.append(el('a', { href }, el('code', {}, position.scramble), t.tryPosition));
  }
  return described;
}
