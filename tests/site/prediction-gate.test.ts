import { describe, expect, it } from 'vitest';
import { GATE_START, gateReducer, revealMessage } from '../../src/widgets/shared/prediction-gate-model.ts';

describe('the prediction gate', () => {
  it('stays closed until a chosen guess is committed', () => {
    expect(gateReducer(GATE_START, { type: 'commit' })).toBe(GATE_START); // nothing chosen: nothing happens
    const chosen = gateReducer(GATE_START, { type: 'choose', choice: 'qtm' });
    expect(chosen).toEqual({ phase: 'asking', choice: 'qtm' });
    expect(gateReducer(chosen, { type: 'commit' })).toEqual({ phase: 'revealed', guess: 'qtm' });
  });
  it('"Just show me" reveals without a guess, and a revealed gate stays revealed', () => {
    const skipped = gateReducer(GATE_START, { type: 'skip' });
    expect(skipped).toEqual({ phase: 'revealed', guess: null });
    expect(gateReducer(skipped, { type: 'choose', choice: 'htm' })).toBe(skipped);
  });
  it('says what was guessed', () => {
    expect(revealMessage(GATE_START)).toBe('');
    expect(revealMessage({ phase: 'revealed', guess: 'qtm' }, () => 'quarter-turn only')).toBe('Your guess: quarter-turn only. The result is shown below.');
    expect(revealMessage({ phase: 'revealed', guess: null })).toBe('Result shown without a guess.');
  });
});
