/**
 * The playback controls every stepping widget shows — back, play/pause,
 * forward, a scrubber, and the keyboard on a focusable stage — wired to a
 * PlaybackPlayer with one key map (playbackKeyAction) and drawn from its
 * state. Widgets keep their own markup classes; this takes the elements.
 */
import type { Lifetime } from './lifetime.ts';
import type { Parts } from './parts.ts';
import { pageMessages } from '../../i18n/page-language.ts';
import { playbackKeyAction, type PlaybackState } from './playback.ts';
import type { PlaybackPlayer } from './playback-player.ts';

export interface ControlParts {
  readonly back: HTMLButtonElement;
  readonly play: HTMLButtonElement;
  readonly forward: HTMLButtonElement;
  readonly scrubber: HTMLInputElement;
  /** Where the keys work (tabindex=0). */
  readonly stage: HTMLElement;
}

/**
 * The controls of a widget whose markup names them `<prefix>-back`,
 * `-play`, `-forward`, `-scrubber` and `-stage` (the solver widgets').
 * @example controlPartsOf(this.parts, 'tp') // .tp-back, .tp-play, …
 */
export function controlPartsOf(parts: Parts, prefix: string): ControlParts {
  return {
    back: parts.one<HTMLButtonElement>(`.${prefix}-back`),
    play: parts.one<HTMLButtonElement>(`.${prefix}-play`),
    forward: parts.one<HTMLButtonElement>(`.${prefix}-forward`),
    scrubber: parts.one<HTMLInputElement>(`.${prefix}-scrubber`),
    stage: parts.one<HTMLElement>(`.${prefix}-stage`),
  };
}

/**
 * Wires the controls to `player` for the lifetime. `extraKeys` handles keys
 * the shared map leaves alone (return true if handled).
 */
export function bindPlaybackControls(parts: ControlParts, player: PlaybackPlayer, lifetime: Lifetime, extraKeys?: (key: string) => boolean): void {
  lifetime.listen(parts.back, 'click', () => player.dispatch({ type: 'back' }));
  lifetime.listen(parts.forward, 'click', () => player.dispatch({ type: 'forward' }));
  lifetime.listen(parts.play, 'click', () => player.dispatch({ type: 'toggle' }));
  lifetime.listen(parts.scrubber, 'input', () => player.dispatch({ type: 'seek', step: Number(parts.scrubber.value) }));
  lifetime.listen<KeyboardEvent>(parts.stage, 'keydown', (event) => {
    // A control inside the stage has used the key already (chapter 10's painter on its net).
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const action = playbackKeyAction(event.key, player.state.length);
    if (action) player.dispatch(action);
    else if (!extraKeys?.(event.key)) return;
    event.preventDefault();
  });
}

/**
 * Draws `state` on the controls: disabled ends, the play button's name and
 * look, the scrubber's range and its spoken value `valueText`.
 */
export function renderPlaybackControls(parts: ControlParts, state: PlaybackState, valueText: string): void {
  const { step, length, playing } = state;
  parts.back.disabled = step === 0;
  parts.forward.disabled = step >= length;
  parts.play.disabled = length === 0;
  const t = pageMessages().kit.playback;
  parts.play.setAttribute('aria-label', playing ? t.pause : t.play);
  parts.play.classList.toggle('playing', playing);
  parts.scrubber.max = String(length);
  parts.scrubber.value = String(step);
  parts.scrubber.disabled = length === 0;
  parts.scrubber.setAttribute('aria-valuetext', valueText);
}
