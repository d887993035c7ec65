/**
 * English left in a Chinese page's interface: the words of a widget's visible
 * text and accessible names that are English. Notation (U R F, R2, Rw, x y z),
 * abbreviations in capitals (HTM, QTM, PDB, UFR), units (ms, KB), numbers and
 * code (inside <code>/<kbd>, which the caller leaves out) are not words here;
 * a word is three or more letters with a lower-case letter after the first.
 */

/** Names and terms both editions write in English: key names as printed on keys (Home, Page Down), and `Set` and `Worker`, JavaScript's classes, named as in code. */
const ALLOWED = new Set(['Home', 'End', 'Enter', 'Page', 'Down', 'Twizzle', 'Korf', 'Reid', 'Edelkamp', 'Knuth', 'Kociemba', 'Lehmer', 'Java', 'TypeScript', 'Web', 'Worker', 'Set']);

export function englishWords(text: string): string[] {
  const words = text.match(/\b[A-Za-z][a-z]{2,}\b/g) ?? [];
  return [...new Set(words.filter((word) => !ALLOWED.has(word)))];
}

/**
 * In the page: the visible text and the accessible names (aria-label,
 * aria-roledescription, aria-valuetext, title, placeholder) of everything
 * inside `selector`, without <code>, <kbd> and anything marked lang="en".
 * Runs in the browser (pass to locator.evaluateAll).
 */
export function interfaceText(elements: Element[]): string {
  const parts: string[] = [];
  const ATTRIBUTES = ['aria-label', 'aria-roledescription', 'aria-valuetext', 'title', 'placeholder'];
  for (const root of elements) {
    const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
      const element = node instanceof Element ? node : node.parentElement;
      if (!element || element.closest('code, kbd, [lang="en"], script, style')) continue;
      if (node instanceof Element) {
        for (const name of ATTRIBUTES) {
          const value = node.getAttribute(name);
          if (value) parts.push(value);
        }
        continue;
      }
      // Text of hidden elements counts only if a screen reader would meet it; `hidden` subtrees are skipped.
      if (element.closest('[hidden]')) continue;
      parts.push(node.textContent ?? '');
    }
  }
  return parts.join(' ');
}
