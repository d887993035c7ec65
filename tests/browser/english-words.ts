/**
 * English left in a Chinese page's interface: the words of a widget's visible
 * text and accessible names that are English. Notation (U R F, R2, Rw, x y z),
 * abbreviations in capitals (HTM, QTM, PDB, UFR), units (ms, KB), numbers and
 * code (inside <code>/<kbd>, which the caller leaves out) are not words here;
 * a word is three or more letters with a lower-case letter after the first.
 */
import type { Page } from '@playwright/test';

/** Names and terms both editions write in English: key names as printed on keys (Home, Page Down, Tab, Escape), and `Set` and `Worker`, JavaScript's classes, named as in code. */
const ALLOWED = new Set(['Home', 'End', 'Enter', 'Tab', 'Escape', 'Page', 'Down', 'Twizzle', 'Korf', 'Reid', 'Edelkamp', 'Knuth', 'Kociemba', 'Lehmer', 'Java', 'TypeScript', 'Web', 'Worker', 'Set']);

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
      // Code is not words: <code>, and what the page marks translate="no" (the code cells' editor, whose
      // identifiers stay English in both editions; its comments are checked in the page's language by tests/site).
      if (!element || element.closest('code, kbd, [lang="en"], [translate="no"], script, style')) continue;
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

/**
 * For page.addInitScript: keeps every text a widget shows at any moment, in
 * `window.__widgetTexts`. Status lines change while a job runs ("Estimating
 * …", "Measuring: 3 of 50 starts…", "Cancelled after 3 of 10 scrambles.") and are gone by the time
 * the widgets settle, so a check of the settled page never meets them.
 * Self-contained: Playwright sends its source to the page.
 */
export function recordWidgetTexts(): void {
  const seen = new Set<string>();
  const skip = 'code, kbd, [lang="en"], [translate="no"], script, style, [hidden]';
  (window as unknown as { __widgetTexts: Set<string> }).__widgetTexts = seen;
  new MutationObserver((records) => {
    for (const record of records) {
      const element = record.target instanceof Element ? record.target : record.target.parentElement;
      if (!element?.closest('.widget') || element.closest(skip)) continue;
      // Its text as interfaceText reads it: without code, key names and what is marked English.
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const parts: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) if (!node.parentElement?.closest(skip)) parts.push(node.textContent ?? '');
      const text = parts.join(' ').trim();
      if (text) seen.add(text);
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/** What recordWidgetTexts kept so far. */
export async function recordedWidgetTexts(page: Page): Promise<string> {
  return page.evaluate(() => [...(window as unknown as { __widgetTexts: Set<string> }).__widgetTexts].join('\n'));
}
