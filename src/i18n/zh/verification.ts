/** 第 3 章自检面板与转动表计时的中文（widgets/verification-panel/）。 */
import type { verification as english } from '../en/verification.ts';
import type { Translation } from '../translation.ts';
import { formatCount } from '../../lib/format.ts';

export const verification: Translation<typeof english> = {
  pass: '✓ 通过',
  fail: '✗ 失败',
  name: ({ finding }) =>
    ({
      'face-turn-order': '每个面转动的阶都是 4',
      'twist-sum': '朝向之和保持为 0（模 3）',
      inverses: '每个转动与它的逆转动相互抵消',
      'known-orders': '已知的阶',
      notations: 'D、L、B 就是 U、R、F 加一个整体转动',
      'tables-model': '转动表与块模型一致',
    })[finding.id],
  detail: ({ finding }) => {
    switch (finding.id) {
      case 'face-turn-order':
        return finding.wrong.length ? `出错的：${finding.wrong.join('、')}` : 'U R F D L B：X⁴ = 恒等，X、X²、X³ ≠ 恒等';
      case 'twist-sum':
        return `每个面转动加上的朝向增量之和模 3 为 0，全部 ${formatCount(finding.patterns)} 种朝向组合在任意面转动之后之和仍为 0${finding.wrong.length ? `；出错的：${finding.wrong.join('、')}` : ''}`;
      case 'inverses':
        return finding.failing === 0 ? '两种度量下的每一个表项都成立' : `${formatCount(finding.failing)} 个表项不成立`;
      case 'known-orders':
        return finding.orders.map(([alg, order]) => `${alg}：${order}`).join('，');
      case 'notations':
        return finding.pairs.map(([a, b]) => `${a} ≡ ${b}`).join('；');
      case 'tables-model':
        return `随机抽取 ${formatCount(finding.samples)} 对（状态，转动）${finding.disagree ? `，其中 ${formatCount(finding.disagree)} 对不一致` : ''}`;
    }
  },
  whenBuilt: '（构建本页时）',
  inBrowser: '（在你的浏览器里）',
  running: ' 正在你的浏览器里运行…',
  runAgain: '再运行一次检查',
  couldNotRun: (message) => ` 检查无法在这里运行：${message}`,
  summary: (failed, total, where, ms) => {
    const time = ms === undefined ? '' : `，用时${ms < 1 ? '不到 1' : ` ${Math.round(ms)}`} ms`;
    return failed === 0 ? `全部 ${total} 项检查都通过了${where}${time}。` : `${total} 项检查中有 ${failed} 项失败${where}${time}。`;
  },
  timing: {
    region: '转动表：大小与构建时间',
    caption: '转动表：表项数、内存（每项 16 位），以及在你浏览器的求解器 Worker 里构建它们的时间',
    metric: '度量',
    perm: '置换表',
    twist: '朝向表',
    memory: '内存',
    buildTime: '构建时间',
    bytes: (bytes) => `${formatCount(bytes)} 字节（${(bytes / 1024).toFixed(1)} KiB）`,
    notMeasured: '尚未测量',
    building: '正在你的浏览器里构建…',
    buildAgain: '再构建一次',
    couldNotBuild: (message) => `转动表无法在这里构建：${message}`,
    built: (ms, first) => `在你浏览器的求解器 Worker 里构建完成：两种度量共 ${ms} ms${first ? '（第一次运行包含引擎预热；再构建一次可以看到预热后的时间）' : ''}。`,
  },
};
