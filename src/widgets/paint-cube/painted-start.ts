/**
 * A painted cube as a widget's starting cube: the glue between the scramble
 * field, the painter (paint-mode.ts) and the shared reader state, for either
 * cube (painted-cube.ts: chapter 1's 2×2×2, chapter 10's 3×3×3).
 *
 * One source of truth at a time. While a painting is the start, the scramble
 * field is replaced by a line that says so, with an explicit way back ("Back
 * to the scramble"), and the address carries `cube=` only (reader-state.ts
 * drops `scramble` beside it; `cube3` and `scramble3` for the 3×3×3). On
 * the 2×2×2, leaving paint mode with a real cube turns the painting into a
 * scramble that makes it, written into the field: the field then shows what
 * is drawn, and the painting is gone from the address. A painting no
 * scramble can make (a colour scheme that is no rotation of the standard
 * one, or a painting that is not a cube yet) stays the start, and the line
 * says why; so does every 3×3×3 painting (painted-cube.ts says why).
 */
import type { Colour, ColourScheme, Face } from 'pocket-cube-solver/internals';
import type { Lifetime, ReaderBinding } from '../shared/kit.ts';
import { invertMoves, rotationForScheme } from '../cube-3d/twizzle-link.ts';
import { PaintMode, type PaintParts } from './paint-mode.ts';
import type { MarkedProblem } from './paint-layout.ts';
import type { PaintedCube, PaintedReading } from './painted-cube.ts';
import { pageMessages } from '../../i18n/page-language.ts';

/** The parts of the host's markup this glue drives. */
export interface PaintedStartParts extends PaintParts {
  /** "Paint my cube", an aria-pressed toggle. */
  readonly toggle: HTMLButtonElement;
  /** The painter's tools (palette, fill, problems), hidden while not painting. */
  readonly tools: HTMLElement;
  /** The scramble field, hidden while a painting is the start. */
  readonly field: HTMLElement;
  /** The line shown in the field's place while a painting is the start. */
  readonly banner: HTMLElement;
  readonly bannerText: HTMLElement;
  /** "Back to the scramble". */
  readonly back: HTMLButtonElement;
}

/** What the host supplies: the colours on screen, and what to do when the start changes. */
export interface PaintedStartHost {
  /** The colours drawn now, to start painting from; null when no cube is drawn. */
  shownColours(): readonly Face[] | null;
  /** The start changed (a stroke, painting on or off, back to the scramble): redraw and solve. */
  onStartChange(): void;
  /** A painting turned into this scramble (same cube, same solution): put it in the field and solve it, keeping the playback step. Only for a cube that `becomesScramble`. */
  onScramble?(scramble: string): void;
}

/**
 * The scramble that makes a painted cube from a solved standard-scheme cube,
 * held as painted: the rotation that shows the painting's colour scheme, then
 * the solution undone. Null when no rotation shows the scheme (another colour
 * scheme: no scramble can make those colours).
 * @example equivalentScramble(scheme, ['U', "R'"]) // "x R U'" for a cube held with the scheme one x away
 */
export function equivalentScramble(scheme: ColourScheme, solution: readonly string[]): string | null {
  const rotation = rotationForScheme(scheme);
  if (rotation === null) return null;
  return [rotation, invertMoves(solution)].filter((part) => part !== '').join(' ');
}

export class PaintedStart<State, Problem extends MarkedProblem> {
  readonly painter: PaintMode<Problem>;
  private readonly cube: PaintedCube<State, Problem>;
  private readonly parts: PaintedStartParts;
  private readonly reader: ReaderBinding;
  private readonly host: PaintedStartHost;
  /** The painting as letters ('.' unpainted); '' while the scramble is the start. */
  private text = '';
  private read: PaintedReading<State, Problem> | null = null;
  /** The sticker the reader painted last in this painter (none after a fill or before any stroke). */
  private lastPainted: number | undefined;
  /** The reader finished painting a real cube: it becomes its scramble once the solver has the solution. */
  private convertWhenSolved = false;

  constructor(cube: PaintedCube<State, Problem>, parts: PaintedStartParts, lifetime: Lifetime, reader: ReaderBinding, host: PaintedStartHost) {
    this.cube = cube;
    this.parts = parts;
    this.reader = reader;
    this.host = host;
    this.painter = new PaintMode(cube.layout, parts, lifetime, (painting, painted) => {
      // One stroke paints one sticker, or a whole face (F), which names no one corner.
      if (painted && painted.length > 0) this.lastPainted = painted.length === 1 ? painted[0] : undefined;
      this.onStroke(cube.format(painting));
    });
    this.setText(reader.get(cube.keys.painting));
    lifetime.listen(parts.toggle, 'click', () => (this.painter.isActive ? this.finishPainting() : this.startPainting()));
    lifetime.listen(parts.back, 'click', () => {
      this.leave();
      this.host.onStartChange();
      parts.field.querySelector<HTMLInputElement>('input')?.focus();
    });
    this.showSource();
  }

  /** True while a painting (finished or not) is the start instead of the scramble. */
  get active(): boolean {
    return this.text !== '';
  }

  /** The painting as the solver reads it: its state and scheme, or its problems; null when nothing is painted. */
  get reading(): PaintedReading<State, Problem> | null {
    return this.read;
  }

  /** The painting as letters, as the address carries it (the 2×2×2 worker's `facelets` parameter). */
  get facelets(): string {
    return this.text;
  }

  get painting(): (Colour | null)[] {
    return this.cube.parse(this.text) ?? new Array<Colour | null>(this.cube.layout.count).fill(null);
  }

  /** The colour scheme of a painting that reads as a cube; null otherwise. */
  get scheme(): ColourScheme | null {
    return this.read?.ok ? this.read.scheme : null;
  }

  /**
   * The setup that shows this painted cube in Twizzle (the rotation for its
   * colour scheme, then its solution undone), or null when no link would be
   * honest: not a cube yet, or colours no rotation of the standard scheme
   * shows (Twizzle would draw another cube).
   */
  twizzleSetup(solution: readonly string[]): string | null {
    const scheme = this.scheme;
    const rotation = scheme ? rotationForScheme(scheme) : null;
    if (rotation === null) return null;
    return [rotation, invertMoves(solution)].join(' ').trim();
  }

  /** The colours of a state as drawn: the painted cube's own scheme, or the standard one. */
  colorsOf(state: State): Face[] {
    return this.cube.paintingOf(state, this.scheme ?? undefined);
  }

  /**
   * The host has the solution of the painted cube. If the reader has just
   * finished painting a real cube whose colours a rotation shows, it becomes
   * its scramble now (the solver is deterministic, so the scramble gets this
   * same solution back). A painting opened from a link stays as it came.
   */
  solved(solution: readonly string[]): void {
    if (!this.convertWhenSolved || this.painter.isActive) return;
    this.convertWhenSolved = false;
    this.convert(solution);
  }

  /** Ends painting as the toggle would, keeping the painting as the start (chapter 10's Solve while the reader paints). */
  finish(): void {
    if (this.painter.isActive) this.finishPainting();
  }

  /** Back to the scramble field as the start (the painting is dropped from the address). */
  leave(): void {
    this.convertWhenSolved = false;
    if (this.painter.isActive) this.setPainting(false);
    this.setText('');
    this.reader.set({ [this.cube.keys.painting]: '' });
    this.showSource();
  }

  private startPainting(): void {
    this.lastPainted = undefined;
    if (!this.active) {
      // Start from the cube on screen: the reader usually fixes a few stickers, not all 24.
      const shown = this.host.shownColours();
      this.setText(this.cube.format(shown ?? this.cube.paintingOf(this.cube.solved)));
      this.reader.set({ [this.cube.keys.painting]: this.text, step: 0 });
    }
    this.setPainting(true);
    this.painter.set(this.painting);
    this.showSource();
    this.host.onStartChange();
  }

  /** Paint mode off: a real cube becomes its scramble once solved (solved()); anything else stays the start, and the line says why. */
  private finishPainting(): void {
    this.setPainting(false);
    this.convertWhenSolved = this.cube.becomesScramble && this.read?.ok === true && rotationForScheme(this.read.scheme) !== null;
    this.showSource();
    this.host.onStartChange();
  }

  private convert(solution: readonly string[]): void {
    const scheme = this.scheme;
    const scramble = scheme ? equivalentScramble(scheme, solution) : null;
    if (scramble === null) return;
    this.setText('');
    this.reader.set({ [this.cube.keys.painting]: '', [this.cube.keys.scramble]: scramble });
    this.showSource();
    this.host.onScramble?.(scramble);
  }

  private onStroke(text: string): void {
    this.setText(text);
    this.reader.set({ [this.cube.keys.painting]: text, step: 0 });
    this.host.onStartChange();
  }

  private setText(text: string): void {
    this.text = text;
    const painting = text ? this.cube.parse(text) : null;
    this.read = painting ? this.cube.read(painting, this.lastPainted) : null;
  }

  private setPainting(on: boolean): void {
    this.parts.toggle.setAttribute('aria-pressed', String(on));
    this.parts.tools.hidden = !on;
    this.painter.setActive(on);
  }

  /** The field, or the line that stands in its place and says what the start is. */
  private showSource(): void {
    const { field, banner, bannerText } = this.parts;
    field.hidden = this.active;
    banner.hidden = !this.active;
    if (!this.active) return;
    const t = pageMessages().paint.banner;
    bannerText.textContent = this.painter.isActive
      ? t.painting
      : !this.read?.ok
        ? t.notACube
        : !this.cube.becomesScramble
          ? t.painted
          : rotationForScheme(this.read.scheme) === null
            ? t.noScramble
            : this.convertWhenSolved
              ? t.converting
              : t.fromLink;
  }
}

