/**
 * Means with their sampling error, for comparing a measured average with a
 * prediction. Welford's online algorithm (B. P. Welford, "Note on a method
 * for calculating corrected sums of squares and products", Technometrics 4,
 * 1962) keeps the mean and the sum of squared deviations without the
 * cancellation that Σx² − (Σx)²/n suffers when counts reach millions.
 */

export interface MeanSummary {
  readonly n: number;
  readonly mean: number;
  /** Sample standard deviation (n − 1 in the denominator); 0 for n < 2. */
  readonly sd: number;
  /** Standard error of the mean, sd / √n. */
  readonly standardError: number;
}

/** An accumulating mean and variance (Welford). */
export class RunningMean {
  private n = 0;
  private mean = 0;
  private squares = 0;

  add(x: number): void {
    this.n++;
    const delta = x - this.mean;
    this.mean += delta / this.n;
    this.squares += delta * (x - this.mean);
  }

  summary(): MeanSummary {
    const sd = this.n > 1 ? Math.sqrt(this.squares / (this.n - 1)) : 0;
    return { n: this.n, mean: this.mean, sd, standardError: this.n > 0 ? sd / Math.sqrt(this.n) : 0 };
  }
}

// #region z-score
/**
 * How many standard errors a measured mean lies from the expected value:
 * z = (mean − expected) / (sd / √n). By the central limit theorem |z| < 4
 * has probability ≈ 0.99994 when the expectation is right. When every sample
 * was equal (sd = 0) the mean either is the expectation (z = 0, up to
 * rounding of the expectation) or is not (±∞).
 */
export function zScore(measured: MeanSummary, expected: number): number {
  const diff = measured.mean - expected;
  if (measured.standardError > 0) return diff / measured.standardError;
  return Math.abs(diff) <= 1e-9 * Math.max(1, Math.abs(expected)) ? 0 : diff > 0 ? Infinity : -Infinity;
}
// #endregion
