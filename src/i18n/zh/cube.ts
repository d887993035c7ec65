/** 魔方的中文叫法：颜色、面、角块、展开图的朗读，以及打乱或涂色出错时的说明。 */
import { type Colour, type Face, cornerFaces } from 'pocket-cube-solver';
import type { cube as english } from '../en/cube.ts';
import type { Translation } from '../translation.ts';
import { formatCount } from '../../lib/format.ts';

const COLOURS: Readonly<Record<Colour, string>> = { U: '白色', R: '红色', F: '绿色', D: '黄色', L: '橙色', B: '蓝色' };
const POSITION: Readonly<Record<Face, string>> = { U: '上', D: '下', R: '右', L: '左', F: '前', B: '后' };
const ORDINAL = ['一', '两', '三'];

/** “上前右角（UFR）”：位置在前，魔方记号在后，读者一看就知道看哪里。 */
function corner(faces: readonly Face[]): string {
  return `${faces.map((face) => POSITION[face]).join('')}角（${faces.join('')}）`;
}

function list(words: readonly string[]): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join('、')}和${words.at(-1)}`;
}

export const cube: Translation<typeof english> = {
  colours: COLOURS,
  faces: { U: '上', R: '右', F: '前', D: '下', L: '左', B: '后' },
  corner,
  netFace: (face, colours) => `${face}面：${colours.every((c) => c === colours[0]) ? `全是${colours[0]}` : colours.join('、')}。`,
  sticker: (face, row, column, colour) => `${face}面${row === 0 ? '上' : '下'}${column === 0 ? '左' : '右'}：${colour ?? '未涂色'}`,
  parseError: (error) => {
    const at = `（第 ${error.column} 列）`;
    const token = `“${error.token}”`;
    const kind = error.kind;
    switch (kind.code) {
      case 'unexpected-character':
        return `无法识别的字符${token}${at}`;
      case 'unknown-move':
        return `没有${token}这种转动${at}${kind.wide ? `；双层转动请写成 ${kind.wide}` : ''}`;
      case 'bad-suffix':
        return `${token}的后缀“${kind.suffix}”不对${at}：后缀只能不写、写 2 或写 '`;
      case 'unmatched-close':
        return `多了一个“)”${at}`;
      case 'unclosed-open':
        return `“(”没有配对的“)”${at}`;
      case 'bad-repeat':
        return `括号后的重复次数“${kind.suffix}”不对${at}`;
      case 'too-many-moves':
        return `${kind.inGroup ? '这一组' : '打乱'}展开后超过 ${formatCount(kind.max)} 步${at}`;
      case 'face-turns-only':
        return `${token}不是面转动${at}：这里只接受 U R F D L B 的面转动，不接受整体转动和双层转动`;
    }
  },
  paintingProblem: ({ detail }) => {
    switch (detail.kind) {
      case 'unpainted':
        return `还有 ${formatCount(detail.count)} 个贴纸没有涂色。`;
      case 'count':
        return `每种颜色正好占四个贴纸，但${detail.off.map(({ colour, count }) => `${COLOURS[colour]}有 ${count} 个`).join('，')}。`;
      case 'repeated':
        return `${corner(cornerFaces(detail.corner))}上有${ORDINAL[detail.times - 1]}个${COLOURS[detail.colour]}贴纸；每个角块的三个贴纸颜色都不相同。`;
      case 'opposite':
        return `${corner(cornerFaces(detail.corner))}同时有${COLOURS[detail.colours[0]]}和${COLOURS[detail.colours[1]]}，它们在${detail.onYourCube ? '你的魔方' : '标准配色的魔方'}上是相对的两面：没有角块同时带这两种颜色。`;
      case 'mirrored':
        return `${corner(cornerFaces(detail.corner))}是镜像的：真实魔方上，${list(detail.colours.map((c) => COLOURS[c]))}的环绕方向正好相反。请检查它的两个贴纸。`;
      case 'duplicate':
        return `${list(detail.corners.map((c) => corner(cornerFaces(c))))}都是${list(detail.colours.map((c) => COLOURS[c]))}：一个魔方上只有一个这样的角块。`;
      case 'twist': {
        const where = corner(cornerFaces(detail.corner));
        const fix =
          'colour' in detail.fix
            ? `把${where}（已标出）转到它的${COLOURS[detail.fix.colour]}贴纸朝${POSITION[detail.fix.face]}，就可以复原了。`
            : `把${where}（已标出）从外面看${detail.fix.clockwise ? '顺时针' : '逆时针'}转三分之一圈，就可以复原了。`;
        return `有一个角块在原位被扭转了——按这样的涂色，这个魔方无法复原；把它拆下来转一下再装回去。${fix}`;
      }
    }
  },
};
