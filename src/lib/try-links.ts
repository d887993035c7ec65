/**
 * Links that load a scramble into the page's widgets: `<Try alg="…">` in the
 * prose, and the positions a code cell's verdict points at. Each is a real
 * link (`?scramble=…&step=0#target`, so it works without JavaScript by
 * reloading the page with that state); with JavaScript, one document-wide
 * listener sets the reader state in place instead and scrolls to the target,
 * and every widget that shows the scramble follows.
 */
import type { Metric } from 'pocket-cube-solver';
import { MOMENT_EVENT } from './moment-event.ts';
import { getReaderState } from './reader-state.ts';

export const TRY_LINK_CLASS = 'try-scramble';

export interface TryTarget {
  /** Id of the widget to scroll to. */
  readonly target: string;
  /** For a position that belongs to one metric (the page's otherwise). */
  readonly metric?: Metric;
  /** For the IDA* explorer: open at this iteration (1-based, as shown), at its root. */
  readonly iteration?: number;
}

/** The link's address: `?scramble=R+U&step=0#playground`. */
export function tryHref(scramble: string, { target, metric, iteration }: TryTarget): string {
  const params: Record<string, string> = { scramble, step: '0' };
  if (metric !== undefined) params.metric = metric;
  if (iteration !== undefined) Object.assign(params, { iteration: String(iteration), node: '0' });
  return `?${new URLSearchParams(params).toString()}#${target}`;
}

let installed = false;

/** Handles clicks on every try link of the page, now and later (once per page). */
export function installTryLinks(): void {
  if (installed) return;
  installed = true;
  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>(`a.${TRY_LINK_CLASS}`);
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    const state = getReaderState();
    const metric = link.dataset.metric === 'htm' || link.dataset.metric === 'qtm' ? link.dataset.metric : state.get('metric');
    // In place, no reload: the scramble first, then the moment (if any), so the search it starts opens there.
    state.set({ scramble: link.dataset.scramble ?? '', metric, step: 0 });
    const widget = document.getElementById(link.dataset.target ?? '');
    if (link.dataset.iteration) {
      widget?.dispatchEvent(new CustomEvent(MOMENT_EVENT, { detail: { iteration: Number(link.dataset.iteration) - 1, node: 0 } }));
    }
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    widget?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  });
}
