/**
 * Chapter 7's facts entry (complexity): the Korf–Reid–Edelkamp predictions
 * and the measurements they are checked against, with the chapter's ways of
 * writing them.
 */
import { HEURISTIC_LABELS } from 'pocket-cube-solver/internals';
import { messagesFor } from '../i18n/messages.ts';
import { formatCount, formatEstimate } from '../lib/format.ts';
import { chapterSevenFigures, depthSavedFacts } from '../lib/complexity-facts.build.ts';
import { estimateFacts } from './scramble-estimate.build.ts';

/** formatEstimate: an estimate ± its standard error, as the widget writes it. */
export { formatCount, formatEstimate };

export const f = chapterSevenFigures();
export const N = f.bruteForce;
export const { maxSaved, onePercentAtZero, branching } = depthSavedFacts();
/** The per-instance estimate: the scatter of single starts, the default scramble's deepest counted iteration, Knuth against stratified sampling at equal work. */
export const est = estimateFacts();
/** The exercise's data: E(11) and E(12) for the max heuristic in HTM (chapter 7's prediction). */
export const nextE = { d: 11, tolerance: 0.15, e11: f.predictions.htm.max.iterations[11].expected, e12: f.predictions.htm.max.iterations[12].expected };
export const round = (x: number): string => formatCount(Math.round(x));
export const twoFigures = (x: number): string => formatCount(Number(x.toPrecision(2)));
export const pct = (x: number): string => `${(100 * x).toFixed(0)} %`;
/** A z-score with its sign written out (a true minus) and two decimals. */
export const z2 = (x: number): string => (x < 0 ? '−' : '+') + Math.abs(x).toFixed(2);
/** A ratio of standard errors, to one decimal. */
export const times = (x: number): string => x.toFixed(1);

/**
 * The heuristics' names in the two tables' first column, in each edition: the
 * solver's English, and the Chinese widgets' words (chapter 6 uses the same).
 */
export { HEURISTIC_LABELS };
export const HEURISTIC_LABELS_ZH = messagesFor('zh').kit.heuristics.long;
