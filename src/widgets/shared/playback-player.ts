/**
 * A playback with its timer: holds the PlaybackState, applies actions with
 * the shared reducer, and while playing dispatches ticks at the widget's
 * interval (several steps per tick when the widget asks for more steps per
 * second than timers can deliver). The timer dies with the widget's lifetime.
 */
import type { Lifetime } from './lifetime.ts';
import { EMPTY_PLAYBACK, playbackReducer, type PlaybackAction, type PlaybackState } from './playback.ts';
import { Scheduled } from './scheduled.ts';

export interface PlayerOptions {
  /** Milliseconds between ticks, read at each tick (a speed menu may change it). */
  readonly interval: () => number;
  /** Steps per tick (default 1). */
  readonly stride?: () => number;
  /** Called after every change, with the state before it; draw here. */
  readonly onChange: (state: PlaybackState, previous: PlaybackState, action: PlaybackAction) => void;
}

export class PlaybackPlayer {
  private playback: PlaybackState = EMPTY_PLAYBACK;
  private readonly timer: Scheduled;
  private readonly options: PlayerOptions;

  constructor(lifetime: Lifetime, options: PlayerOptions) {
    this.timer = new Scheduled(lifetime);
    this.options = options;
  }

  get state(): PlaybackState {
    return this.playback;
  }

  /**
   * Applies `action`; on a change calls onChange and (re)arms the timer.
   * @example player.dispatch({ type: 'load', length: solution.length, step: 0 });
   */
  dispatch(action: PlaybackAction): void {
    const before = this.playback;
    this.playback = playbackReducer(before, action);
    if (this.playback === before) return;
    this.options.onChange(this.playback, before, action);
    this.rearm();
  }

  /** Restarts the wait for the next tick (after a speed change, say). */
  rearm(): void {
    this.timer.cancel();
    if (!this.playback.playing) return;
    this.timer.schedule(() => this.dispatch({ type: 'tick', steps: this.options.stride?.() ?? 1 }), this.options.interval());
  }
}
