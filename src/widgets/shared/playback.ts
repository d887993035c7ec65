/**
 * Playback of a move sequence, as a pure reducer: position `step` in 0..length
 * (0 = before the first move, length = after the last), and whether it is
 * playing. Widgets keep the timer and the drawing; the rules live here and are
 * tested in tests/site/playback.test.ts. Reused by every widget that steps
 * through something (solutions now; search traces later).
 */

export interface PlaybackState {
  readonly length: number;
  readonly step: number;
  readonly playing: boolean;
}

export type PlaybackAction =
  | { type: 'load'; length: number; step?: number }
  | { type: 'toggle' }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'forward' }
  | { type: 'back' }
  | { type: 'seek'; step: number }
  /** The timer fired while playing. */
  | { type: 'tick' };

export const EMPTY_PLAYBACK: PlaybackState = { length: 0, step: 0, playing: false };

const clamp = (step: number, length: number) => Math.max(0, Math.min(length, Math.round(step)));

export function playbackReducer(state: PlaybackState, action: PlaybackAction): PlaybackState {
  switch (action.type) {
    case 'load':
      return { length: action.length, step: clamp(action.step ?? 0, action.length), playing: false };
    case 'toggle':
      return playbackReducer(state, { type: state.playing ? 'pause' : 'play' });
    case 'play':
      if (state.length === 0) return state;
      // Play from the end starts over, as every media player does.
      return { ...state, step: state.step >= state.length ? 0 : state.step, playing: true };
    case 'pause':
      return state.playing ? { ...state, playing: false } : state;
    case 'forward':
      return { ...state, step: clamp(state.step + 1, state.length), playing: false };
    case 'back':
      return { ...state, step: clamp(state.step - 1, state.length), playing: false };
    case 'seek':
      return { ...state, step: clamp(action.step, state.length), playing: false };
    case 'tick': {
      if (!state.playing) return state;
      const step = clamp(state.step + 1, state.length);
      return { ...state, step, playing: step < state.length };
    }
  }
}
