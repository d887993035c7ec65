/**
 * The worker thread `pocket-cube check` runs a student's file in: it
 * collects the answers (the only part that runs the student's code) and posts
 * them to the CLI, which judges them in its own thread. Console output comes
 * back as messages, so `--json` output stays one JSON value per line. Not a
 * security boundary: a student's file runs with the grader's permissions, as
 * with any test runner.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { Metric } from '../../metric.ts';
import type { CellExercise } from '../exercises.ts';
import { captureConsole } from './console-capture.ts';
import { collectInSandbox } from './run-cell.ts';

export interface NodeCellJob {
  readonly exercise: CellExercise;
  readonly file: string;
  readonly metric: Metric;
}

const job = workerData as NodeCellJob;
const port = parentPort!;
const capture = captureConsole(console, (message) => port.postMessage(message));
const source = readFileSync(job.file, 'utf8');
const url = pathToFileURL(job.file).href;
const collected = await collectInSandbox({ exercise: job.exercise, source, metric: job.metric }, async () => ({
  module: (await import(url)) as Record<string, unknown>,
  url,
}));
if (capture.dropped() > 0) port.postMessage({ type: 'log-dropped', count: capture.dropped() });
port.postMessage(collected.ok ? { type: 'answers', answers: collected.answers, ms: collected.ms } : { type: 'error', error: collected.error });
