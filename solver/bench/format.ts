/** Number formatting for the Markdown report. */

/** Milliseconds with precision that suits their size: 0.0412, 3.21, 312. */
export function ms(x: number): string {
  if (!Number.isFinite(x)) return String(x);
  if (x < 1) return x.toFixed(4);
  if (x < 10) return x.toFixed(2);
  if (x < 100) return x.toFixed(1);
  return x.toFixed(0);
}

/** An integer with thousands separators: 1,234,567. */
export function int(x: number): string {
  return Math.round(x).toLocaleString('en-US');
}

/** A rate per second: 3.21 M/s, 456 k/s, 12.0 /s. */
export function rate(x: number): string {
  if (x >= 1e6) return `${(x / 1e6).toFixed(2)} M/s`;
  if (x >= 1e3) return `${(x / 1e3).toFixed(1)} k/s`;
  return `${x.toFixed(1)} /s`;
}

export function ratio(x: number): string {
  return `${x.toFixed(2)}×`;
}
