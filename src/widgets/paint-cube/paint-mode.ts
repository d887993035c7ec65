/**
 * "Paint your cube": the net as an input. The reader picks a colour (the
 * palette, or a colour key) and clicks or taps stickers, or moves over the
 * net with the arrow keys and presses a colour key; "Fill face" paints the
 * focused sticker's whole face; "Start from solved" and "Clear" reset.
 *
 * One painter for both cubes: what differs between the 2×2×2 (24 stickers,
 * net-layout.ts's net) and the 3×3×3 (54, three-net-view.ts's) is a
 * PaintLayout (paint-layout.ts) handed to the constructor.
 *
 * Problems found by the solver (facelets-to-state.ts, three/three-painting.ts)
 * are listed under the net and marked in place (`.is-bad` on the stickers: a
 * dashed outline and a cross, not colour alone), as the scramble field marks
 * a bad token.
 *
 * This module only edits and draws the painting; the widget that hosts it
 * decides what a painting means (solving it, sharing it).
 */
import type { Colour } from 'pocket-cube-solver/internals';
import type { Lifetime } from '../shared/kit.ts';
import { pageMessages } from '../../i18n/page-language.ts';
import { netNeighbour } from './net-navigation.ts';
import { type MarkedProblem, type PaintLayout, POCKET_PAINT_LAYOUT, faceStickers } from './paint-layout.ts';

/** Keys that paint: the colour's initial, or its place in the palette. */
export const COLOUR_KEYS: Readonly<Record<string, Colour>> = {
  w: 'U', r: 'R', g: 'F', y: 'D', o: 'L', b: 'B',
  '1': 'U', '2': 'R', '3': 'F', '4': 'D', '5': 'L', '6': 'B',
};

export interface PaintParts {
  /**
   * The net's `<svg>`, or an element holding it. Stickers are looked up in it
   * when needed, so a host may redraw the net inside it while not painting
   * (chapter 10 replaces its net's markup at every playback step); after a
   * redraw, `setActive(true)` makes the new net the input.
   */
  readonly net: Element;
  /** Radio inputs, one per colour, value = colour letter. */
  readonly palette: HTMLInputElement[];
  readonly fill: HTMLButtonElement;
  readonly solved: HTMLButtonElement;
  readonly clear: HTMLButtonElement;
  readonly problems: HTMLElement;
}

/**
 * The parts of PaintTools.astro's markup (inside `tools`, its `.pc-paint-tools`
 * or any ancestor holding one set of tools) and the net they paint.
 * @example paintParts(this.parts.one('.pc-paint-tools'), this.parts.one('.tp-net'))
 */
export function paintParts(tools: ParentNode, net: Element): PaintParts {
  const one = <T extends Element>(selector: string): T => {
    const found = tools.querySelector<T>(selector);
    if (!found) throw new Error(`paint tools: no ${selector}`);
    return found;
  };
  return {
    net,
    palette: Array.from(tools.querySelectorAll<HTMLInputElement>('.pc-palette input')),
    fill: one<HTMLButtonElement>('.pc-fill'),
    solved: one<HTMLButtonElement>('.pc-solved'),
    clear: one<HTMLButtonElement>('.pc-clear'),
    problems: one<HTMLElement>('.pc-problems'),
  };
}

/** "Front face, top right: green" (or "not painted"), in the page's language; the 2×2×2's unless another layout is given. */
export function stickerLabel(index: number, colour: Colour | null, words = pageMessages().cube, layout: PaintLayout<never> = POCKET_PAINT_LAYOUT): string {
  return layout.stickerLabel(index, colour, words);
}

/**
 * Marks a sticker as named by a problem: the `.is-bad` outline and a cross
 * drawn over it (a shape, not only a colour). The cross goes before the
 * letter, which net-view.ts expects to be the group's last child.
 */
function markBad(group: SVGGElement, bad: boolean): void {
  group.classList.toggle('is-bad', bad);
  const old = group.querySelector('.net-bad-mark');
  if (!bad) {
    old?.remove();
    return;
  }
  if (old) return;
  const rect = group.querySelector('rect')!;
  const [x, y, w] = ['x', 'y', 'width'].map((a) => Number(rect.getAttribute(a)));
  const pad = w * 0.28;
  const ns = 'http://www.w3.org/2000/svg';
  const mark = group.ownerDocument.createElementNS(ns, 'g');
  mark.setAttribute('class', 'net-bad-mark');
  mark.setAttribute('aria-hidden', 'true');
  const d = `M${x + pad} ${y + pad}L${x + w - pad} ${y + w - pad}M${x + w - pad} ${y + pad}L${x + pad} ${y + w - pad}`;
  // A light halo under the error-coloured cross keeps it visible on a red sticker too.
  for (const part of ['net-bad-halo', 'net-bad-cross']) {
    const path = group.ownerDocument.createElementNS(ns, 'path');
    path.setAttribute('class', part);
    path.setAttribute('d', d);
    mark.append(path);
  }
  group.insertBefore(mark, group.lastElementChild);
}

/**
 * The painter over one net. `layout` says which cube (POCKET_PAINT_LAYOUT,
 * THREE_PAINT_LAYOUT); `onChange` hears every stroke (and `set(…, true)`),
 * with the whole painting: `layout.count` colours in the solver's sticker
 * order, null where nothing is painted.
 * @example
 * const painter = new PaintMode(THREE_PAINT_LAYOUT, parts, lifetime, (painting) => {
 *   const read = paintingToCube(painting);
 *   painter.showProblems(read.ok ? [] : read.problems);
 * });
 * painter.setActive(true);
 */
export class PaintMode<Problem extends MarkedProblem = MarkedProblem> {
  private readonly layout: PaintLayout<Problem>;
  private readonly parts: PaintParts;
  private painting: (Colour | null)[];
  private focusIndex = 0;
  private active = false;
  private readonly onChange: (painting: readonly (Colour | null)[], painted?: readonly number[]) => void;

  /** `onChange` hears the painting after each change, and the stickers a stroke painted (none for `set`). */
  constructor(layout: PaintLayout<Problem>, parts: PaintParts, lifetime: Lifetime, onChange: (painting: readonly (Colour | null)[], painted?: readonly number[]) => void) {
    this.layout = layout;
    this.parts = parts;
    this.onChange = onChange;
    this.painting = new Array<null>(layout.count).fill(null);
    lifetime.listen<MouseEvent>(parts.net, 'click', (event) => {
      if (!this.active) return;
      const group = (event.target as Element).closest<SVGGElement>('.net-sticker');
      if (!group) return;
      this.focusIndex = Number(group.dataset.index);
      this.paint([this.focusIndex], this.selected());
      this.focusSticker(false);
    });
    lifetime.listen<KeyboardEvent>(parts.net, 'keydown', (event) => this.key(event));
    lifetime.listen(parts.fill, 'click', () => this.paint(faceStickers(layout, this.focusIndex), this.selected()));
    lifetime.listen(parts.solved, 'click', () => this.set(layout.solved(this.painting), true));
    lifetime.listen(parts.clear, 'click', () => this.set(layout.cleared(this.painting), true));
  }

  get isActive(): boolean {
    return this.active;
  }

  /** The painting now: `layout.count` colours, null where nothing is painted. */
  get current(): readonly (Colour | null)[] {
    return this.painting;
  }

  /** The net's svg now (the host may have redrawn it). */
  private get svg(): SVGSVGElement {
    const net = this.parts.net;
    return net.localName === 'svg' ? (net as SVGSVGElement) : net.querySelector('svg')!;
  }

  /** The net's sticker groups, in sticker order. */
  private get stickers(): SVGGElement[] {
    return Array.from(this.svg.querySelectorAll<SVGGElement>('.net-sticker')).sort((a, b) => Number(a.dataset.index) - Number(b.dataset.index));
  }

  /** Turns the net into an input (stickers focusable, one tab stop) or back into a picture. */
  setActive(active: boolean): void {
    this.active = active;
    const svg = this.svg;
    svg.classList.toggle('is-painting', active);
    if (active) {
      svg.setAttribute('role', 'group');
      svg.setAttribute('aria-label', pageMessages().paint.netLabel);
    } else {
      svg.setAttribute('role', 'img');
      this.showProblems([]);
    }
    this.stickers.forEach((group, i) => {
      if (active) {
        group.setAttribute('role', 'button');
        group.setAttribute('tabindex', i === this.focusIndex ? '0' : '-1');
      } else {
        group.removeAttribute('role');
        group.removeAttribute('tabindex');
        group.removeAttribute('aria-label');
      }
    });
    if (active) this.draw();
  }

  /** Replaces the painting (and tells the host when `notify`). */
  set(painting: readonly (Colour | null)[], notify = false): void {
    if (painting.length !== this.layout.count) throw new Error(`this painter paints ${this.layout.count} stickers, got ${painting.length}`);
    this.painting = [...painting];
    if (this.active) this.draw();
    if (notify) this.onChange(this.painting);
  }

  /** Lists the problems under the net and marks their stickers. */
  showProblems(problems: readonly Problem[]): void {
    const bad = new Set(problems.flatMap((p) => p.stickers));
    this.stickers.forEach((group, i) => markBad(group, bad.has(i)));
    const list = this.parts.problems;
    const words = pageMessages().cube;
    list.replaceChildren(
      ...problems.map((p) => {
        const item = list.ownerDocument.createElement('li');
        item.textContent = this.layout.problemText(p, words);
        item.dataset.kind = p.kind;
        return item;
      }),
    );
  }

  private selected(): Colour {
    return (this.parts.palette.find((r) => r.checked)?.value as Colour | undefined) ?? 'U';
  }

  private paint(indices: readonly number[], colour: Colour): void {
    if (!this.active) return;
    for (const i of indices) this.painting[i] = colour;
    this.draw();
    this.onChange(this.painting, indices);
  }

  private draw(): void {
    const words = pageMessages().cube;
    this.stickers.forEach((group, i) => {
      const colour = this.painting[i];
      group.dataset.color = colour ?? 'none';
      group.lastElementChild!.textContent = colour ?? '';
      group.setAttribute('aria-label', this.layout.stickerLabel(i, colour, words));
    });
  }

  private focusSticker(move = true): void {
    const stickers = this.stickers;
    stickers.forEach((group, i) => group.setAttribute('tabindex', i === this.focusIndex ? '0' : '-1'));
    if (move) stickers[this.focusIndex].focus();
  }

  private key(event: KeyboardEvent): void {
    if (!this.active || event.altKey || event.ctrlKey || event.metaKey) return;
    const group = (event.target as Element).closest?.<SVGGElement>('.net-sticker');
    if (!group) return;
    this.focusIndex = Number(group.dataset.index); // the sticker with focus, however it got it
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    const next = netNeighbour(this.focusIndex, key, this.layout.geometry);
    let handled = true;
    if (next !== null) {
      this.focusIndex = next;
      this.focusSticker();
    } else if (COLOUR_KEYS[key]) {
      const colour = COLOUR_KEYS[key];
      for (const radio of this.parts.palette) radio.checked = radio.value === colour;
      this.paint([this.focusIndex], colour);
    } else if (key === 'Enter' || key === ' ') {
      this.paint([this.focusIndex], this.selected());
    } else if (key === 'f') {
      this.paint(faceStickers(this.layout, this.focusIndex), this.selected());
    } else handled = false;
    if (handled) {
      event.preventDefault();
      event.stopPropagation();
    }
  }
}
