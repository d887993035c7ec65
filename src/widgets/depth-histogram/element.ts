/**
 * <pc-depth-histogram>: adopts DepthHistogram.astro's markup and makes it live.
 *
 *   Run BFS ─► worker 'bfs' (channel per widget) ─► progress per depth ─► bars, table, progress bar
 *   metric / scale radios ─► redraw (build-time numbers until the reader's own run)
 *   scramble field ─► parse here (~0.1 ms) ─► worker 'locate' ─► marked bar + sentence
 *
 * The BFS never starts on page load: the reader asks for it. The marker asks
 * the worker only once the widget is near the viewport (the worker then builds
 * the distance table it needs, off the main thread).
 */
import { scrambleToState } from '../../../solver/src/apply.ts';
import type { BfsProgressMessage } from '../../../solver/src/protocol.ts';
import { getReaderState, type ReaderState } from '../../lib/reader-state.ts';
import { isSuperseded, solverClient } from '../../lib/solver.ts';
import { describeDepth, formatCount, formatMs, formatShare, histogramRows } from './histogram-data.ts';
import { histogramSvg, type YScale } from './histogram-svg.ts';
import { chartLabel, METRIC_NAME, type Metric, type StaticData } from './static-data.ts';
import { whenNearViewport } from '../shared/near-viewport.ts';
import { ScrambleField } from '../shared/scramble-field.ts';

interface Series {
  counts: number[];
  direction: ('forward' | 'backward')[];
  /** ms[d]: time since the start when depth d was complete (live runs only). */
  ms: (number | null)[];
  live: boolean;
}

const LOCATE_DEBOUNCE_MS = 150;

class DepthHistogramElement extends HTMLElement {
  private started = false;
  private reader!: ReaderState;
  private staticData!: StaticData;
  private metric: Metric = 'htm';
  private scale: YScale = 'linear';
  private series = {} as Record<Metric, Series>;
  private running: AbortController | null = null;
  private active: number | null = null;
  private marked: { metric: Metric; distance: number; count: number } | null = null;
  private scramble = '';
  private nearViewport = false;
  private locateTimer: ReturnType<typeof setTimeout> | undefined;
  private parts!: ReturnType<DepthHistogramElement['findParts']>;
  private field!: ScrambleField;

  connectedCallback() {
    if (this.started) return;
    this.started = true;
    this.reader = getReaderState();
    this.staticData = JSON.parse(this.dataset.static ?? '{}') as StaticData;
    for (const m of ['htm', 'qtm'] as const) this.series[m] = this.buildSeries(m);
    this.parts = this.findParts();
    this.field = new ScrambleField(this);
    this.metric = this.reader.get('metric');
    this.scramble = this.reader.get('scramble');
    this.parts.scramble.value = this.scramble;
    this.syncRadios();
    this.bindEvents();
    new ResizeObserver(() => this.drawChart()).observe(this.parts.plot);
    whenNearViewport(this, () => {
      this.nearViewport = true;
      this.locate();
    });
    this.render();
    this.setStatus(this.buildStatus());
  }

  disconnectedCallback() {
    this.running?.abort();
    clearTimeout(this.locateTimer);
  }

  private buildSeries(metric: Metric): Series {
    const s = this.staticData[metric];
    return { counts: [...s.histogram], direction: [...s.direction], ms: s.histogram.map(() => null), live: false };
  }

  private findParts() {
    const $ = <T extends Element>(selector: string) => {
      const found = this.querySelector<T>(selector);
      if (!found) throw new Error(`pc-depth-histogram: missing ${selector}`);
      return found;
    };
    return {
      run: $<HTMLButtonElement>('.dh-run'),
      metricRadios: Array.from(this.querySelectorAll<HTMLInputElement>('.dh-metric input')),
      scaleRadios: Array.from(this.querySelectorAll<HTMLInputElement>('.dh-scale input')),
      progress: $<HTMLProgressElement>('.dh-progress'),
      elapsed: $<HTMLElement>('.dh-elapsed'),
      status: $<HTMLElement>('.dh-status'),
      plot: $<HTMLElement>('.dh-plot'),
      readout: $<HTMLElement>('.dh-readout'),
      scramble: $<HTMLInputElement>('.dh-scramble'),
      located: $<HTMLElement>('.dh-located'),
      tableMetric: $<HTMLElement>('.dh-table-metric'),
      tbody: $<HTMLTableSectionElement>('.dh-table tbody'),
    };
  }

  private bindEvents() {
    const p = this.parts;
    p.run.addEventListener('click', () => void this.runBfs());
    for (const radio of p.metricRadios) {
      radio.addEventListener('change', () => {
        if (!radio.checked) return;
        this.reader.set({ metric: radio.value as Metric });
        this.setMetric(radio.value as Metric);
      });
    }
    for (const radio of p.scaleRadios) {
      radio.addEventListener('change', () => {
        if (!radio.checked) return;
        this.scale = radio.value as YScale;
        this.drawChart();
      });
    }
    p.plot.addEventListener('pointerover', (event) => {
      const depth = (event.target as Element).closest<SVGElement>('[data-depth]')?.dataset.depth;
      if (depth !== undefined) this.setActive(Number(depth));
    });
    p.plot.addEventListener('pointerleave', () => {
      if (document.activeElement !== p.plot) this.setActive(null);
    });
    p.plot.addEventListener('focus', () => {
      if (this.active === null) this.setActive(this.marked?.metric === this.metric ? this.marked.distance : 0);
    });
    p.plot.addEventListener('blur', () => this.setActive(null));
    p.plot.addEventListener('keydown', (event) => {
      const last = this.current().counts.length - 1;
      const at = this.active ?? 0;
      const next: Record<string, number> = { ArrowLeft: at - 1, ArrowRight: at + 1, ArrowDown: at - 1, ArrowUp: at + 1, Home: 0, End: last };
      if (!(event.key in next)) return;
      event.preventDefault();
      this.setActive(Math.max(0, Math.min(last, next[event.key])));
    });
    p.scramble.addEventListener('input', () => {
      this.scramble = p.scramble.value;
      this.reader.set({ scramble: this.scramble });
      clearTimeout(this.locateTimer);
      this.locateTimer = setTimeout(() => this.locate(), LOCATE_DEBOUNCE_MS);
    });
    this.reader.subscribe('scramble', (value) => {
      if (value === this.scramble) return;
      this.scramble = value;
      p.scramble.value = value;
      this.locate();
    });
    this.reader.subscribe('metric', (value) => {
      if (value !== this.metric) this.setMetric(value);
    });
  }

  private current(): Series {
    return this.series[this.metric];
  }

  private syncRadios() {
    for (const r of this.parts.metricRadios) r.checked = r.value === this.metric;
    for (const r of this.parts.scaleRadios) r.checked = r.value === this.scale;
  }

  private setMetric(metric: Metric) {
    if (this.running) {
      this.running.abort();
      this.running = null;
      this.series[this.metric] = this.buildSeries(this.metric); // a half-grown run is not a result
    }
    this.metric = metric;
    this.active = null;
    this.syncRadios();
    this.render();
    this.setStatus(this.current().live ? this.liveStatus() : this.buildStatus());
    this.locate();
  }

  private setActive(depth: number | null) {
    if (depth === this.active) return;
    this.active = depth;
    this.drawChart();
    this.drawReadout();
  }

  private setStatus(text: string) {
    this.parts.status.textContent = text;
  }

  private buildStatus(): string {
    return `Computed when this page was built, by the solver's BFS (${METRIC_NAME[this.metric]}). Press Run BFS to compute it again in your browser.`;
  }

  private liveStatus(): string {
    const s = this.current();
    const total = s.ms.at(-1) ?? 0;
    return `Done on your machine in ${formatMs(total)}: all ${formatCount(s.counts.reduce((a, b) => a + b, 0))} positions, ${METRIC_NAME[this.metric]}; the deepest is ${s.counts.length - 1} moves from solved.`;
  }

  private render() {
    this.drawChart();
    this.drawReadout();
    this.drawTable();
    this.drawLocated();
  }

  private drawChart() {
    const plot = this.parts.plot;
    const width = plot.clientWidth || 640;
    const finished = this.staticData[this.metric].histogram;
    const s = this.current();
    plot.innerHTML = histogramSvg({
      counts: s.counts,
      depths: finished.length,
      yMax: Math.max(...finished),
      scale: this.scale,
      width,
      height: Math.max(200, Math.min(320, width * 0.5)),
      label: chartLabel(this.metric, s.counts),
      marked: this.marked?.metric === this.metric ? this.marked.distance : null,
      active: this.active,
      xLabel: 'distance from solved (moves)',
      yLabel: this.scale === 'log' ? 'positions (log scale)' : 'positions',
    });
  }

  private drawReadout() {
    const s = this.current();
    if (this.active === null || this.active >= s.counts.length) {
      this.parts.readout.textContent = 'Hover or focus a bar for its count.';
      return;
    }
    const total = this.running ? this.parts.progress.max : undefined;
    this.parts.readout.textContent = describeDepth(histogramRows(s.counts, total)[this.active]);
  }

  private drawTable() {
    const s = this.current();
    this.parts.tableMetric.textContent = METRIC_NAME[this.metric];
    const rows = histogramRows(s.counts, this.parts.progress.max);
    const doc = this.ownerDocument;
    this.parts.tbody.replaceChildren(
      ...rows.map((row) => {
        const tr = doc.createElement('tr');
        const th = doc.createElement('th');
        th.scope = 'row';
        th.textContent = String(row.depth);
        tr.append(th);
        const ms = s.ms[row.depth];
        for (const text of [formatCount(row.count), formatShare(row.share), row.depth === 0 ? 'start' : s.direction[row.depth], ms == null ? '–' : formatMs(ms)]) {
          const td = doc.createElement('td');
          td.textContent = text;
          tr.append(td);
        }
        return tr;
      }),
    );
  }

  private async runBfs() {
    this.running?.abort();
    const controller = new AbortController();
    this.running = controller;
    const metric = this.metric;
    const series: Series = { counts: [1], direction: ['forward'], ms: [0], live: true };
    this.series[metric] = series;
    const p = this.parts;
    p.progress.value = 1;
    p.elapsed.textContent = '';
    this.setAttribute('aria-busy', 'true');
    p.run.textContent = 'Run again';
    this.setStatus(`Running the BFS in your browser (${METRIC_NAME[metric]})…`);
    this.render();
    const onProgress = (step: BfsProgressMessage) => {
      if (controller.signal.aborted) return;
      series.counts[step.depth] = step.count;
      series.direction[step.depth] = step.direction;
      series.ms[step.depth] = step.ms;
      p.progress.value = step.visited;
      p.elapsed.textContent = `depth ${step.depth} · ${formatMs(step.ms)}`;
      this.drawChart();
      this.drawReadout();
      this.drawTable();
    };
    try {
      const result = await solverClient().request('bfs', { metric }, { channel: `bfs:${this.id}`, onProgress, signal: controller.signal });
      if (controller.signal.aborted) return;
      series.counts = [...result.histogram];
      series.ms[series.ms.length - 1] = result.ms;
      p.elapsed.textContent = formatMs(result.ms);
      this.render();
      this.setStatus(this.liveStatus());
    } catch (error) {
      if (isSuperseded(error) || controller.signal.aborted) return;
      this.series[metric] = this.buildSeries(metric);
      this.render();
      this.setStatus(`The BFS failed: ${(error as Error).message}. The chart shows the build-time numbers.`);
    } finally {
      if (this.running === controller) {
        this.running = null;
        this.removeAttribute('aria-busy');
      }
    }
  }

  /** Parses the scramble here; asks the worker for its distance only if it parses. */
  private locate() {
    const parsed = scrambleToState(this.scramble);
    this.field.show(parsed);
    if (!parsed.ok) {
      this.marked = null;
      this.drawChart();
      this.drawLocated('');
      return;
    }
    if (!this.nearViewport) return;
    const metric = this.metric;
    const scramble = this.scramble;
    solverClient()
      .request('locate', { scramble, metric }, { channel: `locate:${this.id}` })
      .then((r) => {
        // Dropped if the reader has typed a different (perhaps bad) scramble since.
        if (scramble !== this.scramble || metric !== this.metric) return;
        this.marked = { metric, distance: r.distance, count: r.statesAtDistance };
        this.drawChart();
        this.drawLocated();
      })
      .catch((error) => {
        if (isSuperseded(error)) return;
        this.drawLocated(`Could not place the scramble: ${(error as Error).message}`);
      });
  }

  private drawLocated(override?: string) {
    if (override !== undefined) {
      this.parts.located.textContent = override;
      return;
    }
    const m = this.marked;
    if (!m || m.metric !== this.metric) {
      this.parts.located.textContent = '';
      return;
    }
    const others = m.count - 1;
    const where = m.distance === 0 ? 'is the solved cube, alone at distance 0' : `is ${m.distance} move${m.distance === 1 ? '' : 's'} from solved (${METRIC_NAME[m.metric]})`;
    this.parts.located.textContent = `Your scramble ${where}${m.distance === 0 ? '.' : `, like ${formatCount(others)} other position${others === 1 ? '' : 's'}: ${formatShare(m.count / this.parts.progress.max)} of all. Its bar is marked with a triangle.`}`;
  }
}

customElements.define('pc-depth-histogram', DepthHistogramElement);
