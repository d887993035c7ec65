/** 中文版里数字与单位的写法：与 lib/format.ts 的英文写法一一对应。 */
import { formatMs } from '../lib/format.ts';

/** 毫秒：写法与英文版相同（10 ms 以下保留一位小数，1 ms 以下写作“< 1 ms”）。 */
export function formatMsZh(ms: number): string {
  return formatMs(ms);
}
