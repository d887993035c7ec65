/**
 * The base of every custom element on the site. A widget subclasses it and
 * writes `start()`: find its parts, bind its inputs, draw. The base gives it
 *
 * - `lifetime` (lifetime.ts): listeners, observers, timers and requests
 *   registered through it are released when the element leaves the document;
 * - `reader` (reader-binding.ts): the shared reader state, subscriptions
 *   included in that release;
 * - `parts` (parts.ts): selector lookups that name the widget when the markup
 *   and the code disagree;
 * - `request(purpose)` (latest-request.ts): a latest-request slot with
 *   cancellation and `aria-busy`;
 * - `messages` (page-language.ts): every visible string, from the message
 *   catalogue of the page's language (src/i18n/).
 *
 * `start()` runs once per connection: the `connectedCallback` guard makes a
 * second call while connected a no-op, and a node moved in the document
 * (disconnected, then connected) is released and started afresh instead of
 * holding two sets of listeners.
 *
 * @example
 * class ClockElement extends WidgetElement {
 *   protected start() {
 *     const out = this.parts.one('.clock-out');
 *     this.lifetime.listen(this.parts.one('button'), 'click', () => (out.textContent = new Date().toISOString()));
 *   }
 * }
 * defineWidget('pc-clock', ClockElement, ['cube']);
 */
import { getReaderState } from '../../lib/reader-state.ts';
import { LatestRequest } from './latest-request.ts';
import { Lifetime } from './lifetime.ts';
import { type Parts, partsOf } from './parts.ts';
import { ReaderBinding } from './reader-binding.ts';
import { type CatalogueArea, loadPageMessages, pageMessages } from '../../i18n/page-language.ts';
import type { Catalogue } from '../../i18n/catalogue.ts';

/**
 * HTMLElement in a browser; a stand-in where there is no DOM (Astro frontmatter
 * and vitest run in Node), so a module that imports the kit for its
 * vocabulary or formatting does not throw at load. Only the browser defines widgets.
 */
const ElementBase: typeof HTMLElement = typeof HTMLElement === 'undefined' ? (class {} as typeof HTMLElement) : HTMLElement;

export abstract class WidgetElement extends ElementBase {
  /** This connection's lifetime and reader binding; an ES private field, so no subclass name can clash with it. */
  #connection: { lifetime: Lifetime; reader: ReaderBinding | null } | null = null;

  /** Sets the widget up for this connection. Register everything through `lifetime`. */
  protected abstract start(): void;

  connectedCallback(): void {
    if (this.#connection) return;
    this.#connection = { lifetime: new Lifetime(), reader: null };
    this.start();
  }

  disconnectedCallback(): void {
    const current = this.#connection;
    this.#connection = null;
    current?.lifetime.end();
  }

  /** This connection's lifetime. Only valid between connection and disconnection. */
  protected get lifetime(): Lifetime {
    if (!this.#connection) throw new Error(`${this.localName}: used while not connected`);
    return this.#connection.lifetime;
  }

  /** The shared reader state, bound to this connection (created on first use). */
  protected get reader(): ReaderBinding {
    const lifetime = this.lifetime;
    return (this.#connection!.reader ??= new ReaderBinding(getReaderState(), lifetime));
  }

  /** The message catalogue of the page's language: a widget's words come from here, never inline. */
  protected get messages(): Catalogue {
    return pageMessages();
  }

  /** Parts lookup in this element. */
  protected get parts(): Parts {
    return partsOf(this);
  }

  /** A latest-request slot for `purpose`, cancelled when the element leaves the document. */
  protected request(purpose: string): LatestRequest {
    return new LatestRequest(this, purpose, this.lifetime);
  }
}

/**
 * `customElements.define(name, element)`, once (a second bundle or a second
 * import of the same module on a page must not throw "already defined"), and
 * only once the words of the catalogue's `areas` (and the frame's and the
 * kit's) have arrived, so `messages` is ready in `start()`. `areas` lists every
 * area the widget and the modules it imports read: tests/site/widget-words.test.ts
 * checks the list against the code.
 */
export function defineWidget(name: string, element: CustomElementConstructor, areas: readonly CatalogueArea[]): void {
  // After the words have arrived: elements upgrade when defined, so every widget starts with its words.
  void loadPageMessages(areas).then(() => {
    if (!customElements.get(name)) customElements.define(name, element);
  });
}
