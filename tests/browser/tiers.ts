/**
 * Which browser tests run in `npm test` and which in the slow tier
 * (`npm run test:slow`, which CI also runs, so nothing stops being checked).
 *
 * Many checks repeat over both colour schemes and two widths. A fault that
 * depends on the scheme alone or the width alone shows in any combination
 * that has that scheme or width, so `npm test` runs two of the four, chosen
 * so that each scheme and each width is among them (light at desktop width,
 * dark on a phone); the slow tier runs the other two, where the faults that
 * need both at once (dark AND phone-wide, say) would show.
 *
 * A few single tests are tagged SLOW_TAG directly: those whose cost is a heavy
 * build in the page (Korf's six-edge databases) on a path a faster test in
 * `npm test` already walks; each says which.
 */
export type ColorScheme = 'light' | 'dark';

/** Playwright's tag for the slow tier: `--grep @slow` selects it, `--grep-invert @slow` leaves it out. */
export const SLOW_TAG = '@slow';

/**
 * A page-wide check in one colour scheme: English pages in both schemes in
 * `npm test`; Chinese pages (the same layout, widgets and CSS, in another
 * language) in the light scheme there and the dark one in the slow tier.
 * Their only CSS of their own (src/styles/chinese.css) sets type, not colour.
 */
export function editionTier(path: string, colorScheme: ColorScheme): { tag?: string } {
  return path.startsWith('zh/') && colorScheme === 'dark' ? { tag: SLOW_TAG } : {};
}

/** The test details for one scheme × width combination of a matrix. */
export function matrixTier(colorScheme: ColorScheme, width: number): { tag?: string } {
  const fast = (colorScheme === 'light') === width >= 1000;
  return fast ? {} : { tag: SLOW_TAG };
}
