/**
 * The states every solve benchmark uses: uniform over all 3,674,160
 * positions, from a fixed seed so runs compare like with like.
 */
import { type CornerState, STATE_COUNT, seededRandom } from 'pocket-cube-solver';
import { stateOfIndex } from 'pocket-cube-solver/internals';

export const SAMPLE_SEED = 12345;
export const SAMPLE_SIZE = 1000;

export interface SampleState {
  readonly index: number;
  readonly state: CornerState;
}

export function sampleStates(count: number = SAMPLE_SIZE, seed: number = SAMPLE_SEED): SampleState[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const index = random.int(STATE_COUNT);
    return { index, state: stateOfIndex(index) };
  });
}
