/**
 * How the notebook writes numbers and text into the page, defined once so
 * every widget and every build-time figure says "3,674,160" and "3.4 ms" the
 * same way. Pure; tested in tests/site/format.test.ts.
 */

/**
 * A count with English digit grouping.
 * @example formatCount(3674160) // "3,674,160"
 */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/**
 * A count as Chinese writes large numbers: below 10,000 in digits with the
 * same grouping as formatCount; from 10,000 in 万 (10⁴), from 100,000,000 in
 * 亿 (10⁸), so no page says "10000 万". The figure before the unit is exact
 * when it is (a whole number or one decimal: 1 亿, 3.7 亿, 1,000 万), else
 * rounded to three significant figures (never fewer than its whole part:
 * 367 万 for 3,674,160, 8,818 万 for 88,179,840). The unit follows the digits
 * after a space, as every Chinese page sets Latin digits before Han; a
 * measure word comes straight after the unit ("1 亿个").
 * @example formatCountZh(9999) // "9,999"; formatCountZh(12_345) // "1.23 万"; formatCountZh(1e8) // "1 亿"
 */
export function formatCountZh(value: number): string {
  if (Math.abs(value) < 1e4) return formatCount(value);
  const [unit, scale] = Math.abs(value) >= 1e8 ? ['亿', 1e8] : ['万', 1e4];
  const q = value / scale;
  const tenths = Math.round(q * 10);
  if (Math.abs(tenths - q * 10) < 1e-9) return `${formatCount(tenths / 10)} ${unit}`;
  const whole = Math.floor(Math.log10(Math.abs(q))) + 1;
  const decimals = Math.max(0, 3 - whole);
  const rounded = Number(q.toFixed(decimals));
  // Rounding up can reach the next unit: 99,999,999 is 1 亿, not "10,000 万".
  if (unit === '万' && Math.abs(rounded) >= 1e4) return formatCountZh(Math.sign(value) * 1e8);
  return `${rounded.toLocaleString('en-US', { maximumFractionDigits: decimals })} ${unit}`;
}

/**
 * Milliseconds as the reader's machine measured them: one decimal below
 * 10 ms (where it still means something), whole milliseconds above.
 * Below a millisecond it says "< 1 ms", which reads the same in both editions.
 * @example formatMs(0.4) // "< 1 ms"; formatMs(3.42) // "3.4 ms"; formatMs(512.6) // "513 ms"
 */
export function formatMs(ms: number): string {
  if (ms < 1) return '< 1 ms';
  if (ms < 10) return `${ms.toFixed(1)} ms`;
  return `${formatCount(Math.round(ms))} ms`;
}

/**
 * A share as a percentage a reader can compare: two significant figures
 * below 1 %, so tiny depths do not all read "0.0 %".
 * @example formatShare(0.5138) // "51.4 %"; formatShare(0.00072) // "0.072 %"
 */
export function formatShare(share: number): string {
  const pct = share * 100;
  if (pct === 0) return '0 %';
  if (pct >= 1) return `${pct.toFixed(1)} %`;
  return `${Number(pct.toPrecision(2))} %`;
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * Text made safe to put in HTML or SVG markup, in element content and in
 * double-quoted attribute values (the only kind the site writes). The
 * prime `'` is left as typed, so `R'` stays readable in the markup. Widgets
 * no longer call it: their markup is built with the html tag of
 * safe-html.ts, which escapes every value itself (`'` too) and is the only
 * way to set innerHTML.
 * @example escapeHtml(`R' <X "a"`) // "R' &lt;X &quot;a&quot;"
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ESCAPES[c]);
}

/**
 * A count and its noun, in the singular for exactly one: written once so no
 * sentence says "1 moves". English only needs the two forms; the plural is
 * the singular plus "s" unless given.
 * @example countOf(1, 'move') // "1 move"; countOf(1234, 'node') // "1,234 nodes"; countOf(2, 'body', 'bodies') // "2 bodies"
 */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(n)} ${n === 1 ? singular : plural}`;
}

/** `3674160` → `3{,}674{,}160`: grouping for TeX, where a bare comma would add space. */
export function texCount(value: number): string {
  return formatCount(value).replace(/,/g, '{,}');
}

/** 4.3 × 10¹⁹ for 43,252,003,274,489,856,000: two significant figures and a superscript exponent. */
export function scientific(value: number): string {
  const exponent = Math.floor(Math.log10(value));
  const mantissa = (value / 10 ** exponent).toFixed(1);
  const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';
  return `${mantissa} × 10${String(exponent).split('').map((d) => SUPERSCRIPT[Number(d)]).join('')}`;
}

/**
 * Axis tick labels that fit a narrow chart, with at most three significant figures.
 * @example formatTick(10_000) // "10k"; formatTick(1_500_000) // "1.5M"; formatTick(1e9) // "1G"
 */
export function formatTick(value: number): string {
  if (value >= 1e9) return `${Number((value / 1e9).toPrecision(3))}G`;
  if (value >= 1e6) return `${Number((value / 1e6).toPrecision(3))}M`;
  if (value >= 1e3) return `${Number((value / 1e3).toPrecision(3))}k`;
  return String(value);
}

/**
 * An estimate and its standard error, rounded alike to the error's second
 * significant figure (no digit the error makes meaningless); past a million,
 * in powers of ten with the error as a percentage. An error of 0 (every probe
 * agreed) prints the value alone.
 * @example formatEstimate(9130.7, 53.7) // "9,131 ± 54"; formatEstimate(17.43, 0.42) // "17.43 ± 0.42"; formatEstimate(3.54e7, 7.4e5) // "3.54 × 10⁷ ± 2.1 %"
 */
export function formatEstimate(mean: number, standardError: number): string {
  if (mean >= 1e6) {
    const exponent = Math.floor(Math.log10(mean));
    const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';
    const power = `10${String(exponent).split('').map((d) => SUPERSCRIPT[Number(d)]).join('')}`;
    const relative = (100 * standardError) / mean;
    const error = standardError > 0 ? ` ± ${relative < 10 ? relative.toFixed(1) : relative.toFixed(0)} %` : '';
    return `${(mean / 10 ** exponent).toFixed(2)} × ${power}${error}`;
  }
  if (!(standardError > 0)) return formatCount(Number(mean.toFixed(2)));
  const place = Math.floor(Math.log10(standardError)) - 1; // the error's second significant digit
  const decimals = Math.min(2, Math.max(0, -place));
  const step = 10 ** Math.max(place, -decimals);
  const round = (v: number) => (Math.round(v / step) * step).toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  return `${round(mean)} ± ${round(standardError)}`;
}

/** A byte count in SI megabytes (10⁶ bytes, as the chapters count them): 88.2 MB for the corner table, 0.6 MB below one. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / 1e6).toFixed(1)} MB`;
}
