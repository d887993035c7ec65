/**
 * The settings of chapter 8's "Estimate first" (src/widgets/three-solver/):
 * stratified probes per bound and the seed, shared by the widget, the
 * worker's threeEstimate job as the page calls it, and the committed figures
 * the chapter quotes (estimate-reach.ts), so the chapter's numbers are the
 * ones a reader sees on typing the same scramble. 200 probes give about 3 %
 * standard error per bound, in a second or two for a 14-move scramble.
 */
export const PAGE_ESTIMATE = { probes: 200, seed: 1 } as const;
