/** The reader's console: kept as messages, each line cut, the lines past the cap counted. */
import { expect, it } from 'vitest';
import { CELL_LOG_LINES, CELL_LOG_LINE_LENGTH, type FromCellWorker } from '../../../src/cells/cell-protocol.ts';
import { captureConsole } from '../../../src/cells/sandbox/console-capture.ts';

it('sends the first lines, shows values as JSON, cuts long lines and counts the rest', () => {
  const sent: FromCellWorker[] = [];
  const target = { log() {}, info() {}, warn() {}, error() {} } as unknown as Console;
  const capture = captureConsole(target, (m) => sent.push(m));
  target.log('perm', [0, 1, 2], { a: new Uint8Array(3) });
  target.warn('x'.repeat(CELL_LOG_LINE_LENGTH * 2));
  for (let i = 0; i < CELL_LOG_LINES + 10; i++) target.info(i);
  expect(sent[0]).toEqual({ type: 'log', level: 'log', text: 'perm [0,1,2] {"a":"Uint8Array(3)"}' });
  expect(sent[1]).toMatchObject({ level: 'warn' });
  expect((sent[1] as { text: string }).text).toHaveLength(CELL_LOG_LINE_LENGTH);
  expect(sent).toHaveLength(CELL_LOG_LINES);
  expect(capture.dropped()).toBe(12);
});
