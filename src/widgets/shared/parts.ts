/**
 * Finding the parts of a widget's markup (rendered by its .astro shell) by
 * selector, with an error that names the widget and the selector when the
 * shell and the element disagree — at start, not as a null deep in a handler.
 */

export interface Parts {
  /**
   * The first element matching `selector` inside the root; throws if there is none.
   * @example const input = parts.one<HTMLInputElement>('.pg-scramble');
   */
  one<T extends Element = HTMLElement>(selector: string): T;
  /** Every element matching `selector` (possibly none), as an array. */
  all<T extends Element = HTMLElement>(selector: string): T[];
  /** The parts of a sub-tree (e.g. one half of a two-panel widget), reporting errors under the same name. */
  within(selector: string): Parts;
}

/**
 * Parts lookup rooted at `root`; `name` (default: the root's tag name) appears in errors.
 * @example
 * const $ = partsOf(this);
 * this.parts = { input: $.one<HTMLInputElement>('.hi-scramble'), radios: $.all<HTMLInputElement>('.hi-metric input') };
 */
export function partsOf(root: ParentNode & { localName?: string }, name = root.localName ?? 'widget'): Parts {
  return {
    one<T extends Element>(selector: string): T {
      const found = root.querySelector<T>(selector);
      if (!found) throw new Error(`${name}: missing ${selector}`);
      return found;
    },
    all<T extends Element>(selector: string): T[] {
      return Array.from(root.querySelectorAll<T>(selector));
    },
    within(selector: string): Parts {
      return partsOf(this.one(selector), name);
    },
  };
}
