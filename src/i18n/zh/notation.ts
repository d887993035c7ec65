/** 第 1 章记号魔方的中文：几排转动按钮，以及每个转动的说法（WCA 规则 12a）。 */
import type { notation as english } from '../en/notation.ts';
import type { Translation } from '../translation.ts';

const FACE_WORDS: Readonly<Record<string, string>> = {
  U: '上面', D: '下面', R: '右面', L: '左面', F: '前面', B: '后面',
  x: '整个魔方，方向同 R', y: '整个魔方，方向同 U', z: '整个魔方，方向同 F',
};

export const notation: Translation<typeof english> = {
  rows: ['上面与下面', '右面与左面', '前面与后面', '整体转动'],
  moveSentence: (name) => {
    const letter = name[0];
    const half = name.endsWith('2');
    const turn = name.endsWith("'") ? '逆时针转' : half ? '转半圈' : '顺时针转';
    const seen = 'xyz'.includes(letter) || half ? '' : '（正对着这一面看）';
    return `${name.replace("'", '′')}：${FACE_WORDS[letter]}${seen}${turn}。`;
  },
  moveLabel: (name) => `转动 ${name.replace("'", '′')}`,
  solvedCube: '复原状态的魔方',
  reset: '复原魔方',
  resetSaid: '复原状态：白色朝上，绿色朝前。',
  prompt: '按一个转动，看它怎么转。',
  history: '已做的转动：',
  none: '无',
};
