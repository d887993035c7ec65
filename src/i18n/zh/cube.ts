/** 魔方的中文叫法：颜色、面、角块、展开图的朗读，以及打乱或涂色出错时的说明。 */
import { type Colour, type Face, cornerFaces, type PieceColourReason, edgeFaces } from 'pocket-cube-solver/internals';
import type { cube as english } from '../en/cube.ts';
import type { Translation } from '../translation.ts';
import { formatCount } from '../../lib/format.ts';

const COLOURS: Readonly<Record<Colour, string>> = { U: '白色', R: '红色', F: '绿色', D: '黄色', L: '橙色', B: '蓝色' };
const POSITION: Readonly<Record<Face, string>> = { U: '上', D: '下', R: '右', L: '左', F: '前', B: '后' };
const ORDINAL = ['一', '两', '三'];
/** 一块的颜色连读时用的单字：“白绿红角块”。 */
const SHORT: Readonly<Record<Colour, string>> = { U: '白', R: '红', F: '绿', D: '黄', L: '橙', B: '蓝' };
const ROWS = ['上', '中', '下'];
const COLUMNS = ['左', '中', '右'];
const PIECE = { corner: '角块', edge: '棱块' } as const;
const UNSOLVABLE = '按这样的涂色，这个魔方无法复原';

/** “上前右角（UFR）”：位置在前，魔方记号在后，读者一看就知道看哪里。 */
function corner(faces: readonly Face[]): string {
  return `${faces.map((face) => POSITION[face]).join('')}角（${faces.join('')}）`;
}

function list(words: readonly string[], and = '和'): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join('、')}${and}${words.at(-1)}`;
}

/** 三阶魔方的块按位置叫：“上前右角块”“前右棱块”。 */
function pieceFaces(piece: 'corner' | 'edge', position: number): Face[] {
  return piece === 'corner' ? cornerFaces(position) : edgeFaces(position);
}

/** “上前右角块（UFR）”；标出的块写成“上前右角块（UFR，已标出）”。几块同时说：“上右棱块和上前棱块（UR 和 UF，已标出）”。 */
function pieces(piece: 'corner' | 'edge', positions: readonly number[], marked = false): string {
  const faces = positions.map((p) => pieceFaces(piece, p));
  const names = faces.map((f) => `${f.map((face) => POSITION[face]).join('')}${PIECE[piece]}`);
  const notation = faces.map((f) => f.join('')).join(' 和 ');
  return `${list(names)}（${notation}${marked ? '，已标出' : ''}）`;
}

/** 一块的颜色为什么不可能，接在块名后面。 */
function clash(reason: PieceColourReason, piece: 'corner' | 'edge', colours: readonly Colour[]): string {
  const name = PIECE[piece];
  switch (reason.why) {
    case 'repeated':
      return `上有${ORDINAL[reason.times - 1]}个${COLOURS[reason.colour]}贴纸；每个${name}的${piece === 'corner' ? '三' : '两'}个贴纸颜色都不相同。`;
    case 'opposite':
      return `同时有${COLOURS[reason.colours[0]]}和${COLOURS[reason.colours[1]]}，这是相对两面中心块的颜色：没有${name}同时带这两种颜色。`;
    case 'mirrored':
      return `是镜像的：在你的魔方上，${list(colours.map((c) => COLOURS[c]))}的环绕方向正好相反。请检查它的两个贴纸。`;
  }
}

export const cube: Translation<typeof english> = {
  colours: COLOURS,
  faces: { U: '上', R: '右', F: '前', D: '下', L: '左', B: '后' },
  corner,
  netFace: (face, colours) => `${face}面：${colours.every((c) => c === colours[0]) ? `全是${colours[0]}` : colours.join('、')}。`,
  sticker: (face, row, column, colour) => `${face}面${row === 0 ? '上' : '下'}${column === 0 ? '左' : '右'}：${colour ?? '未涂色'}`,
  threeSticker: (face, row, column, colour) => `${face}面${row === 1 && column === 1 ? '中心' : ROWS[row] + COLUMNS[column]}：${colour ?? '未涂色'}`,
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
        return `${token}的后缀“${kind.suffix}”不对${at}：后缀只能是 2、' 或 2'，也可以不写`;
      case 'unmatched-close':
        return `多了一个“)”${at}`;
      case 'unclosed-open':
        return `“(”没有配对的“)”${at}`;
      case 'bad-repeat':
        return `括号后的重复次数“${kind.suffix}”不对${at}`;
      case 'too-many-moves':
        return `${kind.inGroup ? '这一组' : '打乱'}展开后超过 ${formatCount(kind.max)} 步${at}`;
      case 'slice-move':
        return `${token}是中层转动${at}：二阶魔方没有中间层（M、E、S 只用于三阶魔方）`;
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
  threePaintingProblem: ({ detail }) => {
    switch (detail.kind) {
      case 'unpainted':
        return `还有 ${formatCount(detail.count)} 个贴纸没有涂色。`;
      case 'centres':
        return `${list(detail.faces.map((f) => `${POSITION[f]}面`))}的中心块都是${COLOURS[detail.colour]}：每个中心块代表它所在的面，六个中心块应该是六种不同的颜色。`;
      case 'count':
        return `每种颜色正好占九个贴纸，但${detail.off.map(({ colour, count }) => `${COLOURS[colour]}有 ${count} 个`).join('，')}。`;
      case 'corner-colours':
        return `${pieces('corner', [detail.corner])}${clash(detail.reason, 'corner', detail.colours)}`;
      case 'edge-colours':
        return `${pieces('edge', [detail.edge])}${clash(detail.reason, 'edge', detail.colours)}`;
      case 'duplicate': {
        const name = (colours: readonly Colour[]) => `${colours.map((c) => SHORT[c]).join('')}${PIECE[detail.piece]}`;
        const lost = detail.missing.length > 0 ? `，却没有${list(detail.missing.map(name), '或')}` : '';
        return `${pieces(detail.piece, detail.positions)}都是${name(detail.colours)}${lost}：一个魔方上每种${PIECE[detail.piece]}只有一个。`;
      }
      case 'twist': {
        // 贴纸看不出是哪个角块被扭转了：知道读者最后涂的角块时就说它，否则把所有角块都标出来。
        const where = detail.lastPainted ? `你最后涂的${pieces('corner', [detail.corner], true)}` : pieces('corner', [detail.corner]);
        const how =
          'colour' in detail.fix
            ? `把${where}转到${COLOURS[detail.fix.colour]}贴纸朝${POSITION[detail.fix.face]}`
            : `把${where}从外面看${detail.fix.clockwise ? '顺时针' : '逆时针'}转三分之一圈`;
        const unknown = detail.lastPainted ? '贴纸看不出是哪一个角块' : '贴纸看不出是哪一个角块，所以所有角块都已标出';
        return `有一个角块在原位被扭转了，${UNSOLVABLE}。${unknown}。任何一个角块拆下来转一下再装回去，都能复原。${how}就可以了。`;
      }
      case 'flip':
        return `有一个棱块在原位被翻转了，${UNSOLVABLE}。把一个棱块拆下来翻个面再装回去：${pieces('edge', [detail.edge], true)}就可以了。`;
      case 'parity':
        return `有两个块的位置被对调了，${UNSOLVABLE}。把两个${PIECE[detail.piece]}拆下来交换位置：${pieces(detail.piece, detail.positions, true)}就可以了。`;
    }
  },
};
