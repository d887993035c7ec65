/** 第 2 章状态查看器的中文，以及它与第 3 章转动浏览器共用的两个数组的表格。 */
import type { inspector as english } from '../en/inspector.ts';
import type { Translation } from '../translation.ts';
import { formatCount } from '../../lib/format.ts';

export const inspector: Translation<typeof english> = {
  arrays: {
    position: '位置 <var>i</var>',
    positionLabel: (position, name) => `位置 ${position} ${name}`,
    caption: '用两个数组表示的状态',
    numberedCaption: (index) => `编号 ${formatCount(index)} 的魔方，用两个数组表示`,
  },
  encodeRegion: '魔方 → 编号',
  decodeRegion: '编号 → 魔方',
  scramble: '打乱',
  hint: '通过页面地址与第 1 章的演练场共享。任何 WCA 转动都可以；做了 D、L、B 或整体转动之后，魔方会重新着色，让下后左位置上的块算作 DBL。',
  staticNote: '打乱 ',
  staticNoteEnd: '：',
  netLabel: (scramble) => `打乱 ${scramble} 之后的魔方，固定 DBL 的视角`,
  noMoves: '不做转动',
  netCaption: '求解器固定 DBL 的视角：重新给颜色命名，让下后左角块处在原位。如果打乱里没有 D、L、B 或整体转动，它就是你手中的魔方。',
  netHint: '指向一个贴纸，或者聚焦表格中的一个位置，就能在两边同时看到那个角块。',
  indexField: '编号 → 魔方',
  indexHint: (last) => `0 到 ${last} 之间的任意整数。`,
  cubeNumber: (index) => `编号 ${formatCount(index)} 的魔方`,
  roundtrip: (again, same) =>
    `再给这个魔方编号，得到 <strong class="si-roundtrip-index">${formatCount(again)}</strong>：${same ? '同一个数。' : '一个不同的数，这说明程序有错。'}`,
  decodeStatus: (index, permRank, orientIndex, again) =>
    `编号 ${formatCount(index)} 的魔方：置换编号 ${formatCount(permRank)}，朝向编号 ${orientIndex}。重新编号：${formatCount(again)}。`,
  lastScramble: '表格仍然显示最后一个有效的打乱。',
  noScramble: '（无：复原状态）',
  indexEmpty: (last) => `请输入 0 到 ${last} 之间的整数。`,
  indexNotNumber: (typed, last) => `“${typed}”不是整数：请只用数字，范围是 0 到 ${last}。`,
  indexTooLarge: (typed, last, count) => `${typed} 太大了：最后一个编号是 ${last}（共有 ${count} 个状态，从 0 开始数）。`,
  lehmer: {
    caption: '给置换编号：数字 <var>d</var> 数的是 <var>c</var> 右边比 <var>c</var> 小的角块编号有几个；它的位权是 (6 − <var>i</var>)!',
    smallerLater: '右边比它小的',
    total: '置换编号（求和）',
  },
  twists: {
    caption: '给朝向编号：六个角块的朝向 <var>t</var> 是六位三进制数字，位权 3<sup>5 − <var>i</var></sup>',
    implied: (sum, twist) => `不存储：上面六个之和是 ${sum}，而 ${sum} + ${twist} 是 3 的倍数`,
    total: '朝向编号（求和）',
  },
  indexLine: '编号',
  decode: {
    split: (index, permRank, orientIndex, term, times) =>
      `${index} = ${term(permRank)} × ${times} + ${term(orientIndex)}，所以置换编号是 ${permRank}，朝向编号是 ${orientIndex}。`,
    digits: (permRank, digits) => `${permRank} 写成阶乘进制，各位数字是 <strong>${digits}</strong>（从右往左依次除以 1、2、3……7，保留余数）。`,
    picksCaption: '还原置换：数字 <var>d</var> 选出尚未用过的角块中第 <var>d</var> 小的那个（从 0 数起）',
    unused: '未用过的角块',
    picked: '选中',
    twists: (orientIndex, stored, implied) =>
      `${orientIndex} 写成六位三进制数，给出位置 0–5 的朝向：<strong>${stored}</strong>。位置 6 得到 <strong>${implied}</strong>，它让总和成为 3 的倍数。`,
  },
};
