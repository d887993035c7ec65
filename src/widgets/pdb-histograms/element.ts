/**
 * <pc-pdb-histograms>: follows the reader's metric, redraws the three panels
 * at their measured width, and — once near the viewport — asks the worker to
 * build both pattern databases, to say how long that takes here and that the
 * result matches the build-time figure.
 */
import { getReaderState, type Metric } from '../../lib/reader-state.ts';
import { isSuperseded, solverClient } from '../../lib/solver.ts';
import { formatMs } from '../depth-histogram/histogram-data.ts';
import { panelsOf, panelSvg, type PanelSource } from './panels.ts';
import { whenNearViewport } from '../shared/near-viewport.ts';

class PdbHistogramsElement extends HTMLElement {
  private started = false;
  private metric: Metric = 'htm';
  private data!: Record<Metric, PanelSource>;
  private visible = false;

  connectedCallback() {
    if (this.started) return;
    this.started = true;
    this.data = JSON.parse(this.dataset.static ?? '{}');
    const reader = getReaderState();
    this.metric = reader.get('metric');
    const radios = Array.from(this.querySelectorAll<HTMLInputElement>('.pdb-metric input'));
    const sync = () => radios.forEach((r) => (r.checked = r.value === this.metric));
    sync();
    for (const radio of radios) {
      radio.addEventListener('change', () => {
        if (!radio.checked) return;
        this.metric = radio.value as Metric;
        reader.set({ metric: this.metric });
        this.show();
      });
    }
    reader.subscribe('metric', (value) => {
      if (value === this.metric) return;
      this.metric = value;
      sync();
      this.show();
    });
    new ResizeObserver(() => this.draw()).observe(this);
    whenNearViewport(this, () => {
      this.visible = true;
      this.measure();
    });
    this.show();
  }

  private show() {
    for (const set of this.querySelectorAll<HTMLElement>('.pdb-set')) set.hidden = set.dataset.metric !== this.metric;
    this.draw();
    this.measure();
  }

  private draw() {
    const set = this.querySelector<HTMLElement>(`.pdb-set[data-metric="${this.metric}"]`);
    if (!set) return;
    const source = this.data[this.metric];
    for (const panel of panelsOf(source)) {
      const plot = set.querySelector<HTMLElement>(`.pdb-panel[data-panel="${panel.key}"] .hist-plot`);
      if (plot && plot.clientWidth > 0) plot.innerHTML = panelSvg(panel, source.full.length, plot.clientWidth);
    }
  }

  private measure() {
    if (!this.visible) return;
    const metric = this.metric;
    const out = this.querySelector<HTMLElement>('.pdb-timing')!;
    const client = solverClient();
    const request = () => client.request('patternDatabases', { metric }, { channel: `pdb:${this.id}` });
    // Twice: the first request also builds the worker's move tables, which
    // would otherwise be counted in the first table's time.
    request()
      .then(request)
      .then((r) => {
        const s = this.data[metric];
        const same = String(r.perm.histogram) === String(s.perm) && String(r.orient.histogram) === String(s.orient);
        out.textContent =
          `Built again in your browser: the orientation PDB in ${formatMs(r.orient.ms)}, the permutation PDB in ${formatMs(r.perm.ms)}` +
          (same ? ', with the same histograms as above.' : '. Their histograms differ from the build-time ones, which should never happen: please report it.');
      })
      .catch((error) => {
        if (!isSuperseded(error)) out.textContent = `The worker could not build the tables: ${(error as Error).message}`;
      });
  }
}

customElements.define('pc-pdb-histograms', PdbHistogramsElement);
