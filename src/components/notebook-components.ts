/**
 * The components every chapter can use without importing them: passed to
 * `<Content components={…}>` by the chapter route. Widgets are imported by
 * the chapters that use them (each chapter uses a few).
 */
import Aside from './Aside.astro';
import Cite from './Cite.astro';
import Equation from './Equation.astro';
import Fact from './Fact.astro';
import Figure from './Figure.astro';
import M from './M.astro';
import References from './References.astro';
import Source from './Source.astro';
import TableScroll from './TableScroll.astro';
import Try from './Try.astro';
import Exercise from '../exercises/Exercise.astro';
import PredictionGate from '../widgets/shared/PredictionGate.astro';

export const notebookComponents = {
  Aside,
  Cite,
  Equation,
  Fact,
  Figure,
  M,
  References,
  Source,
  TableScroll,
  Try,
  Exercise,
  PredictionGate,
};
