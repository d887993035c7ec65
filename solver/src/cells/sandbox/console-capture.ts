/**
 * The reader's console.log, kept for the page (or the CLI) instead of the
 * host's console: the first CELL_LOG_LINES lines, each cut to
 * CELL_LOG_LINE_LENGTH characters, then only a count.
 */
import { CELL_LOG_LINE_LENGTH, CELL_LOG_LINES, type FromCellWorker } from '../cell-protocol.ts';

type Level = 'log' | 'info' | 'warn' | 'error';
const LEVELS: readonly Level[] = ['log', 'info', 'warn', 'error'];

export interface ConsoleCapture {
  /** Lines past the cap (sent once at the end). */
  dropped(): number;
}

function show(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    const text = JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? `${v}n` : ArrayBuffer.isView(v) ? `${v.constructor.name}(${(v as unknown as ArrayLike<unknown>).length})` : v));
    return text ?? String(value);
  } catch {
    return String(value);
  }
}

export function captureConsole(target: Console, send: (message: FromCellWorker) => void): ConsoleCapture {
  let kept = 0;
  let dropped = 0;
  for (const level of LEVELS) {
    target[level] = (...values: unknown[]) => {
      if (kept >= CELL_LOG_LINES) {
        dropped++;
        return;
      }
      kept++;
      const text = values.map(show).join(' ');
      send({ type: 'log', level, text: text.length > CELL_LOG_LINE_LENGTH ? `${text.slice(0, CELL_LOG_LINE_LENGTH - 1)}…` : text });
    };
  }
  return { dropped: () => dropped };
}
