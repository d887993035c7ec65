/**
 * `pocket-cube check`'s engine: one student file, one exercise, in a worker
 * thread with the cells' time limit (the page's limit), judged here. The
 * messages are the page's (cell-protocol.ts), so the CLI and the notebook
 * report the same verdicts, logs and errors.
 */
import { Worker } from 'node:worker_threads';
import type { Metric } from '../metric.ts';
import type { CellError } from './cell-error.ts';
import type { CellAnswers } from './collect.ts';
import { CELL_TIME_LIMIT_MS, type CellExercise } from './exercises.ts';
import { judgeAnswers } from './judge.ts';
import type { FromCellWorker } from './cell-protocol.ts';
import type { NodeCellJob } from './sandbox/node-entry.ts';
import type { CellVerdict } from './verdict.ts';

/** What `checkFile` answers: the verdict and the time the student's code took (ms), or the CellError that stopped it. */
export type CheckOutcome = { readonly ok: true; readonly verdict: CellVerdict; readonly ms: number } | { readonly ok: false; readonly error: CellError };

type FromThread = FromCellWorker | { type: 'answers'; answers: CellAnswers; ms: number };

/** The student's heap: a runaway allocation ends the thread with a message instead of filling the machine. */
const THREAD_HEAP_MB = 1024;

// Compiled, this file is check-file.js beside sandbox/node-entry.js; from source, .ts beside .ts.
const ENTRY = new URL(import.meta.url.endsWith('.ts') ? './sandbox/node-entry.ts' : './sandbox/node-entry.js', import.meta.url);

/** Options of `checkFile`: the metric (default 'htm'), the time limit in ms (default CELL_TIME_LIMIT_MS of the exercise), heap and logs. */
export interface CheckFileOptions {
  readonly metric?: Metric;
  readonly timeLimitMs?: number;
  /** The student's heap in MB (default THREAD_HEAP_MB); tests use a small one to reach the limit fast. */
  readonly heapMb?: number;
  /** Each log line and dropped-line count, as the student's code wrote them. */
  readonly onLog?: (message: Extract<FromCellWorker, { type: 'log' | 'log-dropped' }>) => void;
}

/**
 * Grades one student file (an ES module) as `pocket-cube check` does: its
 * answers collected in a worker thread under the time limit and a heap cap,
 * judged in this thread. A failure of the student's code (syntax, a throw, the
 * time or memory limit) comes back as `ok: false`, not as a rejection.
 *
 * @example
 * const outcome = await checkFile('rank', 'solver/examples/cells/rank.js');
 * if (outcome.ok) verdictDiagnosis(outcome.verdict) // 'lehmer'
 * await checkFile('heuristic', 'student.js', { metric: 'qtm', onLog: (m) => console.log(m) })
 */
export function checkFile(exercise: CellExercise, file: string, options: CheckFileOptions = {}): Promise<CheckOutcome> {
  const timeLimitMs = options.timeLimitMs ?? CELL_TIME_LIMIT_MS[exercise];
  const heapMb = options.heapMb ?? THREAD_HEAP_MB;
  const job: NodeCellJob = { exercise, file, metric: options.metric ?? 'htm' };
  return new Promise((resolve) => {
    const worker = new Worker(ENTRY, { workerData: job, resourceLimits: { maxOldGenerationSizeMb: heapMb } });
    let settled = false;
    const settle = (outcome: CheckOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(outcome);
    };
    const timer = setTimeout(
      () => settle({ ok: false, error: { kind: 'timeout', message: `the code did not finish within ${timeLimitMs / 1000} s` } }),
      timeLimitMs,
    );
    worker.on('message', (message: FromThread) => {
      if (message.type === 'log' || message.type === 'log-dropped') options.onLog?.(message);
      else if (message.type === 'error') settle({ ok: false, error: message.error });
      else if (message.type === 'answers') {
        clearTimeout(timer); // the student's part is over; judging is ours
        settle({ ok: true, verdict: judgeAnswers(message.answers), ms: message.ms });
      }
    });
    worker.on('error', (error) => {
      const outOfMemory = (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
      settle({ ok: false, error: { kind: 'crashed', message: outOfMemory ? `the code used more than its ${heapMb} MB of memory` : (error as Error).message } });
    });
    worker.on('exit', (code) => settle({ ok: false, error: { kind: 'crashed', message: `the code ended its thread (exit code ${code}) before answering` } }));
  });
}
