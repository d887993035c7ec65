/**
 * The playground's parts, found once in the markup of Playground.astro and
 * handed to the helpers that drive them (painting, all solutions, playback).
 */
import type { Parts } from '../shared/kit.ts';

/** Every element the playground drives, by role. */
export function playgroundParts($: Parts) {
  return {
    random: $.one<HTMLButtonElement>('.pg-random'),
    radios: $.all<HTMLInputElement>('.pg-metric input[type=radio]'),
    letters: $.one<HTMLInputElement>('.pg-letters'),
    stage: $.one('.pg-stage'),
    svg: $.one<SVGSVGElement>('.pg-stage svg'),
    result: $.one('.pg-result-text'),
    moves: $.one<HTMLOListElement>('.pg-moves'),
    back: $.one<HTMLButtonElement>('.pg-back'),
    play: $.one<HTMLButtonElement>('.pg-play'),
    forward: $.one<HTMLButtonElement>('.pg-forward'),
    scrubber: $.one<HTMLInputElement>('.pg-scrubber'),
    step: $.one<HTMLOutputElement>('.pg-step'),
    printScramble: $.one('.pg-print-scramble code'),
    copy: $.one<HTMLButtonElement>('.pg-copy'),
    copySolution: $.one<HTMLButtonElement>('.pg-copy-solution'),
    copied: $.one('.pg-copied'),
    all: $.one<HTMLDetailsElement>('.pg-all'),
    allStatus: $.one('.pg-all-status'),
    allList: $.one<HTMLOListElement>('.pg-all-list'),
    host3d: $.one('.c3d-host'),
    views: $.all<HTMLInputElement>('.pg-view input[type=radio]'),
    speed: $.one<HTMLSelectElement>('.pg-speed'),
    paint: $.one<HTMLButtonElement>('.pg-paint'),
    paintTools: $.one('.pc-paint-tools'),
    paintFill: $.one<HTMLButtonElement>('.pc-fill'),
    paintSolved: $.one<HTMLButtonElement>('.pc-solved'),
    paintClear: $.one<HTMLButtonElement>('.pc-clear'),
    paintProblems: $.one('.pc-problems'),
    twizzle: $.one<HTMLAnchorElement>('.pg-twizzle'),
    field: $.one('.sf'),
    painted: $.one('.pg-painted'),
    paintedText: $.one('.pg-painted-text'),
    unpaint: $.one<HTMLButtonElement>('.pg-unpaint'),
  };
}

export type PlaygroundParts = ReturnType<typeof playgroundParts>;
