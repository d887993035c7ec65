/** “给我的魔方涂色”的中文：调色板、工具、说明，以及说明起点是什么的那一行。 */
import type { paint as english } from '../en/paint.ts';
import type { Translation } from '../translation.ts';

export const paint: Translation<typeof english> = {
  paintWith: '涂色',
  fillFace: '填满一面',
  fromSolved: '从复原状态开始',
  clear: '清空',
  help: '按你想复原时的拿法拿好魔方，照着看到的颜色涂：上面在最上方，下面一行依次是左、前、右、后，最下方是底面。点击或轻触一个贴纸给它涂色，也可以用方向键移动，再按颜色对应的键。',
  netLabel: '你的魔方展开图：方向键在贴纸间移动，W R G Y O B 或 1 到 6 涂色，F 填满一面',
  banner: {
    painting: '起点：你正在涂色的魔方（打乱输入框先放在一边，回到打乱时再用）。',
    notACube: '起点：你的涂色，但它还不是一个魔方。继续涂，或者回到打乱。',
    noScramble: '起点：你涂色的魔方。它的配色不是标准配色转过来的样子，所以没有哪个打乱能得到这些颜色。',
    converting: '起点：你涂色的魔方。求解器算出它的打乱后，会填进输入框。',
    fromLink: '起点：这个链接带来的涂色魔方。',
  },
};
