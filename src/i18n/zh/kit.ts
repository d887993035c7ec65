/** 交互组件工具箱自己的中文文本：复制链接、播放解法、三维魔方、打乱输入框、先猜后看。 */
import type { kit as english } from '../en/kit.ts';
import type { Translation } from '../translation.ts';
import { formatCount } from '../../lib/format.ts';

export const kit: Translation<typeof english> = {
  copyLink: { copied: '链接已复制。', manual: (link) => `请复制这个链接：${link}` },
  copySolution: { copied: '解法已复制。', manual: (solution) => `请复制这个解法：${solution}` },
  scrambleField: {
    tooLong: (length, max) =>
      `这个打乱有 ${formatCount(length)} 个字符，超过了页面地址能容纳的长度（最多 ${formatCount(max)}）：复制的链接不会带上它。它保存在这个浏览器里；要分享，请从输入框里复制。`,
  },
  playback: {
    group: '播放',
    play: '播放',
    pause: '暂停',
    back: '后退一步',
    forward: '前进一步',
    position: '进度',
    speed: '速度',
    speeds: { slow: '慢', normal: '中', fast: '快' },
  },
  cube3d: {
    roleDescription: '三维视图',
    frameLabel: '三维魔方。拖动或用方向键转动视角；按 0 复位。',
    reset: '复位视角',
    inThreeD: (what) => `${what}（三维）。`,
    cube: '魔方',
    unpainted: '还有贴纸没有涂色。',
  },
  twizzle: { open: '在 Twizzle 中打开', opensNewTab: '（Twizzle，在新标签页中打开）' },
  gate: {
    tag: '先猜',
    commit: '确定我的猜测',
    skip: '直接看结果',
    reveal: '显示结果',
    shownWithoutGuess: '没有猜测，直接显示了结果。',
    yourGuess: (guess) => `你的猜测：${guess}。结果显示在下面。`,
  },
  metrics: {
    names: { htm: '半转度量', qtm: '四分之一转度量' },
    abbreviations: { htm: 'HTM', qtm: 'QTM' },
  },
  heuristics: {
    long: {
      none: '无（h = 0）',
      orient: '朝向 PDB',
      perm: '置换 PDB',
      max: '两个 PDB 取最大',
      exact: '精确距离表',
    },
    short: {
      none: 'h = 0',
      orient: '朝向 PDB',
      perm: '置换 PDB',
      max: '两者取最大',
      exact: '精确表',
    },
  },
  duration: {
    underMs: '不到 1 ms',
    ms: (n) => `${n} ms`,
    s: (n) => `${n} 秒`,
    minutes: (n) => `${n} 分钟`,
    hours: (n) => `${n} 小时`,
    days: (n) => `${n} 天`,
    years: (n) => `${n} 年`,
  },
  workerFailed: (message) => `求解器出错：${message}`,
};
