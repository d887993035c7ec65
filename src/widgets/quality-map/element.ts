/**
 * <pc-quality-map>: the joint histogram of h and true distance, for the
 * heuristic and metric the reader picks.
 *
 *   radios ─► build-time counts (instant), or the worker's 'quality' once the
 *             reader asked for live numbers (newest wins)
 *   shared scramble ─► page locate (kit, shared; when near the viewport) ─► marked cell
 *   pointer / arrow keys ─► active cell ─► readout (live region)
 *   chapter 5's code cell ─► the reader's heuristic (reader-heuristic.ts) ─► a fourth choice, "yours"
 */
import { scrambleToState } from 'pocket-cube-solver';
import { type Metric, type HeuristicName, solverClient, pageLocate, isMetric, isHeuristicName, formatCount, defineWidget, WidgetElement, ChartCursor, type LatestRequest, ReaderChoice, renderRows } from '../shared/kit.ts';
import { READER_HEURISTIC_EVENT, readerHeuristic } from '../../lib/reader-heuristic.ts';
import { heatmapSvg } from './heatmap.ts';
import { setHtml } from '../../lib/safe-html.ts';
import { type MapHeuristic, cellText, mapLabel, mapWhat, statsOf } from './map-text.ts';

type Counts = number[][];
type Cell = { h: number; d: number };

class QualityMapElement extends WidgetElement {
  private staticData!: Record<Metric, Record<HeuristicName, Counts>>;
  private live = false;
  private liveCounts = new Map<string, { counts: Counts; ms: number; bfsMs: number | null }>();
  private marker: { metric: Metric; scramble: string; h: Record<HeuristicName, number>; d: number } | null = null;
  private visible = false;
  /** Drawing the reader's own heuristic (the "yours" choice) rather than the shared built-in one. */
  private yours = false;
  /** The shared scramble this map marks (it has no input of its own). */
  private scramble = '';
  private p!: ReturnType<QualityMapElement['findParts']>;
  private heuristic!: ReaderChoice<HeuristicName>;
  private metric!: ReaderChoice<Metric>;
  private cursor!: ChartCursor<Cell>;
  private quality!: LatestRequest;
  private locateRequest!: LatestRequest;

  protected start() {
    this.staticData = JSON.parse(this.dataset.static ?? '{}');
    this.p = this.findParts();
    this.quality = this.request('quality');
    this.locateRequest = this.request('locate');
    this.heuristic = new ReaderChoice(this.reader, this.lifetime, {
      key: 'heuristic',
      controls: this.p.heuristicRadios,
      accept: isHeuristicName,
      fallback: 'max',
      // A built-in heuristic chosen here or elsewhere checks its radio: the reader's own is no longer drawn.
      onChange: () => {
        this.yours = false;
        this.changed();
      },
    });
    this.metric = new ReaderChoice(this.reader, this.lifetime, {
      key: 'metric',
      controls: this.p.metricRadios,
      accept: isMetric,
      fallback: 'htm',
      onChange: () => {
        this.changed();
        void this.locate();
      },
    });
    this.cursor = new ChartCursor<Cell>(this.p.plot, this.lifetime, {
      hit: (target) => {
        const el = target.closest<SVGElement>('[data-h]');
        return el ? { h: Number(el.dataset.h), d: Number(el.dataset.d) } : null;
      },
      start: () => this.markedCell() ?? { h: 0, d: 0 },
      move: (at, key) => {
        const size = this.counts().length;
        const moves: Record<string, Cell> = {
          ArrowLeft: { h: at.h, d: at.d - 1 },
          ArrowRight: { h: at.h, d: at.d + 1 },
          ArrowUp: { h: at.h + 1, d: at.d },
          ArrowDown: { h: at.h - 1, d: at.d },
          Home: { h: 0, d: 0 },
          End: { h: size - 1, d: size - 1 },
        };
        const next = moves[key];
        return next ? { h: clamp(next.h, size), d: clamp(next.d, size) } : null;
      },
      same: (a, b) => a?.h === b?.h && a?.d === b?.d,
      onChange: () => {
        this.drawMap();
        this.drawReadout();
      },
    });
    // The reader's own heuristic: offered once the code cell has judged one; not a reader-state
    // choice (the address names built-in heuristics only), so the radios are watched here.
    this.lifetime.listen(document, READER_HEURISTIC_EVENT, () => {
      this.p.yoursLabel.hidden = false;
      if (this.yours) this.render();
    });
    this.lifetime.listen(this.p.yoursRadio, 'change', () => {
      this.yours = this.p.yoursRadio.checked;
      this.changed();
    });
    for (const radio of this.p.heuristicRadios) {
      this.lifetime.listen(radio, 'change', () => {
        if (!this.yours) return;
        this.yours = false;
        this.changed();
      });
    }
    this.lifetime.listen(this.p.compute, 'click', () => {
      this.live = true;
      this.changed();
    });
    this.scramble = this.reader.get('scramble');
    this.reader.follow('scramble', () => this.scramble, (scramble) => {
      this.scramble = scramble;
      void this.locate();
    });
    this.lifetime.observeResize(this.p.plot, () => this.drawMap());
    this.lifetime.whenNearViewport(this, () => {
      this.visible = true;
      void this.locate();
    });
    this.render();
  }

  private findParts() {
    const $ = this.parts;
    return {
      heuristicRadios: $.all<HTMLInputElement>('.qm-heuristic input:not([value="yours"])'),
      yoursLabel: $.one('.qm-yours'),
      yoursRadio: $.one<HTMLInputElement>('.qm-yours input'),
      metricRadios: $.all<HTMLInputElement>('.qm-metric input'),
      compute: $.one<HTMLButtonElement>('.qm-compute'),
      status: $.one('.qm-status'),
      plot: $.one('.qm-plot'),
      meanH: $.one('.qm-mean-h'),
      meanD: $.one('.qm-mean-d'),
      gap: $.one('.qm-gap'),
      exact: $.one('.qm-exact'),
      over: $.one('.qm-over'),
      readout: $.one('.qm-readout'),
      markerText: $.one('.qm-marker-text'),
      tableCaption: $.one('.qm-table-caption'),
      table: $.one<HTMLTableElement>('.qm-table'),
    };
  }

  private key(): string {
    return `${this.heuristic.value}/${this.metric.value}`;
  }

  /** The heuristic drawn now. */
  private current(): MapHeuristic {
    return this.yours ? 'yours' : this.heuristic.value;
  }

  private counts(): Counts {
    if (this.yours) {
      const builtIn = this.staticData[this.metric.value].max;
      // Before the cell has run in this metric: an empty map of the usual size (the status says why).
      return (readerHeuristic(this.metric.value)?.joint as Counts | undefined) ?? builtIn.map((row) => row.map(() => 0));
    }
    return this.liveCounts.get(this.key())?.counts ?? this.staticData[this.metric.value][this.heuristic.value];
  }

  private changed() {
    this.cursor.reset();
    this.render();
    if (this.live && !this.yours && !this.liveCounts.has(this.key())) void this.compute();
  }

  private async compute() {
    const heuristic = this.heuristic.value;
    const metric = this.metric.value;
    const key = this.key();
    this.p.status.textContent = this.messages.pdb.map.computing(mapWhat(heuristic, metric));
    const answer = await this.quality.run((ctx) =>
      solverClient().request(
        'quality',
        { metric, heuristic },
        {
          ...ctx,
          onProgress: (step) => {
            this.p.status.textContent = this.messages.pdb.map.bfsFirst(step.depth, step.visited, step.total);
          },
        },
      ),
    );
    if (answer.status === 'failed') this.p.status.textContent = this.messages.pdb.map.failed(answer.error.message);
    if (answer.status !== 'done') return;
    const r = answer.value;
    this.liveCounts.set(key, { counts: r.counts, ms: r.ms, bfsMs: r.bfsMs });
    if (this.key() === key) this.render();
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
    const live = this.yours ? undefined : this.liveCounts.get(this.key());
    const what = mapWhat(this.current(), this.metric.value);
    const t = this.messages.pdb.map;
    p.status.textContent = this.yours
      ? readerHeuristic(this.metric.value)
        ? what
        : t.yoursMissing(this.messages.kit.metrics.names[this.metric.value])
      : live
        ? t.computed(stats.total, live.ms, live.bfsMs, what)
        : t.buildStatus(what, this.live);
    p.tableCaption.textContent = what;
    this.drawMap();
    renderRows(
      p.table.tBodies[0],
      counts.map((row, h) => ({ head: String(h), cells: row.map((c) => (c ? formatCount(c) : '')) })),
    );
    this.drawReadout();
    this.drawMarkerText();
  }

  private markedCell(): Cell | null {
    const m = this.marker;
    // The reader's own h of the shared scramble is not known here (the cell keeps no table): no mark.
    return m && !this.yours && m.metric === this.metric.value ? { h: m.h[this.heuristic.value], d: m.d } : null;
  }

  private drawMap() {
    const counts = this.counts();
    setHtml(this.p.plot, heatmapSvg({
      counts,
      size: counts.length,
      width: this.p.plot.clientWidth || 440,
      label: mapLabel(this.current(), this.metric.value, statsOf(counts)),
      marked: this.markedCell(),
      active: this.cursor.active,
    }));
  }

  private drawReadout() {
    const a = this.cursor.active;
    if (!a) {
      this.p.readout.textContent = this.messages.pdb.map.readoutIdle;
      return;
    }
    const counts = this.counts();
    this.p.readout.textContent = cellText(a.h, a.d, counts[a.h]?.[a.d] ?? 0, statsOf(counts).total);
  }

  private async locate() {
    if (!this.visible) return;
    const scramble = this.scramble;
    if (!scrambleToState(scramble).ok) {
      this.locateRequest.cancel();
      this.marker = null;
      this.drawMap();
      this.p.markerText.textContent = this.messages.pdb.map.unparsed;
      return;
    }
    const metric = this.metric.value;
    const answer = await this.locateRequest.run((ctx) => pageLocate().locate({ scramble, metric }, ctx.signal));
    if (answer.status === 'failed') this.p.markerText.textContent = this.messages.pdb.map.cannotPlace(answer.error.message);
    if (answer.status !== 'done') return;
    this.marker = { metric, scramble, h: answer.value.h, d: answer.value.distance };
    this.drawMap();
    this.drawMarkerText();
  }

  private drawMarkerText() {
    const cell = this.markedCell();
    if (!cell || !this.marker) {
      this.p.markerText.textContent = '';
      return;
    }
    const t = this.messages.pdb.map;
    const name = this.marker.scramble.trim() === '' ? t.solvedCube : this.marker.scramble;
    this.p.markerText.textContent = t.marked(name, cell.h, cell.d);
  }
}

function clamp(v: number, size: number): number {
  return Math.max(0, Math.min(size - 1, v));
}

defineWidget('pc-quality-map', QualityMapElement, ['pdb']);
