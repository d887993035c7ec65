/**
 * Markup that is safe by construction (issue 34). Every widget that draws
 * with a template string builds it with the `html` tag below, which escapes
 * each interpolated value unless it is already SafeHtml; the only way markup
 * reaches the page is `setHtml`, which takes SafeHtml and nothing else. So a
 * reader's string (a scramble, a painted colour, a label) cannot become
 * markup because one builder forgot to escape it: forgetting is the safe
 * default, and a type error where a string is set as HTML.
 *
 * The same idea as lit-html's `html` and Google's Trusted Types / safevalues
 * (`SafeHtml`, `htmlEscape`): a branded type that only the escaping tag and
 * an explicit, greppable `raw` can make. Pure and DOM-free except setHtml,
 * so build-time shells can call the builders too (pass `String(…)` to
 * Astro's `set:html`). Tested in tests/site/safe-html.test.ts; the guard in
 * tests/site/no-raw-innerhtml.test.ts keeps every innerHTML write here.
 */

/** Only this module can mint SafeHtml: the constructor asks for a symbol nothing else can name. */
const MINT: unique symbol = Symbol('SafeHtml');

/**
 * A piece of markup known to be safe: made by `html` (every value escaped)
 * or by `raw` (a trusted constant, with a comment saying why). `toString()`
 * gives the markup, so it can be handed to anything that wants a string.
 */
export class SafeHtml {
  // A private field makes the type nominal: a plain `{ markup, toString }` object is not SafeHtml.
  readonly #markup: string;

  /** Not for callers: use html`…` or raw(). */
  constructor(markup: string, mint: typeof MINT) {
    if (mint !== MINT) throw new TypeError('SafeHtml is made by html`…` or raw(), not by new');
    this.#markup = markup;
  }

  /** The markup itself. */
  get markup(): string {
    return this.#markup;
  }

  toString(): string {
    return this.#markup;
  }
}

/**
 * What may go inside `${}`: text and numbers (escaped), SafeHtml (as is),
 * arrays of those (each by the same rule, joined with ''), and nothing
 * (null, undefined, false: the empty string, so `${cond && html`…`}` works).
 */
export type HtmlValue = SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

// The five characters that can end text or a quoted attribute value. `'` too,
// though the site quotes attributes with `"`, so a single-quoted one is safe as well.
const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

function markupOf(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.markup;
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return value.map(markupOf).join('');
  return escape(String(value));
}

/**
 * Markup from a template: the literal parts as written, every `${}` escaped
 * unless it is SafeHtml; arrays are joined with ''.
 * @example html`<code>${"R' <b>"}</code>` // <code>R&#39; &lt;b&gt;</code>
 * @example html`<ul>${[1, 2].map((n) => html`<li>${n}</li>`)}</ul>` // <ul><li>1</li><li>2</li></ul>
 */
export function html(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): SafeHtml {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) out += markupOf(values[i]) + strings[i + 1];
  return new SafeHtml(out, MINT);
}

/**
 * A trusted constant as SafeHtml, inserted unescaped. Rare, and each use
 * says in a comment why its markup is trusted (the project's own catalogue
 * fragments such as `<var>i</var>`, never text a reader can change).
 * @example raw('Position <var>i</var>')
 */
export function raw(markup: string): SafeHtml {
  return new SafeHtml(markup, MINT);
}

/**
 * Replaces an element's content with safe markup: the one place the site
 * assigns innerHTML.
 * @example setHtml(plot, html`<svg>…</svg>`)
 */
export function setHtml(element: Element, content: SafeHtml): void {
  element.innerHTML = content.markup;
}
