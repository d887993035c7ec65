/**
 * Recolours a cube net in place. The net itself is drawn once, at build time,
 * by CubeNet.astro from net-layout.ts; every widget that shows a cube adopts
 * that markup with `hydrateNet`. No solver, no state.
 *
 * Colours are CSS: each sticker carries `data-color="R"` and net.css maps it
 * to var(--sticker-R), so themes, print and the palette stay in one place.
 */
import { describeNet } from './net-layout.ts';
import { pageMessages } from '../../i18n/page-language.ts';
import type { Face } from './sticker-palette.ts';

export interface NetView {
  readonly svg: SVGSVGElement;
  /**
   * Recolours the 24 stickers (solver facelet order) and updates the
   * accessible name; `label`, when given, replaces its first words (what cube
   * this is), so the name follows what is drawn.
   */
  update(colors: readonly Face[], label?: string): void;
}

/** Wraps an existing net drawing (e.g. the build-time fallback) so it can be recoloured. */
export function hydrateNet(svg: SVGSVGElement): NetView {
  const stickers = Array.from(svg.querySelectorAll<SVGGElement>('.net-sticker'));
  stickers.sort((a, b) => Number(a.dataset.index) - Number(b.dataset.index));
  return {
    svg,
    update(colors, label) {
      if (label !== undefined) svg.dataset.label = label;
      stickers.forEach((group, i) => {
        const color = colors[i];
        if (group.dataset.color !== color) {
          group.dataset.color = color;
          group.lastElementChild!.textContent = color;
        }
      });
      const words = pageMessages();
      svg.setAttribute('aria-label', `${svg.dataset.label ?? words.kit.cube3d.cube}. ${describeNet(colors, words.cube)}`);
    },
  };
}
