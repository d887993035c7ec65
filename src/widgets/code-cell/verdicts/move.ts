/**
 * Chapter 3's verdict (MoveVerdict, solver/src/cells/move-check.ts), drawn:
 * which turn the reader's move is, the stickers that land wrong on two nets
 * side by side (the reader's turn and the real one, both from solved, the
 * wrong stickers crossed), the turn's order and the order of (X F).
 */
import type { MoveVerdict } from 'pocket-cube-solver/cells';
import type { CellPageWords } from '../../../i18n/cell-words.ts';
import { netSvg } from '../../shared/net-svg.ts';
import { el, verdictFrame } from './dom.ts';

export function renderMoveVerdict(verdict: MoveVerdict, words: CellPageWords): Node {
  const t = words.cellVerdicts.move;
  const face = verdict.face;
  const match = { clockwise: t.clockwise(face), counterclockwise: t.counterclockwise(face), half: t.half(face), identity: t.identity, none: t.none(face) }[verdict.match];
  const nets =
    verdict.wrongStickers.length === 0
      ? null
      : el(
          'div',
          { class: 'cc-finding', 'data-finding': 'wrong-stickers' },
          el('p', {}, t.wrong(verdict.wrongStickers.length)),
          el(
            'div',
            { class: 'cc-side-by-side cc-nets' },
            el('figure', {}, netSvg(verdict.yourColours, t.yourNet(face), verdict.wrongStickers, words), el('figcaption', {}, t.yourNet(face))),
            el('figure', {}, netSvg(verdict.expectedColours, t.realNet(face), verdict.wrongStickers, words), el('figcaption', {}, t.realNet(face))),
          ),
        );
  return verdictFrame(
    verdict.pass,
    words,
    el('p', { class: 'cc-finding', 'data-finding': verdict.inconsistency ? 'not-a-fixed-turn' : verdict.match }, verdict.inconsistency ? t.notFixed : match),
    verdict.twistSumOk ? null : el('p', { class: 'cc-finding', 'data-finding': 'twist-sum' }, t.twistSum),
    nets,
    el('p', { class: 'cc-measure' }, t.order(verdict.order), words.cellVerdicts.gap, t.pairOrder(verdict.pairOrder.sequence, verdict.pairOrder.yours, verdict.pairOrder.real)),
  );
}
