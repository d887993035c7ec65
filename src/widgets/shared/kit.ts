/**
 * The widget kit in one import: everything a new widget needs besides its
 * own drawing and prose. Widgets import these modules only through here
 * (tests/site/kit-surface.test.ts). The kit's drawings (corner-arrays.ts,
 * net-view.ts, three-net-view.ts, histogram-svg.ts, series-chart.ts, …) and
 * the scramble field (scramble-field.ts, which brings the `cube` catalogue
 * area: its parse errors) are imported from their own files, so a page
 * loads only what it draws and the words it shows. README.md, "Building a widget with the kit", walks
 * through it. Page-safe: nothing here reaches the solver's heavy modules.
 */
export { WidgetElement, defineWidget } from './widget-element.ts';
export { Lifetime } from './lifetime.ts';
export { Scheduled } from './scheduled.ts';
export { partsOf, type Parts } from './parts.ts';
export { holdBusy } from './busy.ts';
export { LatestRequest, type Answer, type SendContext } from './latest-request.ts';
export { ReaderBinding } from './reader-binding.ts';
export { ReaderChoice } from './reader-choice.ts';
export { ChartCursor } from './chart-cursor.ts';
export { copyLink, copySolution } from './copy-link.ts';
export { PendingAction } from './pending-action.ts';
export { renderRows, tableRow, type RowSpec, type CellSpec } from './table-rows.ts';
export { pageLocate } from './page-locate.ts';
export { EMPTY_PLAYBACK, playbackReducer, playbackKeyAction, type PlaybackAction, type PlaybackState } from './playback.ts';
export { PlaybackPlayer } from './playback-player.ts';
export { bindPlaybackControls, controlPartsOf, renderPlaybackControls, type ControlParts } from './playback-controls.ts';
export * from './vocabulary.ts';
export * from '../../lib/format.ts';
export { solverClient } from '../../lib/worker-client.ts';
