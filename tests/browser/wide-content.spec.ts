/**
 * Wide content is never cut off without a hint (issue 11, item 10). On every
 * page, at a phone's and a laptop's width, every table, code listing and
 * display equation (issue 20, item 6) either
 * fits its box, or sits in a scroll box that a keyboard can reach (focusable,
 * named) and that shows it scrolls: the content fades at the cut edge
 * (src/styles/scroll-hint.css). No table cell cuts its text with an ellipsis,
 * the page itself never scrolls sideways, and a listing that wraps its long
 * lines (wide screens) marks the continuation. At a laptop's width no code
 * listing needs its scroll box at all (issue 12), and at any width no listing
 * longer than a screen (40 lines) sits open in the prose: it is folded and
 * says its length. Each page is loaded once per width for all of these
 * (issue 22: the listing checks had loaded every chapter again).
 */
import { expect, test } from './fixtures.ts';
import { readdirSync } from 'node:fs';

const PAGES = ['', ...readdirSync('dist/chapters').map((d) => `chapters/${d}/`)];

interface Finding {
  what: string;
  problem: string;
}

/** A code listing as the page first shows it: its region, its length, and whether it starts folded. */
interface ListingFold {
  region: string;
  lines: number;
  folded: boolean;
  summary: string | null;
}

/** Longer than this, a listing is folded: about a screen of code. */
const MAX_OPEN_LINES = 40;

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('every page: tables, listings and equations fit, or scroll in a focusable, named box that shows it', async ({ page }) => {
      test.setTimeout(120_000);
      expect(PAGES.length).toBe(11);
      let folded = 0;
      for (const path of PAGES) {
        await page.goto(path);
        await page.waitForLoadState('load');
        // Before any fold is opened: which listings the reader meets folded.
        const listings: ListingFold[] = await page.evaluate(() =>
          [...document.querySelectorAll('.code-cell')].map((cell) => ({
            region: cell.querySelector('.code-region')?.textContent ?? '?',
            lines: cell.querySelectorAll('pre .line').length,
            folded: cell.querySelector('pre')!.closest('details:not([open])') !== null,
            summary: cell.querySelector('details > summary')?.textContent ?? null,
          })),
        );
        for (const listing of listings) {
          expect(listing.folded, `${path} ${listing.region}: ${listing.lines} lines`).toBe(listing.lines > MAX_OPEN_LINES);
          if (listing.folded) {
            expect(listing.summary).toBe(`Show the listing (${listing.lines} lines)`);
            folded++;
          }
        }
        // Folded content counts too: open every fold (prediction gates, details), then let it lay out.
        await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
        // Let the opened folds lay out and their scroll-driven hints start: two rendered frames, not a fixed 300 ms.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        const findings = await page.evaluate((listingsFit) => {
          const out: Finding[] = [];
          const name = (el: Element) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
          const root = document.documentElement;
          if (root.scrollWidth > root.clientWidth + 1) out.push({ what: 'page', problem: `scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}` });
          for (const el of document.querySelectorAll<HTMLElement>('table, pre, .equation')) {
            if (el.getClientRects().length === 0) continue; // not shown (hidden fallback, closed details)
            const isEquation = el.classList.contains('equation'); // its own box, around one <math>
            let box: HTMLElement | null = el.tagName === 'PRE' || isEquation ? el : el.parentElement;
            while (box && box !== document.body && !/auto|scroll|hidden|clip/.test(getComputedStyle(box).overflowX)) box = box.parentElement;
            if (!box || box === document.body) {
              const r = el.getBoundingClientRect();
              if (r.right > root.clientWidth + 1 || r.left < -1) out.push({ what: name(el), problem: 'wider than the page, in no scroll box' });
              continue;
            }
            if (box.scrollWidth <= box.clientWidth + 1) continue; // fits its box
            if (listingsFit && el.closest('.code-cell')) {
              out.push({ what: name(el), problem: `a listing that scrolls at a laptop's width (${box.scrollWidth} > ${box.clientWidth})` });
              continue;
            }
            const style = getComputedStyle(box);
            if (!/auto|scroll/.test(style.overflowX)) {
              out.push({ what: name(el), problem: `cut by ${name(box)} (overflow-x: ${style.overflowX}), not scrollable` });
              continue;
            }
            if (box.tabIndex < 0) out.push({ what: name(el), problem: 'its scroll box is not focusable' });
            if (el.tagName !== 'PRE' && !box.getAttribute('aria-label') && !box.getAttribute('aria-labelledby')) out.push({ what: name(el), problem: 'its scroll box has no accessible name' });
            // The hint: at the start of the scroll, the content fades out at the right edge.
            const content = el.tagName === 'PRE' ? el.querySelector('code') : isEquation ? el.firstElementChild : [...box.children].find((c) => c.contains(el));
            if (!content) {
              out.push({ what: name(el), problem: 'no content element to fade' });
              continue;
            }
            box.scrollLeft = 0;
            const cs = getComputedStyle(content);
            const fade = parseFloat(cs.getPropertyValue('--sx-fade-end'));
            if (cs.maskImage === 'none' || !(fade > 0)) out.push({ what: name(el), problem: `scrolls with no hint (mask ${cs.maskImage.slice(0, 30)}, fade ${fade})` });
          }
          // A caption in a scroll box is read in the box: no wider than it, so no part of it starts out of view.
          for (const caption of document.querySelectorAll<HTMLElement>('.scroll-x > table > caption')) {
            if (caption.getClientRects().length === 0) continue;
            const box = caption.closest('.scroll-x')!;
            if (caption.getBoundingClientRect().width > box.clientWidth + 1) out.push({ what: name(caption), problem: `caption wider than its scroll box: ${Math.round(caption.getBoundingClientRect().width)} > ${box.clientWidth}` });
          }
          for (const cell of document.querySelectorAll<HTMLElement>('td, th')) {
            if (cell.getClientRects().length === 0) continue;
            const cs = getComputedStyle(cell);
            if (cs.textOverflow === 'ellipsis' && cell.scrollWidth > cell.clientWidth) out.push({ what: name(cell), problem: 'text cut with an ellipsis' });
          }
          // Wrapped listings (wide screens): a line that takes more than one row marks its continuation.
          for (const line of document.querySelectorAll<HTMLElement>('pre .line')) {
            if (line.getClientRects().length === 0) continue;
            const lh = parseFloat(getComputedStyle(line).lineHeight);
            const rows = Math.round(line.getBoundingClientRect().height / lh);
            if (rows > 1 && getComputedStyle(line).backgroundImage === 'none') out.push({ what: name(line), problem: `wraps onto ${rows} rows with no continuation mark` });
          }
          return out;
        }, width >= 1280);
        expect(findings, `${path} at ${width} px`).toEqual([]);
      }
      expect(folded).toBeGreaterThanOrEqual(2); // chapter 7's complete iteration and chapter 8's IDA* step
    });
  });
}

test.describe('a listing on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('scrolls, fades at the edge it cuts, and stops fading at the end', async ({ page }) => {
    await page.goto('chapters/04-breadth-first-search/');
    const pre = page.locator('.code-cell pre').first();
    await pre.scrollIntoViewIfNeeded();
    const fades = () =>
      pre.evaluate((el) => {
        const cs = getComputedStyle(el.querySelector('code')!);
        return { start: parseFloat(cs.getPropertyValue('--sx-fade-start')), end: parseFloat(cs.getPropertyValue('--sx-fade-end')) };
      });
    expect(await pre.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect((await fades()).start).toBe(0);
    expect((await fades()).end).toBeGreaterThan(0);
    await pre.focus();
    await pre.evaluate((el) => (el.scrollLeft = el.scrollWidth));
    await expect.poll(async () => (await fades()).end).toBe(0);
    expect((await fades()).start).toBeGreaterThan(0);
  });
});
