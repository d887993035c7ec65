/**
 * <pc-quality-map>: the joint histogram of h and true distance, for the
 * heuristic and metric the reader picks.
 *
 *   radios ─► build-time counts (instant), or the worker's 'quality' once the
 *             reader asked for live numbers (channel per widget: newest wins)
 *   shared scramble ─► worker 'locate' (when near the viewport) ─► marked cell
 *   pointer / arrow keys ─► active cell ─► readout (live region)
 */
import { scrambleToState } from '../../../solver/src/apply.ts';
import { getReaderState, type ReaderState } from '../../lib/reader-state.ts';
import { isSuperseded, solverClient } from '../../lib/solver.ts';
import { formatCount, formatMs } from '../depth-histogram/histogram-data.ts';
import { heatmapSvg } from './heatmap.ts';
import { cellText, HEURISTIC_NAME, isMapHeuristic, mapLabel, METRIC_NAME, statsOf, type MapHeuristic, type Metric } from './map-text.ts';
import { whenNearViewport } from '../shared/near-viewport.ts';

type Counts = number[][];
type Cell = { h: number; d: number };

class QualityMapElement extends HTMLElement {
  private started = false;
  private reader!: ReaderState;
  private staticData!: Record<Metric, Record<MapHeuristic, Counts>>;
  private heuristic: MapHeuristic = 'max';
  private metric: Metric = 'htm';
  private live = false;
  private liveCounts = new Map<string, { counts: Counts; ms: number; bfsMs: number | null }>();
  private active: Cell | null = null;
  private marker: { metric: Metric; scramble: string; h: Record<MapHeuristic, number>; d: number } | null = null;
  private visible = false;
  /** Increments per 'quality' request; only the newest one clears the busy state. */
  private ticket = 0;
  private p!: ReturnType<QualityMapElement['findParts']>;

  connectedCallback() {
    if (this.started) return;
    this.started = true;
    this.reader = getReaderState();
    this.staticData = JSON.parse(this.dataset.static ?? '{}');
    this.p = this.findParts();
    this.metric = this.reader.get('metric');
    const h = this.reader.get('heuristic');
    if (isMapHeuristic(h)) this.heuristic = h;
    this.syncRadios();
    this.bind();
    new ResizeObserver(() => this.drawMap()).observe(this.p.plot);
    whenNearViewport(this, () => {
      this.visible = true;
      this.locate();
    });
    this.render();
  }

  private findParts() {
    const $ = <T extends Element>(s: string) => {
      const el = this.querySelector<T>(s);
      if (!el) throw new Error(`pc-quality-map: missing ${s}`);
      return el;
    };
    return {
      heuristicRadios: Array.from(this.querySelectorAll<HTMLInputElement>('.qm-heuristic input')),
      metricRadios: Array.from(this.querySelectorAll<HTMLInputElement>('.qm-metric input')),
      compute: $<HTMLButtonElement>('.qm-compute'),
      status: $<HTMLElement>('.qm-status'),
      plot: $<HTMLElement>('.qm-plot'),
      meanH: $<HTMLElement>('.qm-mean-h'),
      meanD: $<HTMLElement>('.qm-mean-d'),
      gap: $<HTMLElement>('.qm-gap'),
      exact: $<HTMLElement>('.qm-exact'),
      over: $<HTMLElement>('.qm-over'),
      readout: $<HTMLElement>('.qm-readout'),
      markerText: $<HTMLElement>('.qm-marker-text'),
      tableCaption: $<HTMLElement>('.qm-table-caption'),
      table: $<HTMLTableElement>('.qm-table'),
    };
  }

  private bind() {
    const p = this.p;
    for (const r of p.heuristicRadios) {
      r.addEventListener('change', () => {
        if (!r.checked) return;
        this.heuristic = r.value as MapHeuristic;
        this.reader.set({ heuristic: this.heuristic });
        this.changed();
      });
    }
    for (const r of p.metricRadios) {
      r.addEventListener('change', () => {
        if (!r.checked) return;
        this.metric = r.value as Metric;
        this.reader.set({ metric: this.metric });
        this.changed();
        this.locate();
      });
    }
    p.compute.addEventListener('click', () => {
      this.live = true;
      this.changed();
    });
    this.reader.subscribe('metric', (m) => {
      if (m === this.metric) return;
      this.metric = m;
      this.syncRadios();
      this.changed();
      this.locate();
    });
    this.reader.subscribe('heuristic', (h) => {
      if (h === this.heuristic || !isMapHeuristic(h)) return;
      this.heuristic = h;
      this.syncRadios();
      this.changed();
    });
    this.reader.subscribe('scramble', () => this.locate());

    p.plot.addEventListener('pointerover', (e) => {
      const el = (e.target as Element).closest<SVGElement>('[data-h]');
      if (el) this.setActive({ h: Number(el.dataset.h), d: Number(el.dataset.d) });
    });
    p.plot.addEventListener('pointerleave', () => {
      if (document.activeElement !== p.plot) this.setActive(null);
    });
    p.plot.addEventListener('focus', () => {
      if (!this.active) this.setActive(this.markedCell() ?? { h: 0, d: 0 });
    });
    p.plot.addEventListener('blur', () => this.setActive(null));
    p.plot.addEventListener('keydown', (e) => {
      const size = this.counts().length;
      const at = this.active ?? { h: 0, d: 0 };
      const moves: Record<string, Cell> = {
        ArrowLeft: { h: at.h, d: at.d - 1 },
        ArrowRight: { h: at.h, d: at.d + 1 },
        ArrowUp: { h: at.h + 1, d: at.d },
        ArrowDown: { h: at.h - 1, d: at.d },
        Home: { h: 0, d: 0 },
        End: { h: size - 1, d: size - 1 },
      };
      const next = moves[e.key];
      if (!next) return;
      e.preventDefault();
      this.setActive({ h: clamp(next.h, size), d: clamp(next.d, size) });
    });
  }

  private syncRadios() {
    for (const r of this.p.heuristicRadios) r.checked = r.value === this.heuristic;
    for (const r of this.p.metricRadios) r.checked = r.value === this.metric;
  }

  private key(): string {
    return `${this.heuristic}/${this.metric}`;
  }

  private counts(): Counts {
    return this.liveCounts.get(this.key())?.counts ?? this.staticData[this.metric][this.heuristic];
  }

  private changed() {
    this.active = null;
    this.render();
    if (this.live && !this.liveCounts.has(this.key())) void this.compute();
  }

  private async compute() {
    const heuristic = this.heuristic;
    const metric = this.metric;
    const key = this.key();
    const ticket = ++this.ticket;
    this.setAttribute('aria-busy', 'true');
    this.p.status.textContent = `Computing over all states in your browser: ${HEURISTIC_NAME[heuristic]}, ${METRIC_NAME[metric]}…`;
    try {
      const r = await solverClient().request('quality', { metric, heuristic }, {
        channel: `quality:${this.id}`,
        onProgress: (step) => {
          this.p.status.textContent = `First the distance table: BFS depth ${step.depth}, ${formatCount(step.visited)} of ${formatCount(step.total)} states…`;
        },
      });
      this.liveCounts.set(key, { counts: r.counts, ms: r.ms, bfsMs: r.bfsMs });
      if (this.key() === key) this.render();
    } catch (error) {
      if (isSuperseded(error)) return;
      this.p.status.textContent = `The worker could not compute the map: ${(error as Error).message}. Showing the build-time numbers.`;
    } finally {
      if (ticket === this.ticket) {
        this.removeAttribute('aria-busy');
      }
    }
  }

  private render() {
    const counts = this.counts();
    const stats = statsOf(counts);
    const p = this.p;
    p.meanH.textContent = stats.meanH.toFixed(2);
    p.meanD.textContent = stats.meanDistance.toFixed(2);
    p.gap.textContent = stats.meanGap.toFixed(2);
    p.exact.textContent = stats.exactShare;
    p.over.textContent = formatCount(stats.overestimates);
    const live = this.liveCounts.get(this.key());
    const what = `${HEURISTIC_NAME[this.heuristic]}, ${METRIC_NAME[this.metric]}`;
    p.status.textContent = live
      ? `Computed in your browser over all ${formatCount(stats.total)} states in ${formatMs(live.ms)}${live.bfsMs === null ? '' : `, after ${formatMs(live.bfsMs)} for the BFS that gives each state its distance`}: ${what}.`
      : `Build-time numbers: ${what}.${this.live ? '' : ' Press Compute to redo it in your browser.'}`;
    p.tableCaption.textContent = what;
    this.drawMap();
    this.drawTable(counts);
    this.drawReadout();
    this.drawMarkerText();
  }

  private markedCell(): Cell | null {
    const m = this.marker;
    return m && m.metric === this.metric ? { h: m.h[this.heuristic], d: m.d } : null;
  }

  private drawMap() {
    const counts = this.counts();
    const stats = statsOf(counts);
    this.p.plot.innerHTML = heatmapSvg({
      counts,
      size: counts.length,
      width: this.p.plot.clientWidth || 440,
      label: mapLabel(this.heuristic, this.metric, stats),
      marked: this.markedCell(),
      active: this.active,
    });
  }

  private setActive(cell: Cell | null) {
    if (cell?.h === this.active?.h && cell?.d === this.active?.d) return;
    this.active = cell;
    this.drawMap();
    this.drawReadout();
  }

  private drawReadout() {
    const a = this.active;
    if (!a) {
      this.p.readout.textContent = 'Hover or focus a cell for its count.';
      return;
    }
    const counts = this.counts();
    this.p.readout.textContent = cellText(a.h, a.d, counts[a.h]?.[a.d] ?? 0, statsOf(counts).total);
  }

  private drawTable(counts: Counts) {
    const doc = this.ownerDocument;
    const tbody = this.p.table.tBodies[0];
    tbody.replaceChildren(
      ...counts.map((row, h) => {
        const tr = doc.createElement('tr');
        const th = doc.createElement('th');
        th.scope = 'row';
        th.textContent = String(h);
        tr.append(th);
        for (const c of row) {
          const td = doc.createElement('td');
          td.textContent = c ? formatCount(c) : '';
          tr.append(td);
        }
        return tr;
      }),
    );
  }

  private locate() {
    if (!this.visible) return;
    const scramble = this.reader.get('scramble');
    if (!scrambleToState(scramble).ok) {
      this.marker = null;
      this.drawMap();
      this.p.markerText.textContent = 'The shared scramble does not parse, so nothing is marked; fix it in any scramble field.';
      return;
    }
    const metric = this.metric;
    solverClient()
      .request('locate', { scramble, metric }, { channel: `quality-locate:${this.id}` })
      .then((r) => {
        if (scramble !== this.reader.get('scramble') || metric !== this.metric) return; // a newer choice since
        this.marker = { metric, scramble, h: r.h, d: r.distance };
        this.drawMap();
        this.drawMarkerText();
      })
      .catch((error) => {
        if (!isSuperseded(error)) this.p.markerText.textContent = `Could not place the scramble: ${(error as Error).message}`;
      });
  }

  private drawMarkerText() {
    const cell = this.markedCell();
    if (!cell || !this.marker) {
      this.p.markerText.textContent = '';
      return;
    }
    const name = this.marker.scramble.trim() === '' ? 'the solved cube' : this.marker.scramble;
    this.p.markerText.textContent = `Outlined in orange: your scramble ${name}, h = ${cell.h} at distance ${cell.d}.`;
  }
}

function clamp(v: number, size: number): number {
  return Math.max(0, Math.min(size - 1, v));
}

customElements.define('pc-quality-map', QualityMapElement);
