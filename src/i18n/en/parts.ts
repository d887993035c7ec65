/**
 * The English catalogue by area, each area a chunk of its own: a page fetches only the areas its
 * widgets name (src/i18n/page-language.ts), not the whole catalogue. The keys are the catalogue's
 * (./index.ts), which the type checks.
 */
import type { Messages } from './index.ts';
import type { Translation } from '../translation.ts';

export const parts: { readonly [Area in keyof Messages]: () => Promise<Translation<Messages[Area]>> } = {
  classic: () => import('./classic.ts').then((m) => m.classic),
  complexity: () => import('./complexity.ts').then((m) => m.complexity),
  cube: () => import('./cube.ts').then((m) => m.cube),
  exercises: () => import('./exercises.ts').then((m) => m.exercises),
  explorer: () => import('./explorer.ts').then((m) => m.explorer),
  figures: () => import('./figures.ts').then((m) => m.figures),
  histogram: () => import('./histogram.ts').then((m) => m.histogram),
  ida: () => import('./ida.ts').then((m) => m.ida),
  inspector: () => import('./inspector.ts').then((m) => m.inspector),
  kit: () => import('./kit.ts').then((m) => m.kit),
  lab: () => import('./lab.ts').then((m) => m.lab),
  notation: () => import('./notation.ts').then((m) => m.notation),
  paint: () => import('./paint.ts').then((m) => m.paint),
  pdb: () => import('./pdb.ts').then((m) => m.pdb),
  playground: () => import('./playground.ts').then((m) => m.playground),
  site: () => import('./site.ts').then((m) => m.site),
  three: () => import('./three.ts').then((m) => m.three),
  twoPhase: () => import('./two-phase.ts').then((m) => m.twoPhase),
  verification: () => import('./verification.ts').then((m) => m.verification),
};
