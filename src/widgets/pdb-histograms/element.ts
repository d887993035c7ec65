/**
 * <pc-pdb-histograms>: follows the reader's metric, redraws the three panels
 * at their measured width, and — once near the viewport — asks the worker to
 * build both pattern databases, to say how long that takes here and that the
 * result matches the build-time figure.
 */
import { type Metric, solverClient, isMetric, defineWidget, WidgetElement, ReaderChoice } from '../shared/kit.ts';
import { panelsOf, panelSvg, type PanelSource } from './panels.ts';
import { setHtml } from '../../lib/safe-html.ts';

class PdbHistogramsElement extends WidgetElement {
  protected start() {
    const $ = this.parts;
    const data = JSON.parse(this.dataset.static ?? '{}') as Record<Metric, PanelSource>;
    const out = $.one('.pdb-timing');
    const build = this.request('pattern-databases');
    let visible = false;
    const metric = new ReaderChoice(this.reader, this.lifetime, {
      key: 'metric',
      controls: $.all<HTMLInputElement>('.pdb-metric input'),
      accept: isMetric,
      fallback: 'htm',
      onChange: () => show(),
    });

    const draw = () => {
      const set = this.querySelector<HTMLElement>(`.pdb-set[data-metric="${metric.value}"]`);
      if (!set) return;
      const source = data[metric.value];
      for (const panel of panelsOf(source)) {
        const plot = set.querySelector<HTMLElement>(`.pdb-panel[data-panel="${panel.key}"] .hist-plot`);
        if (plot && plot.clientWidth > 0) setHtml(plot, panelSvg(panel, source.full.length, plot.clientWidth));
      }
    };
    const measure = async () => {
      if (!visible) return;
      const m = metric.value;
      // Twice: the first request also builds the worker's move tables, which
      // would otherwise be counted in the first table's time.
      const answer = await build.run(async (ctx) => {
        await solverClient().request('patternDatabases', { metric: m }, ctx);
        return solverClient().request('patternDatabases', { metric: m }, ctx);
      });
      if (answer.status === 'failed') out.textContent = this.messages.pdb.workerFailed(answer.error.message);
      if (answer.status !== 'done') return;
      const r = answer.value;
      const s = data[m];
      const same = String(r.perm.histogram) === String(s.perm) && String(r.orient.histogram) === String(s.orient);
      out.textContent = this.messages.pdb.rebuilt(r.orient.ms, r.perm.ms, same);
    };
    const show = () => {
      for (const set of $.all('.pdb-set')) set.hidden = set.dataset.metric !== metric.value;
      draw();
      void measure();
    };

    this.lifetime.observeResize(this, draw);
    this.lifetime.whenNearViewport(this, () => {
      visible = true;
      void measure();
    });
    show();
  }
}

defineWidget('pc-pdb-histograms', PdbHistogramsElement, ['pdb']);
