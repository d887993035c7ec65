/**
 * A widget's view of the shared reader state (src/lib/reader-state.ts) for
 * as long as it is in the document: reads and writes pass through, and every
 * subscription made here is removed when the widget's lifetime ends, so a
 * removed widget is not called (or kept alive) by later changes.
 */
import type { ReaderKey, ReaderState, ReaderValues } from '../../lib/reader-state.ts';
import type { Lifetime } from './lifetime.ts';

export class ReaderBinding {
  private readonly state: ReaderState;
  private readonly lifetime: Lifetime;

  constructor(state: ReaderState, lifetime: Lifetime) {
    this.state = state;
    this.lifetime = lifetime;
  }

  get<K extends ReaderKey>(key: K): ReaderValues[K] {
    return this.state.get(key);
  }

  /** Writes values (and with them the page address): see ReaderState.set. */
  set(values: Partial<ReaderValues>): void {
    this.state.set(values);
  }

  /** The current page URL with the given keys written into its query: a shareable link; `anchor` (an element id) opens it at that widget. */
  linkTo(keys: readonly ReaderKey[], anchor?: string): string {
    return this.state.linkTo(keys, anchor);
  }

  /**
   * Calls `listener` when another widget (or another copy of the state on the
   * page) changes `key` to something other than `mine()`, the value this widget
   * shows; unsubscribed when the lifetime ends.
   * @example reader.follow('metric', () => this.metric, (metric) => { this.metric = metric; this.redraw(); });
   */
  follow<K extends ReaderKey>(key: K, mine: () => ReaderValues[K], listener: (value: ReaderValues[K]) => void): void {
    const unsubscribe = this.state.subscribe(key, (value) => {
      if (value !== mine()) listener(value);
    });
    this.lifetime.own(unsubscribe);
  }
}
