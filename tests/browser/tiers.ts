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
 * `npm test` already walks; each says which. The whole-page screenshots
 * (screenshots.spec.ts) are all slow: they are pictures for a person, and the
 * one thing they assert, no sideways scrolling, wide-content.spec.ts checks
 * on every page at both widths in `npm test`.
 */
export type ColorScheme = 'light' | 'dark';

/**
 * Tests that bound the page's main thread (expectNoLongTaskSince) carry this
 * tag and run after the rest, one at a time (`npm run test:browser`), so the
 * page and its worker have the machine's two cores to themselves. Run beside
 * another test, a CI run once failed on a 210 ms "Worker.onmessage" frame
 * whose handler takes 5–8 ms under 4× CPU throttling: the renderer had waited
 * for a core, which says nothing about the page's code.
 */
export const MAIN_THREAD_TAG = '@main-thread';

/** Playwright's tag for the slow tier: `--grep @slow` selects it, `--grep-invert @slow` leaves it out. */
export const SLOW_TAG = '@slow';

/**
 * A check repeated over every instance of one component (each prediction
 * gate, each exercise, each widget's scramble field, each Chinese page's load
 * and axe run) runs in `npm test` for its representatives, chosen so that
 * every kind of instance is among them (each spec says which and why), and in
 * the slow tier for the rest. A fault in the component shows in any instance;
 * a fault in one instance's content is still caught on every CI run.
 */
export function instanceTier(representative: boolean): { tag?: string } {
  return representative ? {} : { tag: SLOW_TAG };
}

/**
 * Tests whose product is pictures for a person (close-ups of widgets), like
 * screenshots.spec.ts's whole pages: the slow tier takes them in every scheme
 * and width; what they wait for is asserted by the widgets' own tests.
 */
export const PICTURES_TIER = { tag: SLOW_TAG } as const;

/** The test details for one scheme × width combination of a matrix. */
export function matrixTier(colorScheme: ColorScheme, width: number): { tag?: string } {
  const fast = (colorScheme === 'light') === width >= 1000;
  return fast ? {} : { tag: SLOW_TAG };
}
