/**
 * Captions that describe colours must be true in both colour schemes (issue 11,
 * item 8). A dark page inverts "darker": in the dark scheme the busiest
 * quality-map cells are the lightest. Each test reads what the words claim and
 * checks it against the colours actually drawn, in light and in dark.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { readdirSync } from 'node:fs';

type Rgb = readonly [number, number, number];

/** WCAG 2.2 relative luminance of an sRGB colour (0..255 channels). */
function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

function over(fg: Rgb, alpha: number, bg: Rgb): Rgb {
  return [0, 1, 2].map((i) => fg[i] * alpha + bg[i] * (1 - alpha)) as unknown as Rgb;
}

/**
 * Whether a caption's word for colour `described` is true against colour
 * `other`, both drawn on `bg`; null if the words make no claim this knows.
 * Darker and lighter are about luminance, so one of them is false in one of the
 * schemes; strong and faint are about contrast with the page, true in both.
 */
function claimHolds(words: string, described: Rgb, other: Rgb, bg: Rgb): boolean | null {
  if (/\b(darker|dark)\b/i.test(words)) return luminance(described) < luminance(other);
  if (/\b(lighter|paler|pale|light)\b/i.test(words)) return luminance(described) > luminance(other);
  if (/\b(stronger|strong|stands? out)\b/i.test(words)) return contrast(described, bg) > contrast(other, bg);
  if (/\b(fainter|faint)\b/i.test(words)) return contrast(described, bg) < contrast(other, bg);
  return null;
}

const SCHEMES = ['light', 'dark'] as const;

/** Resolves colours in the page: any CSS colour (custom properties included) to rgb channels. */
async function rgbOf(page: Page, within: string, colours: string[]): Promise<Rgb[]> {
  return page.locator(within).first().evaluate((host, list) => {
    const probe = document.createElement('span');
    host.append(probe);
    const out = list.map((c) => {
      probe.style.color = c;
      const m = getComputedStyle(probe).color.match(/[\d.]+/g)!.map(Number);
      return [m[0], m[1], m[2]] as [number, number, number];
    });
    probe.remove();
    return out;
  }, colours);
}

for (const scheme of SCHEMES) {
  test.describe(`in the ${scheme} scheme`, () => {
    test.use({ colorScheme: scheme });

    test('the quality map caption says truly how the busiest cells look', async ({ page }) => {
      await page.goto('chapters/05-pattern-databases/');
      const figure = page.locator('figure.figure', { has: page.locator('pc-quality-map') });
      const caption = (await figure.locator('figcaption').textContent())!;
      // The sentence about cells and how many positions they hold.
      const claim = caption.split(/[.;]/).find((s) => /cell/i.test(s) && /positions/i.test(s));
      expect(claim, caption).toBeDefined();
      const cells = page.locator('pc-quality-map .qm-cell');
      await expect(cells.first()).toBeAttached();
      const drawn = await cells.evaluateAll((rects) => {
        const opacity = rects.map((r) => Number(r.getAttribute('fill-opacity')));
        const fill = getComputedStyle(rects[0]).fill;
        let bg = 'rgba(0, 0, 0, 0)';
        for (let el: Element | null = rects[0]; el && /rgba\(.*, 0\)|transparent/.test(bg); el = el.parentElement) bg = getComputedStyle(el).backgroundColor;
        if (/rgba\(.*, 0\)|transparent/.test(bg)) bg = getComputedStyle(document.body).backgroundColor;
        return { fill, bg, max: Math.max(...opacity), min: Math.min(...opacity) };
      });
      expect(drawn.max).toBeGreaterThan(drawn.min);
      const [fill, bg] = await rgbOf(page, 'pc-quality-map', [drawn.fill, drawn.bg]);
      const busiest = over(fill, drawn.max, bg);
      const quietest = over(fill, drawn.min, bg);
      expect(claimHolds(claim!, busiest, quietest, bg), `"${claim}" with busiest ${busiest}, quietest ${quietest} on ${bg}`).toBe(true);
    });

    test('the IDA* explorer legend says truly which circles are which', async ({ page }) => {
      await page.goto('chapters/06-ida-star/');
      const aside = page.locator('aside.note', { hasText: 'f under the bound' });
      const text = (await aside.textContent())!.replace(/\s+/g, ' ');
      // "(<word>: f under the bound, <word>: f equal to it)"
      const m = text.match(/\(([^:()]+): f under the bound, ([^:()]+): f (?:equal to it|exactly at the bound)\)/);
      expect(m, text).not.toBeNull();
      const [under, at, bg] = await rgbOf(page, 'pc-ida-explorer', ['var(--ie-below)', 'var(--ie-at)', 'var(--ie-bg)']);
      // The word for "under" singles out `under` against `at`; the word for "at" the other way round.
      expect(claimHolds(m![1], under, at, bg), `"${m![1]}" for ${under} against ${at} on ${bg}`).toBe(true);
      expect(claimHolds(m![2], at, under, bg), `"${m![2]}" for ${at} against ${under} on ${bg}`).toBe(true);
    });
  });
}

test('no caption or margin note anywhere says darker or lighter (false in one of the two schemes)', async ({ request }) => {
  const pages = ['', ...readdirSync('dist/chapters').map((d) => `chapters/${d}/`)];
  expect(pages.length).toBe(11);
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    const blocks = [...html.matchAll(/<(figcaption|aside|caption)\b[^>]*>([\s\S]*?)<\/\1>/g)].map((m) => m[2].replace(/<[^>]+>/g, ''));
    for (const text of blocks) expect(text, `${path}: ${text}`).not.toMatch(/\b(darker|lighter|darkest|lightest|pale|paler|palest)\b/i);
  }
});
