/** 中文版里数字与单位的写法：与 lib/format.ts 的英文写法一一对应。 */
import { formatCount } from '../lib/format.ts';

/** 毫秒：10 ms 以下保留一位小数，1 ms 以下说“不到 1 ms”。 */
export function formatMsZh(ms: number): string {
  if (ms < 1) return '不到 1 ms';
  if (ms < 10) return `${ms.toFixed(1)} ms`;
  return `${formatCount(Math.round(ms))} ms`;
}
