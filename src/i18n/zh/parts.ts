/** 中文消息目录，按区域各成一个分块：页面只取它的小部件用到的区域（src/i18n/page-language.ts）。键与英文目录（../en/parts.ts）一致，由类型检查保证。 */
import type { Messages } from '../en/index.ts';
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
