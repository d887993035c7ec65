/**
 * <pc-heuristic-inspector>: the reader's scramble, seen by each heuristic.
 *
 *   scramble (shared) ─► parse here ─► projection table (instant)
 *                              └────► worker 'locate' (channel per widget) ─► bars + sentence
 *
 * A newer scramble supersedes the request for an older one, so fast typing
 * never shows a stale answer. Bad input gets its message in place and the
 * bars keep the last good scramble, marked as such.
 */
import { scrambleToState } from '../../../solver/src/apply.ts';
import { getReaderState, type Metric, type ReaderState } from '../../lib/reader-state.ts';
import { isSuperseded, solverClient } from '../../lib/solver.ts';
import { describeValues, inspectorSvg, type InspectorValues } from './bars.ts';
import { projectionRows, type ProjectionRow } from './projection.ts';
import { whenNearViewport } from '../shared/near-viewport.ts';
import { ScrambleField } from '../shared/scramble-field.ts';

const DEBOUNCE_MS = 120;
const METRIC_NAME: Record<Metric, string> = { htm: 'half-turn metric', qtm: 'quarter-turn metric' };

class HeuristicInspectorElement extends HTMLElement {
  private started = false;
  private reader!: ReaderState;
  private scramble = '';
  private metric: Metric = 'htm';
  private values: InspectorValues | null = null;
  private valuesMetric: Metric = 'htm';
  private visible = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private p!: ReturnType<HeuristicInspectorElement['findParts']>;
  private field!: ScrambleField;

  connectedCallback() {
    if (this.started) return;
    this.started = true;
    this.reader = getReaderState();
    this.p = this.findParts();
    this.field = new ScrambleField(this);
    this.scramble = this.reader.get('scramble');
    this.metric = this.reader.get('metric');
    this.p.input.value = this.scramble;
    this.syncRadios();
    this.p.input.addEventListener('input', () => {
      this.scramble = this.p.input.value;
      this.reader.set({ scramble: this.scramble });
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.update(), DEBOUNCE_MS);
    });
    for (const radio of this.p.radios) {
      radio.addEventListener('change', () => {
        if (!radio.checked) return;
        this.metric = radio.value as Metric;
        this.reader.set({ metric: this.metric });
        this.update();
      });
    }
    this.reader.subscribe('scramble', (value) => {
      if (value === this.scramble) return;
      this.scramble = value;
      this.p.input.value = value;
      this.update();
    });
    this.reader.subscribe('metric', (value) => {
      if (value === this.metric) return;
      this.metric = value;
      this.syncRadios();
      this.update();
    });
    new ResizeObserver(() => this.drawBars()).observe(this.p.plot);
    whenNearViewport(this, () => {
      this.visible = true;
      this.update();
    });
    this.update();
  }

  disconnectedCallback() {
    clearTimeout(this.timer);
  }

  private findParts() {
    const $ = <T extends Element>(s: string) => {
      const el = this.querySelector<T>(s);
      if (!el) throw new Error(`pc-heuristic-inspector: missing ${s}`);
      return el;
    };
    return {
      input: $<HTMLInputElement>('.hi-scramble'),
      radios: Array.from(this.querySelectorAll<HTMLInputElement>('.hi-metric input')),
      plot: $<HTMLElement>('.hi-plot'),
      summary: $<HTMLElement>('.hi-summary-text'),
      permCoord: $<HTMLElement>('.hi-perm-coord'),
      orientCoord: $<HTMLElement>('.hi-orient-coord'),
      tbody: $<HTMLTableSectionElement>('.hi-table tbody'),
    };
  }

  private syncRadios() {
    for (const r of this.p.radios) r.checked = r.value === this.metric;
  }

  private godsNumber(metric: Metric): number {
    return Number(metric === 'htm' ? this.dataset.godsHtm : this.dataset.godsQtm);
  }

  private update() {
    const parsed = scrambleToState(this.scramble);
    this.field.show(parsed);
    if (!parsed.ok) {
      this.removeAttribute('aria-busy');
      this.p.summary.textContent = 'Fix the scramble to inspect it; the bars show the last one that made sense.';
      return;
    }
    this.drawTable(projectionRows(parsed.state));
    if (!this.visible) return;
    const scramble = this.scramble;
    const metric = this.metric;
    this.setAttribute('aria-busy', 'true');
    solverClient()
      .request('locate', { scramble, metric }, { channel: `inspector:${this.id}` })
      .then((r) => {
        // The reader may have typed a bad scramble since: a late answer for an older one is dropped.
        if (scramble !== this.scramble || metric !== this.metric) return;
        this.values = { orient: r.h.orient, perm: r.h.perm, max: r.h.max, distance: r.distance };
        this.valuesMetric = metric;
        this.p.permCoord.textContent = String(r.perm);
        this.p.orientCoord.textContent = String(r.orient);
        this.drawBars();
        const shown = scramble.trim() === '' ? 'The solved cube' : scramble;
        this.p.summary.textContent = `${shown} (${METRIC_NAME[metric]}): ${describeValues(this.values)}`;
        this.removeAttribute('aria-busy');
      })
      .catch((error) => {
        if (isSuperseded(error)) return;
        this.removeAttribute('aria-busy');
        if (scramble !== this.scramble) return;
        this.p.summary.textContent = `The solver could not inspect this scramble: ${(error as Error).message}`;
      });
  }

  private drawBars() {
    if (!this.values) return;
    this.p.plot.innerHTML = inspectorSvg(this.values, this.godsNumber(this.valuesMetric), this.p.plot.clientWidth || 420);
  }

  private drawTable(rows: ProjectionRow[]) {
    const doc = this.ownerDocument;
    this.p.tbody.replaceChildren(
      ...rows.map((r) => {
        const tr = doc.createElement('tr');
        tr.classList.toggle('is-home', r.home);
        tr.classList.toggle('is-twisted', r.twist !== 0);
        const th = doc.createElement('th');
        th.scope = 'row';
        th.textContent = r.position;
        const corner = doc.createElement('td');
        corner.className = 'hi-corner';
        corner.textContent = r.corner + (r.home ? ' (home)' : '');
        const twist = doc.createElement('td');
        twist.className = 'hi-twist';
        twist.textContent = String(r.twist);
        tr.append(th, corner, twist);
        return tr;
      }),
    );
  }
}

customElements.define('pc-heuristic-inspector', HeuristicInspectorElement);
