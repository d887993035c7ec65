/**
 * "Paint your cube": the net as an input. The reader picks a colour (the
 * palette, or a colour key) and clicks or taps stickers, or moves over the
 * net with the arrow keys and presses a colour key; "Fill face" paints the
 * focused sticker's whole face; "Start from solved" and "Clear" reset.
 *
 * Problems found by the solver's facelets-to-state.ts are listed under the
 * net and marked in place (`.is-bad` on the stickers: a dashed outline and a
 * cross, not colour alone), as the scramble field marks a bad token.
 *
 * This module only edits and draws the painting; the widget that hosts it
 * decides what a painting means (solving it, sharing it).
 */
import type { Colour, Painting, PaintingProblem } from 'pocket-cube-solver';
import { FACE_ORDER } from '../shared/sticker-palette.ts';
import { pageMessages } from '../shared/page-language.ts';
import type { Lifetime } from '../shared/lifetime.ts';
import { netNeighbour } from './net-navigation.ts';

/** Keys that paint: the colour's initial, or its place in the palette. */
export const COLOUR_KEYS: Readonly<Record<string, Colour>> = {
  w: 'U', r: 'R', g: 'F', y: 'D', o: 'L', b: 'B',
  '1': 'U', '2': 'R', '3': 'F', '4': 'D', '5': 'L', '6': 'B',
};

export interface PaintParts {
  readonly svg: SVGSVGElement;
  /** Radio inputs, one per colour, value = colour letter. */
  readonly palette: HTMLInputElement[];
  readonly fill: HTMLButtonElement;
  readonly solved: HTMLButtonElement;
  readonly clear: HTMLButtonElement;
  readonly problems: HTMLElement;
}

/** "Front face, top right: green" (or "not painted"), in the page's language. */
export function stickerLabel(index: number, colour: Colour | null, words = pageMessages().cube): string {
  const face = FACE_ORDER[Math.floor(index / 4)];
  const cell = index % 4;
  return words.sticker(words.faces[face], (cell >> 1) as 0 | 1, (cell & 1) as 0 | 1, colour ? words.colours[colour] : null);
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

export class PaintMode {
  private readonly parts: PaintParts;
  private readonly stickers: SVGGElement[];
  private painting: (Colour | null)[] = new Array(24).fill(null);
  private focusIndex = 0;
  private active = false;
  private readonly onChange: (painting: Painting) => void;

  constructor(parts: PaintParts, lifetime: Lifetime, onChange: (painting: Painting) => void) {
    this.parts = parts;
    this.onChange = onChange;
    this.stickers = Array.from(parts.svg.querySelectorAll<SVGGElement>('.net-sticker')).sort(
      (a, b) => Number(a.dataset.index) - Number(b.dataset.index),
    );
    lifetime.listen<MouseEvent>(parts.svg, 'click', (event) => {
      if (!this.active) return;
      const group = (event.target as Element).closest<SVGGElement>('.net-sticker');
      if (!group) return;
      this.focusIndex = Number(group.dataset.index);
      this.paint([this.focusIndex], this.selected());
      this.focusSticker(false);
    });
    lifetime.listen<KeyboardEvent>(parts.svg, 'keydown', (event) => this.key(event));
    lifetime.listen(parts.fill, 'click', () => this.paint(this.faceOf(this.focusIndex), this.selected()));
    lifetime.listen(parts.solved, 'click', () => this.set(FACE_ORDER.flatMap((f) => [f, f, f, f]), true));
    lifetime.listen(parts.clear, 'click', () => this.set(new Array(24).fill(null), true));
  }

  get isActive(): boolean {
    return this.active;
  }

  get current(): Painting {
    return this.painting;
  }

  /** Turns the net into an input (stickers focusable, one tab stop) or back into a picture. */
  setActive(active: boolean): void {
    this.active = active;
    this.parts.svg.classList.toggle('is-painting', active);
    if (active) {
      this.parts.svg.setAttribute('role', 'group');
      this.parts.svg.setAttribute('aria-label', pageMessages().paint.netLabel);
    } else {
      this.parts.svg.setAttribute('role', 'img');
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
  set(painting: Painting, notify = false): void {
    this.painting = [...painting];
    if (this.active) this.draw();
    if (notify) this.onChange(this.painting);
  }

  /** Lists the problems under the net and marks their stickers. */
  showProblems(problems: readonly PaintingProblem[]): void {
    const bad = new Set(problems.flatMap((p) => p.stickers));
    this.stickers.forEach((group, i) => markBad(group, bad.has(i)));
    const list = this.parts.problems;
    const words = pageMessages().cube;
    list.replaceChildren(
      ...problems.map((p) => {
        const item = list.ownerDocument.createElement('li');
        item.textContent = words.paintingProblem(p);
        item.dataset.kind = p.kind;
        return item;
      }),
    );
  }

  private selected(): Colour {
    return (this.parts.palette.find((r) => r.checked)?.value as Colour | undefined) ?? 'U';
  }

  private faceOf(index: number): number[] {
    const first = index - (index % 4);
    return [first, first + 1, first + 2, first + 3];
  }

  private paint(indices: readonly number[], colour: Colour): void {
    if (!this.active) return;
    for (const i of indices) this.painting[i] = colour;
    this.draw();
    this.onChange(this.painting);
  }

  private draw(): void {
    this.stickers.forEach((group, i) => {
      const colour = this.painting[i];
      group.dataset.color = colour ?? 'none';
      group.lastElementChild!.textContent = colour ?? '';
      group.setAttribute('aria-label', stickerLabel(i, colour));
    });
  }

  private focusSticker(move = true): void {
    this.stickers.forEach((group, i) => group.setAttribute('tabindex', i === this.focusIndex ? '0' : '-1'));
    if (move) this.stickers[this.focusIndex].focus();
  }

  private key(event: KeyboardEvent): void {
    if (!this.active || event.altKey || event.ctrlKey || event.metaKey) return;
    const group = (event.target as Element).closest?.('.net-sticker');
    if (!group) return;
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    const next = netNeighbour(this.focusIndex, key);
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
      this.paint(this.faceOf(this.focusIndex), this.selected());
    } else handled = false;
    if (handled) {
      event.preventDefault();
      event.stopPropagation();
    }
  }
}
