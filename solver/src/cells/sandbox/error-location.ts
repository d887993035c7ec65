/**
 * Where in the reader's source an error happened: the first stack frame that
 * names the module's own URL (a blob: URL on the page, a file: URL in the CLI).
 * Chromium and Node both write frames as `… (URL:LINE:COLUMN)` or `at URL:LINE:COLUMN`.
 */
import type { CellError, CellErrorKind } from '../cell-error.ts';

export function locateInSource(stack: string | undefined, moduleUrl: string): { line: number; column: number } | undefined {
  if (!stack) return undefined;
  for (const frame of stack.split('\n')) {
    const at = frame.indexOf(moduleUrl);
    if (at < 0) continue;
    const match = /^:(\d+):(\d+)/.exec(frame.slice(at + moduleUrl.length));
    if (match) return { line: Number(match[1]), column: Number(match[2]) };
  }
  return undefined;
}

/** A thrown value as a CellError, located in the reader's module when its stack says where. */
export function cellErrorOf(thrown: unknown, moduleUrl: string, fallbackKind: CellErrorKind = 'runtime'): CellError {
  const kind: CellErrorKind =
    thrown instanceof Error && 'kind' in thrown && typeof thrown.kind === 'string' ? (thrown.kind as CellErrorKind) : fallbackKind;
  const message =
    thrown instanceof Error ? `${thrown.name === 'Error' || kind !== 'runtime' ? '' : `${thrown.name}: `}${thrown.message}` : `threw ${describeThrown(thrown)}`;
  const where = thrown instanceof Error ? locateInSource(thrown.stack, moduleUrl) : undefined;
  return where ? { kind, message, ...where } : { kind, message };
}

function describeThrown(value: unknown): string {
  try {
    return typeof value === 'string' ? JSON.stringify(value) : String(value);
  } catch {
    return 'a value that cannot be shown';
  }
}
