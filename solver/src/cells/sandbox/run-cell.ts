/**
 * One cell run, host-neutral: check the syntax, load the reader's module,
 * collect its answers (the only part that runs the reader's code, timed), then
 * judge them. The browser entry runs both halves in its fresh worker; the CLI
 * collects in a worker thread and judges in its own process, where the
 * reader's code never ran.
 */
import type { CellError } from '../cell-error.ts';
import type { CellExercise } from '../exercises.ts';
import type { Metric } from '../../metric.ts';
import { type CellAnswers, collectAnswers } from '../collect.ts';
import { cellErrorOf } from './error-location.ts';
import { syntaxErrorOf } from './syntax-check.ts';

/** The reader's module as the host loaded it, and the URL it came from. */
export interface LoadedModule {
  readonly module: Record<string, unknown>;
  /** The URL the host loaded it from: stack frames name it. */
  readonly url: string;
}

/** One cell run to collect: the exercise, the reader's module source, and the metric. */
export interface CollectRequest {
  readonly exercise: CellExercise;
  readonly source: string;
  readonly metric: Metric;
}

/** The answers and the time the reader's code took (ms), or the CellError that stopped it. */
export type Collected = { readonly ok: true; readonly answers: CellAnswers; readonly ms: number } | { readonly ok: false; readonly error: CellError };

/**
 * Checks the source's syntax, loads it with the host's `load`, and collects
 * its answers, turning anything the reader's code throws into a CellError.
 * It runs the reader's code: call it only inside the sandbox (a fresh worker).
 *
 * @example
 * const collected = await collectInSandbox({ exercise: 'rank', source, metric: 'htm' }, async (text) => {
 *   const url = URL.createObjectURL(new Blob([text], { type: 'text/javascript' }));
 *   return { module: await import(url), url };
 * }); // { ok: true, answers, ms } or { ok: false, error: { kind: 'syntax', message, line, column } }
 */
export async function collectInSandbox(request: CollectRequest, load: (source: string) => Promise<LoadedModule>): Promise<Collected> {
  const syntax = syntaxErrorOf(request.source);
  if (syntax) return { ok: false, error: syntax };
  let loaded: LoadedModule;
  try {
    loaded = await load(request.source);
  } catch (thrown) {
    return { ok: false, error: cellErrorOf(thrown, '\u0000', 'syntax') };
  }
  const started = performance.now();
  try {
    const answers = collectAnswers(request.exercise, loaded.module, request.metric);
    return { ok: true, answers, ms: performance.now() - started };
  } catch (thrown) {
    return { ok: false, error: cellErrorOf(thrown, loaded.url) };
  }
}

