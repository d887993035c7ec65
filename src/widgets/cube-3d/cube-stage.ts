/**
 * The 3-D cube as a widget part: the view (cube-3d-view.ts) in a focusable
 * frame that orbits by drag and arrow keys (orbit.ts), a "Reset view"
 * button, and the turn speed. A host widget fills `.c3d-host` in its shell
 * and calls `show` / `turn` as its playback moves; without JavaScript the
 * host's net is the picture.
 *
 * Any size: `new Cube3dStage(host, lifetime, label)` is the 2×2×2,
 * `new Cube3dStage(host, lifetime, label, THREE_LAYOUT)` the 3×3×3
 * (three-layout.ts; it then takes 54 colours and face turns only).
 */
import type { Metric } from 'pocket-cube-solver';
import type { Face } from 'pocket-cube-solver/internals';
import type { Lifetime } from '../shared/kit.ts';
import type { PlaybackSpeed } from '../../lib/reader-state.ts';
import { pageMessages } from '../../i18n/page-language.ts';
import { type CubeLayout, POCKET_LAYOUT } from './cube-layout.ts';
import { type CubeView, createCubeView } from './cube-3d-view.ts';
import { bindOrbit } from './orbit.ts';
import type { TurnMove } from './turn-geometry.ts';
import './cube-3d.css';

/** Playback speeds offered next to the player: step interval in ms (a turn takes 60% of it). */
export const SPEEDS: readonly { readonly name: PlaybackSpeed; readonly intervalMs: number }[] = [
  { name: 'slow', intervalMs: 1400 },
  { name: 'normal', intervalMs: 800 },
  { name: 'fast', intervalMs: 400 },
];

/** The pause between moves for a named speed (the reader-state key `speed`). */
export function intervalOf(speed: PlaybackSpeed): number {
  return (SPEEDS.find((s) => s.name === speed) ?? SPEEDS[1]).intervalMs;
}

/** How long a quarter turn takes at a step interval: most of the step, leaving a beat to see the result. */
export function quarterTurnMs(intervalMs: number): number {
  return Math.round(intervalMs * 0.6);
}

export class Cube3dStage<Move extends TurnMove = TurnMove> {
  readonly view: CubeView<Move>;
  readonly frame: HTMLElement;
  private readonly orbit: { reset(): void };

  /** Builds the 3-D view of `layout` (the 2×2×2 unless given) inside `host` (an empty `.c3d-host`). */
  constructor(host: HTMLElement, lifetime: Lifetime, label: string, layout: CubeLayout<Move> = POCKET_LAYOUT) {
    const doc = host.ownerDocument;
    this.view = createCubeView(doc, label, layout);
    const wrapper = doc.createElement('div');
    wrapper.className = 'c3d-view';
    this.frame = doc.createElement('div');
    this.frame.className = 'c3d-frame';
    this.frame.tabIndex = 0;
    this.frame.setAttribute('role', 'group');
    const t = pageMessages().kit.cube3d;
    this.frame.setAttribute('aria-roledescription', t.roleDescription);
    this.frame.setAttribute('aria-label', t.frameLabel);
    this.frame.append(this.view.scene);
    const tools = doc.createElement('div');
    tools.className = 'c3d-tools';
    const reset = doc.createElement('button');
    reset.type = 'button';
    reset.className = 'c3d-reset';
    reset.textContent = t.reset;
    tools.append(reset);
    wrapper.append(this.frame, tools);
    host.replaceChildren(wrapper);
    this.orbit = bindOrbit(this.frame, this.view.scene, lifetime);
    lifetime.listen(reset, 'click', () => this.orbit.reset());
    lifetime.own(() => this.view.cancel());
  }

  /** Ends a running turn at its end state. */
  cancel(): void {
    this.view.cancel();
  }

  show(colors: readonly Face[]): void {
    this.view.update(colors);
  }

  turn(move: Move, before: readonly Face[], after: readonly Face[], metric: Metric, intervalMs: number): Promise<void> {
    return this.view.turn(move, before, after, { metric, quarterMs: quarterTurnMs(intervalMs) });
  }
}
