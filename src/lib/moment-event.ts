/**
 * The DOM event a Try link in the prose sends to the widget it targets to ask
 * for a moment of a replay (`detail: { iteration, node }`, 0-based), right
 * after it has set the scramble through reader-state. The IDA* explorer
 * listens for it: "Try this scramble, and step from iteration 1". A link
 * without JavaScript carries the same moment in its query instead.
 */
export const MOMENT_EVENT = 'pocket-cube:moment';
