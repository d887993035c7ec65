/**
 * The IDA* explorer's parts, found once in the markup of IdaExplorer.astro
 * and handed to the element and its stage.
 */
import type { Parts } from '../shared/kit.ts';

/** Every element the explorer drives, by role. */
export function idaExplorerParts($: Parts) {
  return {
    heuristic: $.one<HTMLSelectElement>('.ie-heuristic'),
    metric: $.one<HTMLSelectElement>('.ie-metric'),
    status: $.one('.ie-status'),
    iterations: $.one('.ie-iterations'),
    wrap: $.one('.ie-canvas-wrap'),
    staticSvg: $.one<SVGSVGElement>('.ie-static'),
    canvas: $.one<HTMLCanvasElement>('.ie-canvas'),
    zoomIn: $.one<HTMLButtonElement>('.ie-zoom-in'),
    zoomOut: $.one<HTMLButtonElement>('.ie-zoom-out'),
    fit: $.one<HTMLButtonElement>('.ie-fit'),
    collapse: $.one<HTMLButtonElement>('.ie-collapse'),
    replayTo: $.one<HTMLButtonElement>('.ie-replay-to'),
    detailsTitle: $.one('.ie-details-title'),
    detailsMoves: $.one('.ie-moves'),
    detailsNumbers: $.one('.ie-details-numbers'),
    netSvg: $.one<SVGSVGElement>('.ie-net svg'),
    tree: $.one<HTMLUListElement>('.ie-tree'),
    back: $.one<HTMLButtonElement>('.ie-back'),
    play: $.one<HTMLButtonElement>('.ie-play'),
    forward: $.one<HTMLButtonElement>('.ie-forward'),
    scrubber: $.one<HTMLInputElement>('.ie-scrubber'),
    speed: $.one<HTMLSelectElement>('.ie-speed'),
    position: $.one<HTMLOutputElement>('.ie-position'),
    narration: $.one('.ie-narration'),
    copy: $.one<HTMLButtonElement>('.ie-copy'),
    copied: $.one('.ie-copied'),
    fallbackTable: $.one<HTMLTableElement>('.ie-fallback-table'),
  };
}

export type IdaExplorerParts = ReturnType<typeof idaExplorerParts>;
