/**
 * <pc-heuristic-inspector>: the reader's scramble, seen by each heuristic.
 *
 *   scramble (shared) ─► parse here ─► projection table (instant)
 *                              └────► page locate (kit: one per page, shared) ─► bars + sentence
 *
 * A newer scramble supersedes the request for an older one, so fast typing
 * never shows a stale answer; a bad one cancels it. Bad input gets its
 * message in place and the bars keep the last good scramble, marked as such.
 */
import { scrambleToState } from 'pocket-cube-solver';
import { type Metric, pageLocate, isMetric, defineWidget, WidgetElement, ReaderChoice, renderRows } from '../shared/kit.ts';
import { ScrambleField } from '../shared/scramble-field.ts';
import { describeValues, inspectorSvg, type InspectorValues } from './bars.ts';
import { projectionRows, type ProjectionRow } from './projection.ts';
import { setHtml } from '../../lib/safe-html.ts';

const DEBOUNCE_MS = 120;

class HeuristicInspectorElement extends WidgetElement {
  private values: InspectorValues | null = null;
  private valuesMetric: Metric = 'htm';

  protected start() {
    const $ = this.parts;
    const p = {
      plot: $.one('.hi-plot'),
      summary: $.one('.hi-summary-text'),
      permCoord: $.one('.hi-perm-coord'),
      orientCoord: $.one('.hi-orient-coord'),
      tbody: $.one<HTMLTableSectionElement>('.hi-table tbody'),
    };
    const field = new ScrambleField(this, this.lifetime);
    const locate = this.request('locate');
    let visible = false;

    const drawBars = () => {
      if (!this.values) return;
      const gods = Number(this.valuesMetric === 'htm' ? this.dataset.godsHtm : this.dataset.godsQtm);
      setHtml(p.plot, inspectorSvg(this.values, gods, p.plot.clientWidth || 420));
    };
    const update = async (delayMs = 0) => {
      const scramble = field.input.value;
      const parsed = scrambleToState(scramble);
      field.show(parsed);
      if (!parsed.ok) {
        locate.cancel();
        p.summary.textContent = this.messages.pdb.inspector.fix;
        return;
      }
      drawTable(p.tbody, projectionRows(parsed.state), this.messages.pdb.inspector.home);
      if (!visible) return;
      const m = metric.value;
      const answer = await locate.run((ctx) => pageLocate().locate({ scramble, metric: m }, ctx.signal), { delayMs });
      if (answer.status === 'failed') p.summary.textContent = this.messages.pdb.inspector.failed(answer.error.message);
      if (answer.status !== 'done') return;
      const r = answer.value;
      this.values = { orient: r.h.orient, perm: r.h.perm, max: r.h.max, distance: r.distance };
      this.valuesMetric = m;
      p.permCoord.textContent = String(r.perm);
      p.orientCoord.textContent = String(r.orient);
      drawBars();
      const t = this.messages.pdb.inspector;
      const shown = scramble.trim() === '' ? t.solvedCube : scramble;
      p.summary.textContent = t.summary(shown, this.messages.kit.metrics.names[m], describeValues(this.values, t));
    };

    const metric = new ReaderChoice(this.reader, this.lifetime, {
      key: 'metric',
      controls: $.all<HTMLInputElement>('.hi-metric input'),
      accept: isMetric,
      fallback: 'htm',
      onChange: () => void update(),
    });
    field.follow(this.reader, (_scramble, typed) => void update(typed ? DEBOUNCE_MS : 0));
    this.lifetime.observeResize(p.plot, drawBars);
    this.lifetime.whenNearViewport(this, () => {
      visible = true;
      void update();
    });
    void update();
  }
}

function drawTable(body: HTMLTableSectionElement, rows: readonly ProjectionRow[], home: string): void {
  renderRows(
    body,
    rows.map((r) => ({
      head: r.position,
      className: [r.home ? 'is-home' : '', r.twist !== 0 ? 'is-twisted' : ''].filter(Boolean).join(' ') || undefined,
      cells: [
        { text: r.corner + (r.home ? home : ''), className: 'hi-corner' },
        { text: String(r.twist), className: 'hi-twist' },
      ],
    })),
  );
}

defineWidget('pc-heuristic-inspector', HeuristicInspectorElement, ['cube', 'pdb']);
