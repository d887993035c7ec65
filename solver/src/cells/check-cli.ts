/**
 * `pocket-cube check rank|move|bfs|heuristic|pruning FILE.js [--metric htm|qtm] [--json]`:
 * a teacher's grader. It runs the student's ES module with the page's checks
 * and time limit and prints the verdict; exit 0 only when the check passes.
 * With --json, one JSON value per line: the student's console lines
 * ({"type":"log"}), then {"type":"verdict"} or {"type":"error"}.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Metric } from '../metric.ts';
import { checkFile } from './check-file.ts';
import { verdictDiagnosis } from './diagnosis.ts';
import { CELL_EXERCISES, type CellExercise, isCellExercise } from './exercises.ts';
import { verdictLines } from './verdict-text.ts';

export interface CheckCommand {
  readonly exercise: CellExercise;
  readonly file: string;
  readonly metric: Metric;
  readonly json: boolean;
}

/** The command's words, or a message for a UsageError. */
export function checkCommandOf(positionals: readonly string[], metric: Metric, json: boolean): CheckCommand | string {
  const [exercise, file, ...extra] = positionals;
  if (!isCellExercise(exercise)) return `check needs an exercise: ${CELL_EXERCISES.join(', ')}${exercise ? ` (got "${exercise}")` : ''}`;
  if (file === undefined) return `check ${exercise} needs the student's file: pocket-cube check ${exercise} FILE.js`;
  if (extra.length > 0) return `check takes one file, got also "${extra.join(' ')}"`;
  const path = resolve(file);
  if (!existsSync(path)) return `no such file: ${file}`;
  return { exercise, file: path, metric, json };
}

export async function runCheckCommand(command: CheckCommand): Promise<number> {
  const { exercise, file, metric, json } = command;
  const print = (record: object) => console.log(JSON.stringify(record));
  const outcome = await checkFile(exercise, file, {
    metric,
    onLog: (message) => {
      if (json) print(message);
      else if (message.type === 'log') console.error(`log: ${message.text}`);
      else console.error(`log: … ${message.count} more lines not shown`);
    },
  });
  if (!outcome.ok) {
    const { error } = outcome;
    if (json) print({ type: 'error', exercise, file, error });
    else console.log(`ERROR ${exercise}: ${error.kind}: ${error.message}${error.line ? ` (${file}:${error.line}:${error.column})` : ''}`);
    return 1;
  }
  const { verdict } = outcome;
  if (json) print({ type: 'verdict', exercise, file, pass: verdict.pass, diagnosis: verdictDiagnosis(verdict), ms: outcome.ms, verdict });
  else for (const line of verdictLines(verdict)) console.log(line);
  return verdict.pass ? 0 : 1;
}
