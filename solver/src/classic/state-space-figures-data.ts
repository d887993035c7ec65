/**
 * The committed classic state-space figures (state-space-figures.json),
 * typed. They come from full BFS runs of the classic design
 * (computeClassicStateSpaceFigures), too slow for every site build;
 * solver/test/classic/state-space-figures.slow.test.ts recomputes them.
 */
import type { ClassicStateSpaceFigures } from './state-space-figures.ts';
import figures from './state-space-figures.json' with { type: 'json' };

export const CLASSIC_STATE_SPACE_FIGURES: ClassicStateSpaceFigures = figures as ClassicStateSpaceFigures;
