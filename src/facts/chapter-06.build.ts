/**
 * Chapter 6's facts entry (IDA*): the default search's numbers and the
 * heuristic lab's order and labels.
 */
import { HEURISTIC_LABELS } from 'pocket-cube-solver';
import { formatCount } from '../lib/format.ts';
import { LAB_ORDER } from '../widgets/heuristic-lab/lab-model.ts';
import { chapterSixNumbers } from '../widgets/ida-explorer/chapter-six-numbers.build.ts';

export { formatCount, LAB_ORDER, HEURISTIC_LABELS };

export const ch6 = chapterSixNumbers();

/**
 * The Chinese edition's names for the heuristics (the prediction's options);
 * HEURISTIC_LABELS is the solver's English. The same words as the Chinese
 * widget catalogue (src/i18n/zh/kit.ts, heuristics.long).
 */
export const HEURISTIC_LABELS_ZH: Readonly<Record<(typeof LAB_ORDER)[number], string>> = {
  none: '无（h = 0）',
  orient: '朝向 PDB',
  perm: '置换 PDB',
  max: '两个 PDB 取最大',
  exact: '精确距离表',
};
