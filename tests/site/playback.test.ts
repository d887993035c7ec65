import { describe, expect, it } from 'vitest';
import { EMPTY_PLAYBACK, playbackReducer, type PlaybackAction, type PlaybackState } from '../../src/widgets/shared/playback.ts';

const run = (state: PlaybackState, ...actions: PlaybackAction[]) => actions.reduce(playbackReducer, state);
const loaded = (length: number, step = 0) => playbackReducer(EMPTY_PLAYBACK, { type: 'load', length, step });

describe('playback', () => {
  it('loads paused, clamping the requested step', () => {
    expect(loaded(4, 9)).toEqual({ length: 4, step: 4, playing: false });
    expect(loaded(4, -2).step).toBe(0);
  });

  it('steps forward and back within 0..length', () => {
    expect(run(loaded(2), { type: 'forward' }, { type: 'forward' }, { type: 'forward' }).step).toBe(2);
    expect(run(loaded(2), { type: 'back' }).step).toBe(0);
  });

  it('plays to the end and stops there', () => {
    const end = run(loaded(2), { type: 'play' }, { type: 'tick' }, { type: 'tick' });
    expect(end).toEqual({ length: 2, step: 2, playing: false });
    expect(playbackReducer(end, { type: 'tick' })).toBe(end);
  });

  it('starts over when play is pressed at the end', () => {
    expect(run(loaded(3, 3), { type: 'play' })).toEqual({ length: 3, step: 0, playing: true });
  });

  it('does not play an empty sequence', () => {
    expect(run(loaded(0), { type: 'toggle' }).playing).toBe(false);
  });

  it('pauses when the reader steps or seeks', () => {
    const playing = run(loaded(4), { type: 'play' });
    expect(playbackReducer(playing, { type: 'forward' }).playing).toBe(false);
    expect(playbackReducer(playing, { type: 'seek', step: 3 })).toEqual({ length: 4, step: 3, playing: false });
  });

  it('toggles between playing and paused', () => {
    const playing = run(loaded(4), { type: 'toggle' });
    expect(playing.playing).toBe(true);
    expect(playbackReducer(playing, { type: 'toggle' }).playing).toBe(false);
  });
});
