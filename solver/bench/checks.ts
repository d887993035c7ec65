/**
 * Correctness checks made while benchmarking, always outside the timed code:
 * a fast wrong answer is not a result. Failures make the bench exit non-zero;
 * warnings (the naive port disagreeing about node counts) are only printed.
 */
import { type CornerState, applyMoveNames } from 'pocket-cube-solver';
import { isSolved } from 'pocket-cube-solver/internals';

export class CheckLog {
  readonly failures: string[] = [];
  readonly warnings: string[] = [];
  checked = 0;

  fail(message: string): void {
    this.failures.push(message);
  }

  warn(message: string): void {
    this.warnings.push(message);
  }

  /** `names` applied to `state` must reach the solved cube, in exactly `optimalLength` moves. */
  checkSolution(label: string, state: CornerState, names: readonly string[] | null, optimalLength: number): void {
    this.checked++;
    if (names === null) {
      this.fail(`${label}: no solution`);
      return;
    }
    if (!isSolved(applyMoveNames(state, names))) this.fail(`${label}: "${names.join(' ')}" does not solve the state`);
    if (names.length !== optimalLength) {
      this.fail(`${label}: length ${names.length}, but the distance table says ${optimalLength}`);
    }
  }
}
