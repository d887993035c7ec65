/**
 * <pc-depth-histogram>: adopts DepthHistogram.astro's markup and makes it live.
 *
 *   Run BFS ─► worker 'bfs' ─► progress per depth ─► bars, table, progress bar
 *   metric / scale radios ─► redraw (build-time numbers until the reader's own run)
 *   scramble field ─► parse here (~0.1 ms) ─► page locate (kit, shared) ─► marked bar + sentence
 *
 * The BFS never starts on page load: the reader asks for it. The marker asks
 * the worker only once the widget is near the viewport (the worker then builds
 * the distance table it needs, off the main thread).
 */
import { scrambleToState } from 'pocket-cube-solver';
import type { BfsProgressMessage } from 'pocket-cube-solver/protocol';
import { type Metric, solverClient, pageLocate, isMetric, formatShare, formatMs, formatCount, defineWidget, WidgetElement, ChartCursor, type LatestRequest, ReaderChoice, renderRows } from '../shared/kit.ts';
import { ScrambleField } from '../shared/scramble-field.ts';
import { histogramRows } from '../../lib/histogram-data.ts';
import { describeDepth } from './describe-depth.ts';
import { histogramSvg, type YScale } from '../shared/histogram-svg.ts';
import { setHtml } from '../../lib/safe-html.ts';
import { chartLabel, type StaticData } from './static-data.ts';

interface Series {
  counts: number[];
  direction: ('forward' | 'backward')[];
  /** ms[d]: time since the start when depth d was complete (live runs only). */
  ms: (number | null)[];
  live: boolean;
}

const LOCATE_DEBOUNCE_MS = 150;

class DepthHistogramElement extends WidgetElement {
  private staticData!: StaticData;
  private scale: YScale = 'linear';
  private series = {} as Record<Metric, Series>;
  private marked: { metric: Metric; distance: number; count: number } | null = null;
  private nearViewport = false;
  /** The metric of the BFS in progress, if any. */
  private runningMetric: Metric | null = null;
  private p!: ReturnType<DepthHistogramElement['findParts']>;
  private field!: ScrambleField;
  private metric!: ReaderChoice<Metric>;
  private cursor!: ChartCursor<number>;
  private bfs!: LatestRequest;
  private locateRequest!: LatestRequest;

  protected start() {
    this.staticData = JSON.parse(this.dataset.static ?? '{}') as StaticData;
    for (const m of ['htm', 'qtm'] as const) this.series[m] ??= this.buildSeries(m);
    this.p = this.findParts();
    this.field = new ScrambleField(this, this.lifetime);
    this.bfs = this.request('bfs');
    this.locateRequest = this.request('locate');
    this.metric = new ReaderChoice(this.reader, this.lifetime, {
      key: 'metric',
      controls: this.p.metricRadios,
      accept: isMetric,
      fallback: 'htm',
      onChange: () => this.metricChanged(),
    });
    this.cursor = new ChartCursor<number>(this.p.plot, this.lifetime, {
      hit: (target) => {
        const depth = target.closest<SVGElement>('[data-depth]')?.dataset.depth;
        return depth === undefined ? null : Number(depth);
      },
      start: () => (this.marked?.metric === this.metric.value ? this.marked.distance : 0),
      move: (at, key) => {
        const last = this.current().counts.length - 1;
        const next: Record<string, number> = { ArrowLeft: at - 1, ArrowRight: at + 1, ArrowDown: at - 1, ArrowUp: at + 1, Home: 0, End: last };
        return key in next ? Math.max(0, Math.min(last, next[key])) : null;
      },
      onChange: () => {
        this.drawChart();
        this.drawReadout();
      },
    });
    this.syncScale();
    this.lifetime.listen(this.p.run, 'click', () => void this.runBfs());
    for (const radio of this.p.scaleRadios) {
      this.lifetime.listen(radio, 'change', () => {
        if (!radio.checked) return;
        this.scale = radio.value as YScale;
        this.drawChart();
      });
    }
    this.field.follow(this.reader, (_scramble, typed) => void this.locate(typed ? LOCATE_DEBOUNCE_MS : 0));
    this.lifetime.observeResize(this.p.plot, () => this.drawChart());
    this.lifetime.whenNearViewport(this, () => {
      this.nearViewport = true;
      void this.locate();
    });
    this.render();
    this.setStatus(this.current().live ? this.liveStatus() : this.buildStatus());
  }

  private buildSeries(metric: Metric): Series {
    const s = this.staticData[metric];
    return { counts: [...s.histogram], direction: [...s.direction], ms: s.histogram.map(() => null), live: false };
  }

  private findParts() {
    const $ = this.parts;
    return {
      run: $.one<HTMLButtonElement>('.dh-run'),
      metricRadios: $.all<HTMLInputElement>('.dh-metric input'),
      scaleRadios: $.all<HTMLInputElement>('.dh-scale input'),
      progress: $.one<HTMLProgressElement>('.dh-progress'),
      elapsed: $.one('.dh-elapsed'),
      status: $.one('.dh-status'),
      plot: $.one('.dh-plot'),
      readout: $.one('.dh-readout'),
      located: $.one('.dh-located'),
      tableMetric: $.one('.dh-table-metric'),
      tbody: $.one<HTMLTableSectionElement>('.dh-table tbody'),
    };
  }

  private current(): Series {
    return this.series[this.metric.value];
  }

  private syncScale() {
    for (const r of this.p.scaleRadios) r.checked = r.value === this.scale;
  }

  private metricChanged() {
    if (this.runningMetric !== null) {
      this.bfs.cancel();
      this.series[this.runningMetric] = this.buildSeries(this.runningMetric); // a half-grown run is not a result
      this.runningMetric = null;
    }
    this.cursor.reset();
    this.render();
    this.setStatus(this.current().live ? this.liveStatus() : this.buildStatus());
    void this.locate();
  }

  private setStatus(text: string) {
    this.p.status.textContent = text;
  }

  private buildStatus(): string {
    const t = this.messages.histogram;
    return t.built(this.messages.kit.metrics.names[this.metric.value]) + t.run + t.builtEnd;
  }

  private liveStatus(): string {
    const s = this.current();
    const total = s.ms.at(-1) ?? 0;
    return this.messages.histogram.done(total, s.counts.reduce((a, b) => a + b, 0), this.messages.kit.metrics.names[this.metric.value], s.counts.length - 1);
  }

  private render() {
    this.drawChart();
    this.drawReadout();
    this.drawTable();
    this.drawLocated();
  }

  private drawChart() {
    const plot = this.p.plot;
    const metric = this.metric.value;
    const width = plot.clientWidth || 640;
    const finished = this.staticData[metric].histogram;
    const s = this.current();
    setHtml(plot, histogramSvg({
      counts: s.counts,
      depths: finished.length,
      yMax: Math.max(...finished),
      scale: this.scale,
      width,
      height: Math.max(200, Math.min(320, width * 0.5)),
      label: chartLabel(metric, s.counts),
      marked: this.marked?.metric === metric ? this.marked.distance : null,
      active: this.cursor.active,
      xLabel: this.messages.histogram.xLabel,
      yLabel: this.scale === 'log' ? this.messages.histogram.yLabelLog : this.messages.histogram.yLabel,
    }));
  }

  private drawReadout() {
    const s = this.current();
    const active = this.cursor.active;
    if (active === null || active >= s.counts.length) {
      this.p.readout.textContent = this.messages.histogram.readoutIdle;
      return;
    }
    const total = this.runningMetric !== null ? this.p.progress.max : undefined;
    this.p.readout.textContent = describeDepth(histogramRows(s.counts, total)[active]);
  }

  private drawTable() {
    const s = this.current();
    this.p.tableMetric.textContent = this.messages.kit.metrics.names[this.metric.value];
    renderRows(
      this.p.tbody,
      histogramRows(s.counts, this.p.progress.max).map((row) => {
        const ms = s.ms[row.depth];
        return {
          head: String(row.depth),
          cells: [formatCount(row.count), formatShare(row.share), this.messages.histogram.directions[row.depth === 0 ? 'start' : s.direction[row.depth]], ms == null ? '–' : formatMs(ms)],
        };
      }),
    );
  }

  private async runBfs() {
    const metric = this.metric.value;
    const series: Series = { counts: [1], direction: ['forward'], ms: [0], live: true };
    this.series[metric] = series;
    const p = this.p;
    p.progress.value = 1;
    p.elapsed.textContent = '';
    p.run.textContent = this.messages.histogram.runAgain;
    this.setStatus(this.messages.histogram.running(this.messages.kit.metrics.names[metric]));
    this.render();
    const onProgress = (step: BfsProgressMessage) => {
      series.counts[step.depth] = step.count;
      series.direction[step.depth] = step.direction;
      series.ms[step.depth] = step.ms;
      p.progress.value = step.visited;
      p.elapsed.textContent = this.messages.histogram.elapsed(step.depth, step.ms);
      this.drawChart();
      this.drawReadout();
      this.drawTable();
    };
    this.runningMetric = metric;
    const answer = await this.bfs.run((ctx) => solverClient().request('bfs', { metric }, { ...ctx, onProgress }));
    if (answer.status !== 'stale') this.runningMetric = null;
    if (answer.status === 'done') {
      series.counts = [...answer.value.histogram];
      series.ms[series.ms.length - 1] = answer.value.ms;
      p.elapsed.textContent = formatMs(answer.value.ms);
      this.render();
      this.setStatus(this.liveStatus());
    } else if (answer.status === 'failed') {
      this.series[metric] = this.buildSeries(metric);
      this.render();
      this.setStatus(this.messages.histogram.failed(answer.error.message));
    }
  }

  /** Parses the scramble here; asks for its distance only if it parses, and cancels the question if not. */
  private async locate(delayMs = 0) {
    const scramble = this.field.input.value;
    const parsed = scrambleToState(scramble);
    this.field.show(parsed);
    if (!parsed.ok) {
      this.locateRequest.cancel();
      this.marked = null;
      this.drawChart();
      this.drawLocated('');
      return;
    }
    if (!this.nearViewport) return;
    const metric = this.metric.value;
    const answer = await this.locateRequest.run((ctx) => pageLocate().locate({ scramble, metric }, ctx.signal), { delayMs });
    if (answer.status === 'failed') this.drawLocated(this.messages.histogram.cannotPlace(answer.error.message));
    if (answer.status !== 'done') return;
    this.marked = { metric, distance: answer.value.distance, count: answer.value.statesAtDistance };
    this.drawChart();
    this.drawLocated();
  }

  private drawLocated(override?: string) {
    if (override !== undefined) {
      this.p.located.textContent = override;
      return;
    }
    const m = this.marked;
    if (!m || m.metric !== this.metric.value) {
      this.p.located.textContent = '';
      return;
    }
    const others = m.count - 1;
    const t = this.messages.histogram;
    this.p.located.textContent =
      m.distance === 0 ? t.locatedSolved : t.located(m.distance, this.messages.kit.metrics.names[m.metric], others, m.count / this.p.progress.max);
  }
}

defineWidget('pc-depth-histogram', DepthHistogramElement, ['cube', 'histogram']);
