import { afterEach, describe, expect, it, vi } from 'vitest';
import { Lifetime } from '../../src/widgets/shared/lifetime.ts';
import { EMPTY_PLAYBACK, playbackKeyAction, playbackReducer, type PlaybackAction, type PlaybackState } from '../../src/widgets/shared/playback.ts';
import { PlaybackPlayer } from '../../src/widgets/shared/playback-player.ts';

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

  it('advances several steps per tick when asked, stopping at the end', () => {
    const playing = run(loaded(10, 2), { type: 'play' });
    expect(playbackReducer(playing, { type: 'tick', steps: 5 })).toEqual({ length: 10, step: 7, playing: true });
    expect(playbackReducer(playing, { type: 'tick', steps: 50 })).toEqual({ length: 10, step: 10, playing: false });
    expect(playbackReducer(playing, { type: 'tick', steps: 0 }).step).toBe(3);
  });
});

describe('one key map for every playback', () => {
  it('maps Space/k, ←/j, →/l, Home and End, and nothing else', () => {
    for (const key of [' ', 'k']) expect(playbackKeyAction(key, 5)).toEqual({ type: 'toggle' });
    for (const key of ['ArrowLeft', 'j']) expect(playbackKeyAction(key, 5)).toEqual({ type: 'back' });
    for (const key of ['ArrowRight', 'l']) expect(playbackKeyAction(key, 5)).toEqual({ type: 'forward' });
    expect(playbackKeyAction('Home', 5)).toEqual({ type: 'seek', step: 0 });
    expect(playbackKeyAction('End', 5)).toEqual({ type: 'seek', step: 5 });
    expect(playbackKeyAction('+', 5)).toBeNull();
  });
});

describe('PlaybackPlayer', () => {
  afterEach(() => vi.useRealTimers());

  it('ticks at its interval with its stride until the end, and stops with its lifetime', () => {
    vi.useFakeTimers();
    const lifetime = new Lifetime();
    const steps: number[] = [];
    const player = new PlaybackPlayer(lifetime, { interval: () => 100, stride: () => 2, onChange: (s) => steps.push(s.step) });
    player.dispatch({ type: 'load', length: 5 });
    player.dispatch({ type: 'play' });
    vi.advanceTimersByTime(250);
    expect(steps).toEqual([0, 0, 2, 4]);
    lifetime.end();
    vi.advanceTimersByTime(1000);
    expect(steps).toEqual([0, 0, 2, 4]);
    expect(player.state.playing).toBe(true);
  });

  it('plays to the end and stops', () => {
    vi.useFakeTimers();
    const player = new PlaybackPlayer(new Lifetime(), { interval: () => 10, onChange: () => {} });
    player.dispatch({ type: 'load', length: 3 });
    player.dispatch({ type: 'toggle' });
    vi.advanceTimersByTime(1000);
    expect(player.state).toEqual({ length: 3, step: 3, playing: false });
  });
});
