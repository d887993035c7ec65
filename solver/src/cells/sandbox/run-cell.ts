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

export interface LoadedModule {
  readonly module: Record<string, unknown>;
  /** The URL the host loaded it from: stack frames name it. */
  readonly url: string;
}

export interface CollectRequest {
  readonly exercise: CellExercise;
  readonly source: string;
  readonly metric: Metric;
}

export type Collected = { readonly ok: true; readonly answers: CellAnswers; readonly ms: number } | { readonly ok: false; readonly error: CellError };

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

