/**
 * Chapter 6's facts entry (IDA*): the default search's numbers and the
 * heuristic lab's order and labels.
 */
import { HEURISTIC_LABELS } from 'pocket-cube-solver/internals';
import { formatCount } from '../lib/format.ts';
import { messagesFor } from '../i18n/messages.ts';
import { LAB_ORDER } from '../lib/lab-settings.ts';
import { chapterSixNumbers } from './chapter-six-numbers.build.ts';

export { formatCount, LAB_ORDER, HEURISTIC_LABELS };

export const ch6 = chapterSixNumbers();

/**
 * The Chinese edition's names for the heuristics (the prediction's options);
 * HEURISTIC_LABELS is the solver's English. The widgets' own words, from the
 * Chinese catalogue, so the prose and the lab name them alike.
 */
export const HEURISTIC_LABELS_ZH = messagesFor('zh').kit.heuristics.long;
