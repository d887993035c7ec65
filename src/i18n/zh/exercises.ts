/** 自测练习的中文：练习框架和每个检查器的反馈（src/exercises/）。 */
import type { exercises as english } from '../en/exercises.ts';
import type { Translation } from '../translation.ts';
import { formatCount } from '../../lib/format.ts';
import { cube } from './cube.ts';

export const exercises: Translation<typeof english> = {
  tag: '练习',
  check: '检查',
  showAnswer: '显示答案',
  typeWholeNumber: '请先输入一个整数。',
  notWholeNumber: (typed) => `“${typed}”不是整数：请只用数字。`,
  rightNumber: (expected) => `对：${formatCount(expected)}。`,
  wrongNumber: (value, larger) => `不是 ${formatCount(value)}：答案比它${larger ? '大' : '小'}。再试一次。`,
  typeNumber: '请先输入一个数。',
  notNumber: (typed) => `“${typed}”不是数：请用数字，小数用小数点。`,
  closeEnough: (exact) => `足够接近了：公式给出的是 ${formatCount(exact)}。`,
  notQuite: (value, factor, tooLarge) => `还差一些：${formatCount(value)} ${tooLarge ? '大' : '小'}了 ${factor} 倍。再试一次。`,
  godsRight: (expected, htm) => `对：${expected}，只比半转度量的 ${htm} 多 ${expected - htm}，远没有翻倍。`,
  godsBelow: (value, htm) =>
    `不是 ${value}：它不可能小于 ${htm}。四分之一转也是半转度量里的一步，所以没有哪个状态需要的四分之一转比半转度量的步数还少，而有些状态需要 ${htm} 步半转度量的转动。`,
  godsAbove: (value, htm) =>
    `不是 ${value}：它不可能大于 ${2 * htm}。把半转度量最优解里的每个半转写成两个四分之一转：至多 ${htm} 步就变成至多 ${2 * htm} 步。`,
  listBadToken: (token) => `“${token}”不是整数。数和数之间用空格、逗号或顿号隔开。`,
  listType: (count) => `请输入 ${count} 个数，用空格、逗号或顿号隔开。`,
  listOutside: (value, allowed) => `${value} 不在 ${allowed.join('、')} 之中。`,
  listLength: (typed, expected) => `这是 ${formatCount(typed)} 个数；答案有 ${expected} 个。`,
  listEntry: (index) => `第 ${index} 个数`,
  listRight: (expected) => `对：${expected.join(' ')}。`,
  listWrong: (wrong) => `还不对：${wrong.join('、')}不对。再试一次。`,
  typeScramble: '请先输入一个打乱，例如 R U。',
  unreadable: (error) => `读不懂这个打乱：${cube.parseError(error)}。`,
  orientBeats: (orient, perm) => `对：朝向 ${orient}，置换 ${perm}。这里朝向是更难的那一半。`,
  orientLoses: (orient, perm) => `不是这个：朝向 ${orient}，置换 ${perm}。找那些被扭转了、但离原位不远的角块。`,
  sumOver: (sum, moves) => `对：两者之和是 ${sum}，但把你这 ${moves} 步的打乱倒过来做，${moves} 步就能复原。所以求和不可采纳。`,
  sumNotOver: (sum, moves) => `两者之和是 ${sum}，而你的打乱有 ${formatCount(moves)} 步，所以这说明不了高估。试一个更短的打乱。`,
  classicSolved: '这个打乱让魔方保持复原状态，那里 h 是 0。试一个不是复原状态的状态。',
  classicOver: (perm, orient, h, undo, undoLength) =>
    `对。表里查到置换 ${perm}、朝向 ${orient}，所以 h = ${h}；可是 ${undo}（原文的 ${formatCount(undoLength)} 步转动）就能复原它：h 至少高估了 ${h - undoLength}。`,
  classicNotOver: (perm, orient, h, undo, undoLength) =>
    `还不能证明。表里查到置换 ${perm}、朝向 ${orient}，所以 h = ${h}；而撤销你的打乱要 ${undo}（原文的 ${formatCount(undoLength)} 步转动）：没有超过 h。找一个用更少的原文转动就能撤销的状态。`,
};
