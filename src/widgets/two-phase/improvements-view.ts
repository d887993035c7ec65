/**
 * Two parts of the two-phase widget's drawing, apart from its element: the
 * chart and table of every strictly shorter solution found so far, the
 * solution's two phases with their headings and the G1 line, and a held
 * cube's stickers in the colours the reader sees.
 */
import type { TwoPhaseImprovementMessage } from 'pocket-cube-solver/protocol';
import { type ColourScheme, type Face, type CubeFacelets, cubeFacelets, SUBGROUP_GENERATORS, subgroupsOf, viewSubgroup } from 'pocket-cube-solver/internals';
import { type CubeState } from 'pocket-cube-solver/three';
import { renderRows, formatMs, formatCount, type Parts } from '../shared/kit.ts';
import type { Catalogue } from '../../i18n/catalogue.ts';
import { renderLengthChart } from './length-time-chart.ts';

export interface ImprovementsData {
  readonly improvements: readonly TwoPhaseImprovementMessage[];
  readonly chartWidth: number;
  readonly searchedMs: number;
  readonly words: Catalogue['twoPhase']['solver'];
}

export function drawImprovementsView(tbody: HTMLTableSectionElement, chart: HTMLElement, { improvements, chartWidth, searchedMs, words: t }: ImprovementsData): void {
  renderRows(
    tbody,
    improvements.map((i) => ({
      head: String(i.length),
      cells: [String(i.phase1Length), String(i.length - i.phase1Length), t.viewShort[i.view], formatCount(i.nodes), formatMs(i.ms)],
    })),
  );
  if (chartWidth <= 0) return;
  renderLengthChart(chart, {
    width: chartWidth,
    points: improvements.map((i) => ({ ms: i.ms, length: i.length })),
    untilMs: searchedMs,
    xLabel: t.xLabel,
    yLabel: t.yLabel,
    ariaLabel: t.chartLabel(improvements.length, improvements.at(-1)?.length ?? null),
  });
}

/** The stickers of a held-frame state in the colours the reader sees (each face letter through the centres' scheme). */
export function paintedFacelets(state: CubeState, scheme: ColourScheme | null | undefined): CubeFacelets {
  const facelets = cubeFacelets(state);
  if (!scheme) return facelets;
  const recolour = (face: readonly Face[]) => face.map((f) => scheme[f]);
  return { U: recolour(facelets.U), R: recolour(facelets.R), F: recolour(facelets.F), D: recolour(facelets.D), L: recolour(facelets.L), B: recolour(facelets.B) };
}

export interface SolutionPartsData {
  readonly solution: readonly string[];
  /** The playback step: the move before it is marked as the current one. */
  readonly step: number;
  /** Where phase 1 ends in the list. */
  readonly split: number;
  readonly view: number;
  /** The cube at the step (null before there is one). */
  readonly cube: CubeState | null;
  readonly words: Catalogue['twoPhase']['solver'];
}

/** The solution's two phases as lists, their headings, who found it, and which copy of G1 the cube at the step is in. */
export function drawSolutionParts(parts: Parts, { solution, step, split, view, cube, words: t }: SolutionPartsData): void {
  const length = solution.length;
  const list = (selector: string, from: number, to: number) =>
    parts.one(selector).replaceChildren(
      ...solution.slice(from, to).map((m, k) => {
        const li = document.createElement('li');
        li.textContent = m;
        if (from + k === step - 1) li.setAttribute('aria-current', 'step');
        return li;
      }),
    );
  list('.tp-phase1', 0, split);
  list('.tp-phase2', split, length);
  const has = length > 0;
  parts.one<HTMLButtonElement>('.tp-copy-solution').disabled = !has;
  const [first, second] = t.parts(view, SUBGROUP_GENERATORS[viewSubgroup(view)], split, length - split);
  const head1 = parts.one<HTMLElement>('.tp-phase1-head');
  const head2 = parts.one<HTMLElement>('.tp-phase2-head');
  head1.hidden = head2.hidden = !has;
  head1.textContent = first;
  head2.textContent = second;
  parts.one('.tp-phase1').setAttribute('aria-label', first);
  parts.one('.tp-phase2').setAttribute('aria-label', second);
  parts.one('.tp-found').textContent = has ? t.foundBy(t.views[view]) : '';
  const g1 = parts.one('.tp-g1');
  const groups = has && cube ? subgroupsOf(cube) : [];
  // Name the solution's own copy of G1 when the cube is in it (a cube can be in more than one).
  const own = viewSubgroup(view);
  const axis = groups.includes(own) ? own : groups[0];
  g1.textContent = !has ? '' : axis ? t.inGroup(SUBGROUP_GENERATORS[axis], axis[0], axis[1]) : t.inNoGroup;
  g1.classList.toggle('is-in', axis !== undefined);
}
