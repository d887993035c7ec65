/**
 * The code cell's Web Worker: one fresh worker per run (the page ends it when
 * the verdict comes, on Cancel, on a new Run, or after CELL_TIME_LIMIT_MS).
 * With the solver's own worker entry, the only files in the solver that touch
 * `self`. It keeps its own postMessage, locks the rest of the scope down
 * (lock-down.ts), loads the reader's module from a blob: URL, collects and
 * judges.
 */
/// <reference lib="webworker" />
import type { CellRunRequest, FromCellWorker } from '../cell-protocol.ts';
import { judgeAnswers } from '../judge.ts';
import { tableOfValues } from '../../table-heuristic.ts';
import { captureConsole } from './console-capture.ts';
import { lockDown } from './lock-down.ts';
import { collectInSandbox } from './run-cell.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = scope.postMessage.bind(scope) as (message: FromCellWorker, transfer?: Transferable[]) => void;
const createUrl = URL.createObjectURL.bind(URL);

let started = false;
scope.addEventListener('message', (event: MessageEvent<CellRunRequest>) => {
  if (started || event.data?.type !== 'run') return; // one run per worker
  started = true;
  void run(event.data);
});

async function run(request: CellRunRequest): Promise<void> {
  const capture = captureConsole(console, post);
  lockDown(scope);
  const collected = await collectInSandbox(request, async (source) => {
    const url = createUrl(new Blob([source], { type: 'text/javascript' }));
    return { module: (await import(/* @vite-ignore */ url)) as Record<string, unknown>, url };
  });
  if (capture.dropped() > 0) post({ type: 'log-dropped', count: capture.dropped() });
  if (!collected.ok) {
    post({ type: 'error', error: collected.error });
    return;
  }
  post({ type: 'collected', ms: collected.ms });
  const { answers } = collected;
  if (answers.exercise === 'heuristic') {
    const table = tableOfValues(answers.values);
    post({ type: 'heuristic-table', metric: answers.metric, table }, [table.buffer]);
  }
  try {
    post({ type: 'verdict', verdict: judgeAnswers(answers) });
  } catch (thrown) {
    post({ type: 'error', error: { kind: 'crashed', message: thrown instanceof Error ? thrown.message : String(thrown) } });
  }
}
