/**
 * Playback of a move sequence or a search trace, as a pure reducer: position
 * `step` in 0..length (0 = before the first move, length = after the last),
 * and whether it is playing. Widgets keep the drawing; the timer is
 * playback-player.ts, the buttons and keys playback-controls.ts. The rules
 * live here and are tested in tests/site/playback.test.ts.
 */

/** Where a playback stands: `step` in 0..length, and whether the timer advances it. */
export interface PlaybackState {
  readonly length: number;
  readonly step: number;
  readonly playing: boolean;
}

/** What can happen to a playback. Every action but `play`, `toggle` and `tick` pauses it. */
export type PlaybackAction =
  /** A new sequence of `length` steps, paused at `step` (default 0). */
  | { type: 'load'; length: number; step?: number }
  | { type: 'toggle' }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'forward' }
  | { type: 'back' }
  | { type: 'seek'; step: number }
  /** The timer fired while playing: advance `steps` (default 1; a fast replay of a long trace moves several per tick). */
  | { type: 'tick'; steps?: number };

export const EMPTY_PLAYBACK: PlaybackState = { length: 0, step: 0, playing: false };

const clamp = (step: number, length: number) => Math.max(0, Math.min(length, Math.round(step)));

/**
 * The next playback state; returns `state` itself when nothing changes, so callers can skip a redraw.
 * @example playbackReducer({ length: 4, step: 3, playing: true }, { type: 'tick', steps: 2 }) // { length: 4, step: 4, playing: false }
 */
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
      const step = clamp(state.step + Math.max(1, action.steps ?? 1), state.length);
      return { ...state, step, playing: step < state.length };
    }
  }
}

/**
 * The one keyboard map for every playback on the site (as in video players:
 * Space or k plays and pauses, ← / j and → / l step, Home and End jump).
 * Returns null for any other key, so a widget can add its own (zoom, say).
 */
export function playbackKeyAction(key: string, length: number): PlaybackAction | null {
  switch (key) {
    case ' ':
    case 'k':
      return { type: 'toggle' };
    case 'ArrowLeft':
    case 'j':
      return { type: 'back' };
    case 'ArrowRight':
    case 'l':
      return { type: 'forward' };
    case 'Home':
      return { type: 'seek', step: 0 };
    case 'End':
      return { type: 'seek', step: length };
    default:
      return null;
  }
}
