/**
 * <pc-corner-pdb>: adopts CornerPdb.astro's markup and makes it live.
 *
 *   Build ─► worker 'cornerPdb' (88,179,840 states) ─► progress per slice ─► bars, table, progress bar (once per frame)
 *   Cancel ─► the request's signal aborts ─► the worker stops within a slice and drops the half-built table
 *   TableAllocationError ─► say how much memory it needed ─► offer the 2×2×2's BFS ('bfs') in the same chart
 *
 * Nothing starts on page load: 88 MB is the reader's to spend. For tests (and
 * readers curious about the failure path) `?corner-pdb-max-bytes=N` forces the
 * worker's allocation limit down to N bytes.
 */
import type { CornerPdbProgress, CornerPdbResponse } from 'pocket-cube-solver/protocol';
import { type Metric, Scheduled, WidgetElement, defineWidget, formatCount, renderRows, solverClient } from '../shared/kit.ts';
import { histogramSvg } from '../shared/histogram-svg.ts';
import { setHtml } from '../../lib/safe-html.ts';
import { STATE_COUNT } from 'pocket-cube-solver';
import { cornerRows, doneSentence, formatDuration, progressSentence } from './corner-pdb-data.ts';

const REDRAW_MS = 150;

interface Live {
  readonly metric: Metric;
  /** counts[d]; the last entry may still be growing. */
  counts: number[];
  /** Depths finished. */
  finished: number;
  ms: (number | null)[];
  visited: number;
  elapsed: number;
  /** What the chart shows: the corners, or the 2×2×2 after a memory failure. */
  readonly puzzle: 'corners' | 'pocket';
}

class CornerPdbElement extends WidgetElement {
  private published!: Record<Metric, number[]>;
  private total = 0;
  private metric: Metric = 'htm';
  private live: Live | null = null;
  private redraw!: Scheduled;
  /** `live.finished` when the chart was last drawn in full. */
  private drawnFinished = -1;

  protected start(): void {
    this.published = JSON.parse(this.dataset.published ?? '{}') as Record<Metric, number[]>;
    this.total = Number(this.dataset.total);
    // Progress arrives every few milliseconds for many seconds: draw at most every REDRAW_MS, so the
    // page does a small fraction of the work (on a starved CPU every draw can make a long frame).
    this.redraw = new Scheduled(this.lifetime, 'timeout');
    const build = this.request('build');
    const p = this.parts;
    const buildButton = p.one<HTMLButtonElement>('.cp-build');
    const cancelButton = p.one<HTMLButtonElement>('.cp-cancel');
    const smallButton = p.one<HTMLButtonElement>('.cp-small');
    const fallback = p.one<HTMLElement>('.cp-fallback');
    const radios = p.all<HTMLInputElement>('.cp-metric input');

    const setRunning = (running: boolean) => {
      buildButton.disabled = running;
      cancelButton.disabled = !running;
      for (const r of radios) r.disabled = running;
    };

    const runCorners = async () => {
      const metric = this.metric;
      fallback.hidden = true;
      this.live = { metric, counts: [1], finished: 0, ms: [0], visited: 1, elapsed: 0, puzzle: 'corners' };
      this.say(this.messages.three.corners.allocating(this.total));
      this.draw();
      setRunning(true);
      const maxBytes = forcedLimit();
      const answer = await build.run((ctx) =>
        solverClient().request('cornerPdb', { metric, ...(maxBytes === undefined ? {} : { maxBytes }) }, { ...ctx, onProgress: (progress) => this.onProgress(progress) }),
      );
      setRunning(false);
      if (answer.status === 'done') this.onDone(answer.value);
      else if (answer.status === 'failed') this.onFailed(answer.error);
    };

    const runPocket = async () => {
      const metric = this.metric;
      fallback.hidden = true;
      this.live = { metric, counts: [1], finished: 0, ms: [0], visited: 1, elapsed: 0, puzzle: 'pocket' };
      setRunning(true);
      const answer = await build.run((ctx) =>
        solverClient().request('bfs', { metric }, {
          ...ctx,
          onProgress: (progress) => {
            const live = this.live;
            if (!live || live.puzzle !== 'pocket') return;
            live.counts[progress.depth] = progress.count;
            live.finished = progress.depth;
            live.ms[progress.depth] = progress.ms;
            live.visited = progress.visited;
            if (!this.redraw.pending) this.redraw.schedule(() => this.draw(), REDRAW_MS);
          },
        }),
      );
      setRunning(false);
      if (answer.status === 'done') {
        this.say(this.messages.three.corners.pocketDone(answer.value.histogram.reduce((a, b) => a + b, 0), this.messages.kit.metrics.names[metric], answer.value.ms));
        this.draw();
      } else if (answer.status === 'failed') this.say(answer.error.message, true);
    };

    this.lifetime.listen(buildButton, 'click', () => void runCorners());
    this.lifetime.listen(smallButton, 'click', () => void runPocket());
    this.lifetime.listen(cancelButton, 'click', () => {
      const live = this.live;
      build.cancel();
      this.redraw.cancel(); // a progress redraw still pending would overwrite the message below
      setRunning(false);
      this.live = null;
      this.say(
        live
          ? this.messages.three.corners.cancelledAt(formatDuration(live.elapsed), live.counts.length - 1)
          : this.messages.three.corners.cancelled,
      );
      this.draw();
    });
    for (const radio of radios) {
      this.lifetime.listen(radio, 'change', () => {
        if (!radio.checked) return;
        this.metric = radio.value as Metric;
        this.reader.set({ metric: this.metric });
        if (this.live?.metric !== this.metric) this.live = null;
        this.say(this.messages.three.corners.publishedShort(this.messages.kit.metrics.names[this.metric]));
        this.draw();
      });
    }
    this.metric = this.reader.get('metric');
    for (const r of radios) r.checked = r.value === this.metric;
    this.lifetime.observeResize(p.one('.cp-plot'), () => {
      if (!this.redraw.pending) this.redraw.schedule(() => this.draw(), REDRAW_MS);
    });
    this.draw();
  }

  private onProgress(progress: CornerPdbProgress): void {
    const live = this.live;
    if (!live || live.puzzle !== 'corners') return;
    live.counts[progress.depth] = progress.found;
    if (progress.layerDone) {
      live.finished = progress.depth;
      live.ms[progress.depth] = progress.ms;
    }
    live.visited = progress.visited;
    live.elapsed = progress.ms;
    if (this.redraw.pending) return;
    this.redraw.schedule(() => {
      // The chart and table are redrawn when a depth completes (at most 15 times); in between only
      // the progress bar, the clock, the status and the growing depth's cell change (measured: a full
      // redraw per update made main-thread frames over 200 ms on a starved 2-core machine).
      if (live.finished !== this.drawnFinished) this.draw();
      else this.drawProgress(live);
      this.say(progressSentence(live.counts.length - 1, live.visited, this.total, live.elapsed));
    }, REDRAW_MS);
  }

  private onDone(result: CornerPdbResponse): void {
    const live = this.live;
    if (!live) return;
    this.redraw.cancel();
    live.counts = [...result.histogram];
    live.finished = result.histogram.length - 1;
    live.visited = result.histogram.reduce((a, b) => a + b, 0);
    live.elapsed = result.ms;
    const published = this.published[live.metric];
    const allMatch = published.length === result.histogram.length && published.every((c, d) => c === result.histogram[d]);
    this.draw();
    const t = this.messages.three.corners;
    this.say((result.cached ? t.cached : '') + doneSentence(live.visited, live.finished, result.ms, allMatch, t) + (result.cached ? '' : t.moveTables(result.tablesMs)));
  }

  private onFailed(error: Error): void {
    this.redraw.cancel();
    this.live = null;
    this.draw();
    if (error.name === 'TableAllocationError') {
      this.say(this.messages.three.corners.noMemory(error.message), true);
      this.parts.one<HTMLElement>('.cp-fallback').hidden = false;
    } else {
      this.say(error.message, true);
    }
  }

  private say(text: string, isError = false): void {
    const status = this.parts.one<HTMLElement>('.cp-status');
    status.textContent = text;
    status.classList.toggle('is-error', isError);
  }

  /** The cheap part of a progress update: bar, clock, and the count of the depth being filled. */
  private drawProgress(live: Live): void {
    this.parts.one<HTMLProgressElement>('.cp-progress').value = live.visited;
    this.parts.one<HTMLElement>('.cp-elapsed').textContent = formatDuration(live.elapsed);
    const depth = live.counts.length - 1;
    const cell = this.parts.one('.cp-table tbody').children[depth]?.children[2];
    if (cell) cell.textContent = formatCount(live.counts[depth]);
  }

  private draw(): void {
    const live = this.live;
    this.drawnFinished = live?.finished ?? -1;
    const published = this.published[this.metric];
    const showing = live && live.puzzle === 'corners' ? live.counts : live ? live.counts : published;
    const plot = this.parts.one<HTMLElement>('.cp-plot');
    const width = Math.min(720, Math.max(280, plot.clientWidth || 640));
    const filling = live && live.counts.length - 1 > live.finished ? live.counts.length - 1 : null;
    const t = this.messages.three.corners;
    const subject = t.subjects[live?.puzzle === 'pocket' ? 'pocket' : 'corners'];
    setHtml(plot, histogramSvg({
      counts: showing,
      depths: Math.max(this.published.htm.length, this.published.qtm.length),
      yMax: live?.puzzle === 'pocket' ? Math.max(...showing, 1) : Math.max(...this.published.qtm, ...this.published.htm),
      scale: 'log',
      width,
      height: width < 420 ? 240 : 300,
      label: t.chartLabel(live !== null, subject, this.messages.kit.metrics.names[this.metric], showing),
      marked: filling,
      xLabel: live?.puzzle === 'pocket' ? t.xLabelPocket : t.xLabelCorners,
      yLabel: t.yLabel,
    }));
    const progress = this.parts.one<HTMLProgressElement>('.cp-progress');
    progress.max = live?.puzzle === 'pocket' ? STATE_COUNT : this.total;
    progress.value = live ? live.visited : 0;
    this.parts.one<HTMLElement>('.cp-elapsed').textContent = live && live.puzzle === 'corners' ? formatDuration(live.elapsed) : '';
    this.drawTable();
  }

  private drawTable(): void {
    const live = this.live && this.live.puzzle === 'corners' ? this.live : null;
    this.parts.one<HTMLElement>('.cp-table-metric').textContent = this.messages.kit.metrics.names[this.metric];
    const rows = cornerRows(this.published[this.metric], live?.counts ?? [], live?.finished ?? -1, live?.ms ?? []);
    renderRows(
      this.parts.one<HTMLTableSectionElement>('.cp-table tbody'),
      rows.map((row) => ({
        head: String(row.depth),
        cells: [
          formatCount(row.published),
          { text: row.found === null ? '–' : formatCount(row.found), className: row.matches === null ? undefined : row.matches ? 'is-match' : 'is-mismatch' },
          row.ms === null ? '–' : formatDuration(row.ms),
        ],
      })),
    );
  }
}

/** `?corner-pdb-max-bytes=N` (tests, and readers who want to see the failure path): the worker's allocation limit. */
function forcedLimit(): number | undefined {
  const value = new URLSearchParams(location.search).get('corner-pdb-max-bytes');
  const bytes = value === null ? NaN : Number(value);
  return Number.isFinite(bytes) && bytes >= 0 ? bytes : undefined;
}

defineWidget('pc-corner-pdb', CornerPdbElement, ['three']);
